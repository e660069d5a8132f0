import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonVariants } from '@mockint/ui';

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** In-page error state for a route that failed to load or render; the surrounding layout stays usable. */
export function PageError({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError();
  const staleDeploy = isChunkLoadError(error);
  if (!import.meta.env.PROD && !isRouteErrorResponse(error)) console.error(error);
  return (
    <div
      role="alert"
      className={
        fullScreen
          ? 'flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center'
          : 'flex flex-col items-center justify-center gap-4 py-16 text-center'
      }
    >
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        {staleDeploy
          ? 'A new version of the app is available. Reload the page to continue.'
          : 'An unexpected error occurred. Please reload the page or go back to the home page.'}
      </p>
      <div className="flex gap-2">
        {/* buttonVariants, not <Button>: this is in the entry chunk (login route budget). */}
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href="/" className={buttonVariants({ variant: 'outline' })}>
          Go Home
        </a>
      </div>
    </div>
  );
}
