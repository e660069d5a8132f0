import { PageTitle, SkipLink } from '@/components/page-title';
import { SignInPage } from '@/features/auth/components/sign-in-page';

export function Component() {
  return (
    <>
      <PageTitle title="Signing in" />
      <SkipLink />
      <SignInPage />
    </>
  );
}
