import { lazy, Suspense, useEffect } from 'react';
import { RoomPage } from '@/features/interview/components/room/room-page';

// The live delivery coach loads only when the candidate turns it on (issue 25).
const LiveCoach = lazy(() => import('@/features/coaching/components/live-coach'));

export function Component() {
  // On-device delivery coaching (issue 25): loaded after the room has rendered, never on its path.
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
    <RoomPage
      coach={(props) => (
        <Suspense fallback={null}>
          <LiveCoach {...props} />
        </Suspense>
      )}
    />
  );
}
