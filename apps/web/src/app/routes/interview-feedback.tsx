import { FeedbackPage } from '@/features/interview-feedback/components/feedback-page';

export function Component() {
  return <FeedbackPage />;
}
