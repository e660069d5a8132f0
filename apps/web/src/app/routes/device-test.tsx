import { DeviceTestPage } from '@/features/interview/components/device-test-page';

export function Component() {
  return <DeviceTestPage />;
}
