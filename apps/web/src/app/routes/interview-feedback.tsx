import { lazy, Suspense } from 'react';
import { SkipLink } from '@/components/page-title';
import { FeedbackPage } from '@/features/interview-feedback/components/feedback-page';
import { paths, withQuery } from '@/config/paths';

const DeliverySection = lazy(() => import('@/features/coaching/components/delivery-section'));

export function Component() {
  return (
    <>
      <SkipLink />
      <FeedbackPage
        delivery={(room) => (
          <Suspense fallback={null}>
            <DeliverySection
              roomId={room.id}
              chats={room.chats ?? []}
              variant="short"
              reportHref={withQuery(paths.interviewSessionReport, { session: room.id })}
            />
          </Suspense>
        )}
      />
    </>
  );
}
