import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { SignUpConsentGate } from '@/features/consent/components/consent-gate';

export function Component() {
  return (
    <>
      <DashboardPage />
      <SignUpConsentGate />
    </>
  );
}
