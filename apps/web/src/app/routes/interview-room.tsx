import { lazy, Suspense } from 'react';
import { SkipLink } from '@/components/page-title';
import { PlatformGate } from '@/features/interview/components/platform-gate';
import { RoomPage } from '@/features/interview/components/room/room-page';
import type { KeepAnswers } from '@/features/interview/hooks/use-interview-session';

// The live delivery coach loads only when the candidate turns it on (decision 0802).
const LiveCoach = lazy(() => import('@/features/coaching/components/live-coach'));

/**
 * On-device delivery coaching (decisions 0800, 0059): the room's controller hands its answers, each paired with
 * its transcript, to the coaching's capture, loaded when the room runs, never on its first paint's path.
 */
const keepAnswers: KeepAnswers = (subscribe) => {
  let stop: (() => void) | undefined;
  let gone = false;
  void import('@/features/coaching/capture').then(
    ({ startAnswerCapture }) => {
      if (!gone) stop = startAnswerCapture(subscribe);
    },
    () => undefined,
  );
  return () => {
    gone = true;
    stop?.();
  };
};

export function Component() {
  return (
    <>
      <SkipLink />
      <PlatformGate>
        <RoomPage
          keepAnswers={keepAnswers}
          coach={(props) => (
            <Suspense fallback={null}>
              <LiveCoach {...props} />
            </Suspense>
          )}
        />
      </PlatformGate>
    </>
  );
}
