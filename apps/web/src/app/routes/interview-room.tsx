import { PartBoundary } from '@/components/part-boundary';
import { SkipLink } from '@/components/page-title';
import { onDemand } from '@/lib/on-demand';
import { PlatformGate } from '@/features/interview/components/platform-gate';
import { RoomPage } from '@/features/interview/components/room/room-page';
import type { KeepAnswers } from '@/features/interview/hooks/use-interview-session';

// The live delivery coach loads only when the candidate turns it on (decision 0802).
const liveCoach = onDemand(() => import('@/features/coaching/components/live-coach'));

/**
 * On-device delivery coaching (decisions 0800, 0059): the room's controller hands its answers, each paired with
 * its transcript, to the coaching's capture, loaded when the room runs, never on its first paint's path.
 */
const keepAnswers: KeepAnswers = (subscribe) => {
  let stop: (() => void) | undefined;
  let gone = false;
  void import('@/features/coaching/start-answer-capture').then(
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
            // Its code failing to load leaves the room running, with Try again (decision 0658).
            <PartBoundary what="The live coach" retry={liveCoach.preload}>
              <liveCoach.Component {...props} />
            </PartBoundary>
          )}
        />
      </PlatformGate>
    </>
  );
}
