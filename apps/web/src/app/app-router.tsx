import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

/**
 * Starts the router and renders it into `root`. When the login page was painted without the router
 * (decision 0030), the swap waits until the first route's code and loader have resolved, so the page is
 * replaced by the same page rather than by the loading spinner.
 */
export async function mountRouter(root: Root, { waitForFirstRoute }: { waitForFirstRoute: boolean }) {
  const router = createAppRouter();
  if (waitForFirstRoute && !router.state.initialized)
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
