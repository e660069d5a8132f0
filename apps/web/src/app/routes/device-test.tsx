import { PageTitle, SkipLink } from '@/components/page-title';
import { DeviceTestPage } from '@/features/interview/components/device-test-page';

export function Component() {
  return (
    <>
      <PageTitle title="Device test" />
      <SkipLink />
      <DeviceTestPage />
    </>
  );
}
