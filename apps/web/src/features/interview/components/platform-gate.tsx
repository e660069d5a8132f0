import { useMemo, type ReactNode } from 'react';
import { currentPlatform, platformBlocker } from '../utils/devices';
import { PlatformDialog } from './platform-dialogs';

/**
 * The room route's iOS / mobile block (spec §2.2, issue 27): a direct room URL gets the join page's dialog
 * instead of the room, which is never mounted (no permission prompt, no socket) on a platform it cannot
 * serve.
 */
export function PlatformGate({ children }: { children: ReactNode }) {
  const blocker = useMemo(() => platformBlocker(currentPlatform()), []);
  if (blocker) return <PlatformDialog kind={blocker} />;
  return children;
}
