import { SkipLink } from '@/components/page-title';
import { DeviceTestPage } from '@/features/interview/components/device-test-page';

export function Component() {
  return (
    <>
      <SkipLink />
      <DeviceTestPage />
    </>
  );
}
