import { useState } from 'react';
import { useBlocker } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
} from '@mockint/ui';
import { paths } from '@/config/paths';
import { useUnloadGuard } from '@/hooks/use-unload-guard';
import { isForcedLogout } from '@/lib/navigation';

const FORCED_EXITS: readonly string[] = [paths.pricing, paths.subscriptions];

/**
 * Asks before an in-app navigation leaves a wizard that holds answers (decision 0535), and before the tab
 * closes or reloads (the browser's own prompt, decision 0537). `allowed()` lets the wizard's own exits
 * through (registered, or sent elsewhere by the outcome of a registration); `exited` says the same as state,
 * so the tab prompt is gone from then on too.
 */
export function useLeaveGuard(dirty: boolean, allowed: () => boolean, exited: boolean) {
  // Set by Leave: the page is on its way out (the next route may still be loading), nothing more to ask.
  const [leaving, setLeaving] = useState(false);
  useUnloadGuard(dirty && !exited && !leaving);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed() &&
      currentLocation.pathname !== nextLocation.pathname &&
      // The credit gate's redirect is not the candidate leaving: the draft waits for their return.
      !FORCED_EXITS.includes(nextLocation.pathname) &&
      // Nor is a forced logout (a 401): asking would leave them on a wizard whose every call fails (decision
      // 0265). Log out from the user menu still asks.
      !isForcedLogout(nextLocation.state),
  );
  const open = blocker.state === 'blocked';
  return (
    <AlertDialog open={open} onOpenChange={(next) => (!next && open ? blocker.reset?.() : undefined)}>
      <AlertDialogContent
        title="Leave this registration?"
        description="Your answers stay saved in this tab until you close it, except the resume file."
      >
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => blocker.reset?.()}>Stay</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              setLeaving(true);
              blocker.proceed?.();
            }}
          >
            Leave
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
