import { lazy, Suspense } from 'react';
import { Skeleton } from '@mockint/ui';
import { ReportPage } from '@/features/interview-feedback/components/report-page';
import { browserRecorderDeps, Recorder } from '@/features/interview/audio/recorder';
import type { CreateAttemptRecorder } from '@/features/coaching/hooks/use-practice';

// The on-device delivery section loads after the report (lazily, outside the route's chunk: decision 0802).
const DeliverySection = lazy(() => import('@/features/coaching/components/delivery-section'));

/**
 * "Practice this answer again" records with the room's own recorder (same constraints, 120 s cap; decision
 * 0813), on the default microphone: the room's device choice lives in the room.
 */
const createRecorder: CreateAttemptRecorder = ({ onTick, onTimeUp }) => {
  const recorder = new Recorder(browserRecorderDeps(), { onTick: (elapsed) => onTick(elapsed), onTimeUp });
  return { start: () => recorder.start(null), stop: () => recorder.stop(), cancel: () => recorder.cancel() };
};

export function Component() {
  return (
    <ReportPage
      delivery={(room) => (
        <Suspense fallback={<Skeleton className="h-48 w-full" />}>
          <DeliverySection roomId={room.id} chats={room.chats ?? []} createRecorder={createRecorder} />
        </Suspense>
      )}
      // Copy summary adds the figures this device measured, those the candidate sees (decision 0811).
      deliverySummary={(room) =>
        import('@/features/coaching/api/room-delivery-summary').then(({ roomDeliverySummary }) =>
          roomDeliverySummary(room.id, room.chats ?? []),
        )
      }
    />
  );
}
