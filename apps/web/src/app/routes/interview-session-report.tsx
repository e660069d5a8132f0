import { lazy, Suspense } from 'react';
import { Skeleton } from '@mockint/ui';
import { ReportPage } from '@/features/interview-feedback/components/report-page';

// The on-device delivery section loads after the report (lazily, outside the route's chunk: decision 0802).
const DeliverySection = lazy(() => import('@/features/coaching/components/delivery-section'));

export function Component() {
  return (
    <ReportPage
      delivery={(room) => (
        <Suspense fallback={<Skeleton className="h-48 w-full" />}>
          <DeliverySection roomId={room.id} chats={room.chats ?? []} />
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
