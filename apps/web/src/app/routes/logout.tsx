import { PageTitle, SkipLink } from '@/components/page-title';
import { LogoutPage } from '@/features/auth/components/logout-page';

export function Component() {
  return (
    <>
      <PageTitle title="Signing out" />
      <SkipLink />
      <LogoutPage />
    </>
  );
}
