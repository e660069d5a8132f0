import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { SignUpConsentGate } from '@/features/consent/components/consent-dialog';

export function Component() {
  return (
    <>
      <DashboardPage />
      <SignUpConsentGate />
    </>
  );
}
