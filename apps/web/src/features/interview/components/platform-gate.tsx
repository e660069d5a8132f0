import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { currentPlatform, platformBlocker } from '../utils/devices';

// Only a blocked visit downloads the dialog (and Radix's alert dialog with it): the room's first load on a
// desktop pays nothing for the gate.
const PlatformDialog = lazy(() => import('./platform-dialogs').then((m) => ({ default: m.PlatformDialog })));

/**
 * The room route's iOS / mobile block (spec §2.2, issue 27): a direct room URL gets the join page's dialog
 * instead of the room, which is never mounted (no permission prompt, no socket) on a platform it cannot
 * serve.
 */
export function PlatformGate({ children }: { children: ReactNode }) {
  const blocker = useMemo(() => platformBlocker(currentPlatform()), []);
  if (!blocker) return children;
  return (
    <Suspense fallback={null}>
      <PlatformDialog kind={blocker} />
    </Suspense>
  );
}
