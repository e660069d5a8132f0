import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { currentPlatform, platformBlocker } from '../utils/devices';

// Only a blocked visit downloads the dialog (and Radix's alert dialog with it): the join page's and the
// room's first load on a desktop pay nothing for the block.
const PlatformDialog = lazy(() => import('./platform-dialogs').then((m) => ({ default: m.PlatformDialog })));

function usePlatformBlocker() {
  return useMemo(() => platformBlocker(currentPlatform()), []);
}

/** The spec's iOS / mobile dialog over the page when this platform is blocked (the spec's join page); nothing otherwise. */
export function PlatformBlock() {
  const blocker = usePlatformBlocker();
  if (!blocker) return null;
  return (
    <Suspense fallback={null}>
      <PlatformDialog kind={blocker} />
    </Suspense>
  );
}

/**
 * The room route's iOS / mobile block (the spec's join page; decision 0552): a direct room URL gets the join page's dialog
 * instead of the room, which is never mounted (no permission prompt, no socket) on a platform it cannot
 * serve.
 */
export function PlatformGate({ children }: { children: ReactNode }) {
  const blocker = usePlatformBlocker();
  return blocker ? <PlatformBlock /> : children;
}
