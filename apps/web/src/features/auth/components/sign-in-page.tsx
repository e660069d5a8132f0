import { env } from '@/config/env';
import { PageSpinner } from '@/components/page-spinner';
import { hasAccessToken } from '@/lib/auth/cookies';
import { storageKeys, writeString } from '@/lib/storage';
import { createAuthorizationUri } from '../api/create-authorization-uri';
import { useAuthHandOff } from '../hooks/use-auth-hand-off';
import { allowedAuthorizationOrigins } from '../utils/authorization-uri';
import { startSignIn } from '../utils/start-sign-in';

const allowedOrigins = allowedAuthorizationOrigins(env.apiBaseUrl);

const requestSignIn = (params: URLSearchParams) =>
  startSignIn(params, {
    isLoggedIn: hasAccessToken,
    requestAuthorization: createAuthorizationUri,
    allowedOrigins,
    store: (values) => {
      writeString(storageKeys.redirect, values.redirect);
      writeString(storageKeys.interviewTemplateId, values.interviewTemplateId);
      writeString(storageKeys.provider, values.provider);
      writeString(storageKeys.codeVerifier, values.codeVerifier);
    },
  });

/** /auth/sign-in: asks the API for the Google address, keeps the hand-over values, leaves for Google. */
export function SignInPage() {
  useAuthHandOff(requestSignIn);

  return (
    <PageSpinner
      title="Processing sign in with Google..."
      description="Please wait while we connecting you to your Google account."
    />
  );
}
