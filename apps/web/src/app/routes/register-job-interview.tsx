import { prefetchInterviewSetup } from '@/features/registration/api/get-interview-setup';
import { prefetchInterviewTemplate } from '@/features/registration/api/get-interview-template';
import { JobInterviewWizard } from '@/features/registration/components/job-interview-wizard';

export function Component() {
  return <JobInterviewWizard />;
}

/** Called by the first-load preloader (app/route-modules.ts) as soon as this module arrives. */
export function prefetch(search: URLSearchParams): void {
  prefetchInterviewSetup();
  prefetchInterviewTemplate(search);
}
