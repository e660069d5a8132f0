import { SalaryNegotiationWizard } from '@/features/registration/components/salary-negotiation-wizard';

export function Component() {
  return <SalaryNegotiationWizard />;
}
