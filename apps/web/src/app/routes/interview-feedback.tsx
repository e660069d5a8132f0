import { FeedbackPage } from '@/features/interview-feedback/components/feedback-page';

export function Component() {
  return <FeedbackPage />;
}

// Called by the first-load preloader (app/route-modules.ts) as soon as this module arrives.
export { prefetchInterviewFeedback as prefetch } from '@/features/interview-feedback/api/get-interview-feedback';
