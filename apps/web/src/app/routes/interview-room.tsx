import { lazy, Suspense, useEffect } from 'react';
import { SkipLink } from '@/components/page-title';
import { PlatformGate } from '@/features/interview/components/platform-gate';
import { RoomPage } from '@/features/interview/components/room/room-page';

// The live delivery coach loads only when the candidate turns it on (decision 0802).
const LiveCoach = lazy(() => import('@/features/coaching/components/live-coach'));

export function Component() {
  // On-device delivery coaching (decision 0800): loaded after the room has rendered, never on its path.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('@/features/coaching/capture').then(
      ({ startAnswerCapture }) => {
        if (!gone) stop = startAnswerCapture();
      },
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return (
    <>
      <SkipLink />
      <PlatformGate>
        <RoomPage
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
