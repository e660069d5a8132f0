import { PageTitle, SkipLink } from '@/components/page-title';
import { AuthCallbackPage } from '@/features/auth/components/auth-callback-page';

export function Component() {
  return (
    <>
      <PageTitle title="Signing in" />
      <SkipLink />
      <AuthCallbackPage />
    </>
  );
}
