import { JobInterviewWizard } from '@/features/registration/components/job-interview-wizard';

export function Component() {
  return <JobInterviewWizard />;
}
