import { ReportPage } from '@/features/interview-feedback/components/report-page';

export function Component() {
  return <ReportPage />;
}

// Called by the first-load preloader (app/route-modules.ts) as soon as this module arrives.
export { prefetchInterviewFeedback as prefetch } from '@/features/interview-feedback/api/get-interview-feedback';
