import { JoinPage } from '@/features/interview/components/join-page';

export function Component() {
  return <JoinPage />;
}
