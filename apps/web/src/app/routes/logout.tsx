import { SkipLink } from '@/components/page-title';
import { LogoutPage } from '@/features/auth/components/logout-page';

export function Component() {
  return (
    <>
      <SkipLink />
      <LogoutPage />
    </>
  );
}
