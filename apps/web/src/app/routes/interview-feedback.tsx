import { PageTitle, SkipLink } from '@/components/page-title';
import { FeedbackPage } from '@/features/interview-feedback/components/feedback-page';

export function Component() {
  return (
    <>
      <PageTitle title="Interview feedback" />
      <SkipLink />
      <FeedbackPage />
    </>
  );
}
