import { PageSpinner } from '@/components/page-spinner';
import { persistSignIn } from '@/lib/auth/persist-sign-in';
import { readString, removeKeys, SIGN_IN_KEYS, storageKeys } from '@/lib/storage';
import { exchangeCode } from '../api/exchange-code';
import { useAuthHandOff } from '../hooks/use-auth-hand-off';
import { queryValue } from '../utils/redirects';
import { completeSignInOnce } from '../utils/complete-sign-in';

const completeSignIn = (params: URLSearchParams) =>
  completeSignInOnce(
    {
      code: queryValue(params, 'code'),
      state: queryValue(params, 'state'),
      codeVerifier: readString(storageKeys.codeVerifier),
      provider: readString(storageKeys.provider),
      redirect: readString(storageKeys.redirect),
      interviewTemplateId: readString(storageKeys.interviewTemplateId),
    },
    { exchange: exchangeCode, persist: persistSignIn, cleanup: () => removeKeys(SIGN_IN_KEYS) },
  );

/** /auth/callback: exchanges the provider code, stores the session and sends the user on. */
export function AuthCallbackPage() {
  useAuthHandOff(completeSignIn);

  return (
    <PageSpinner
      title="Redirecting you to the application..."
      description="Please wait while we finalize the authentication process."
    />
  );
}
