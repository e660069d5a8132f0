import { SalaryNegotiationWizard } from '@/features/registration/components/salary-negotiation-wizard';

export function Component() {
  return <SalaryNegotiationWizard />;
}

// Called by the first-load preloader (app/route-modules.ts) as soon as this module arrives.
export { prefetchInterviewSetup as prefetch } from '@/features/registration/api/get-interview-setup';
