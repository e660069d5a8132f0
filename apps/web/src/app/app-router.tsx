import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { keepFocusAcross, keepPressAcross, whenNotPressed } from './login-swap';
import { EARLY_PAINTED } from '@/lib/template-fill';
import { createAppRouter } from './router';

/**
 * Starts the router and renders it into `root`. When the login page was painted without the router
 * (decision 0030) or the page's prerendered frame is there (decision 0540), `swapFrom` is its container: the
 * swap waits until the first route's code and loader have
 * resolved, so the page is replaced by the same page rather than by the loading spinner, and until no press
 * is under way, so a click is not lost; focus stays on the same control (decision 0035). `pageData` settles
 * once the page's prefetched data is in the cache.
 */
export async function mountRouter(
  root: Root,
  { swapFrom, pageData }: { swapFrom?: Element; pageData?: Promise<unknown> } = {},
) {
  const router = createAppRouter();
  const render = () =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  if (!swapFrom) return render();
  if (!router.state.initialized)
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  // A frame the early paint has filled with the page's data (decision 0547) is swapped only once that data is
  // in the query cache too, so the first render shows the same content, not the loading state. The early
  // paint only fills from an answer that has arrived, so this waits for parsing it, not for the network.
  if (swapFrom.querySelector(`:scope > [${EARLY_PAINTED}]`)) await pageData;
  await new Promise<void>((resolve) => whenNotPressed(resolve));
  const restoreFocus = keepFocusAcross(swapFrom);
  const replayPress = keepPressAcross(swapFrom);
  // Synchronously, so the same control is there to take focus back before anything else runs.
  flushSync(render);
  restoreFocus();
  replayPress();
}
