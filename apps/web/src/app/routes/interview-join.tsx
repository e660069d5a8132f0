import { SkipLink } from '@/components/page-title';
import { JoinPage } from '@/features/interview/components/join-page';

export function Component() {
  return (
    <>
      <SkipLink />
      <JoinPage />
    </>
  );
}
