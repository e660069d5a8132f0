import { SkipLink } from '@/components/page-title';
import { SignInPage } from '@/features/auth/components/sign-in-page';

export function Component() {
  return (
    <>
      <SkipLink />
      <SignInPage />
    </>
  );
}
