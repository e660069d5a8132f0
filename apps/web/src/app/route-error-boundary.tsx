import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { PageError } from '@/components/page-error';

/** Last-resort screen for errors thrown while loading or rendering a route outside a layout. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main>
      <PageError fullScreen />
    </main>
  );
}
