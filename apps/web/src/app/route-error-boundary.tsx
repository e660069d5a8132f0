import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonVariants } from '@mockint/ui';
import { NotFoundPage } from '@/components/not-found-page';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/**
 * Last-resort screen for errors thrown while rendering or loading a route. Part of the entry chunk, so it
 * styles with buttonVariants (no tailwind-merge) to keep the login route within budget.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const staleDeploy = isChunkLoadError(error);
  if (!import.meta.env.PROD) console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        {staleDeploy
          ? 'A new version of the app is available. Reload the page to continue.'
          : 'An unexpected error occurred. Please reload the page or go back to the home page.'}
      </p>
      <div className="flex gap-2">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href="/" className={buttonVariants({ variant: 'outline' })}>
          Go Home
        </a>
      </div>
    </main>
  );
}
