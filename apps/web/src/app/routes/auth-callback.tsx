import { SkipLink } from '@/components/page-title';
import { AuthCallbackPage } from '@/features/auth/components/auth-callback-page';

export function Component() {
  return (
    <>
      <SkipLink />
      <AuthCallbackPage />
    </>
  );
}
