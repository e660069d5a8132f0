import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { env } from '@/config/env';
import { PageSpinner } from '@/components/page-spinner';
import { hasAccessToken } from '@/lib/cookies';
import { storageKeys, writeString } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { createAuthorizationUri } from '../api/create-authorization-uri';
import { allowedAuthorizationOrigins } from '../utils/authorization-uri';
import { startSignIn } from '../utils/start-sign-in';

const allowedOrigins = allowedAuthorizationOrigins(env.apiBaseUrl);

/** /auth/sign-in: asks the API for the Google address, keeps the hand-over values, leaves for Google. */
export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void startSignIn(params, {
      isLoggedIn: hasAccessToken,
      requestAuthorization: createAuthorizationUri,
      allowedOrigins,
      store: (values) => {
        writeString(storageKeys.redirect, values.redirect);
        writeString(storageKeys.interviewTemplateId, values.interviewTemplateId);
        writeString(storageKeys.provider, values.provider);
        writeString(storageKeys.codeVerifier, values.codeVerifier);
      },
    }).then((outcome) => {
      if (outcome.kind === 'provider') {
        window.location.assign(outcome.url);
        return;
      }
      if (outcome.kind === 'error') notify.error(outcome.message);
      void navigate(outcome.to, { replace: true });
    });
  }, [params, navigate]);

  return (
    <PageSpinner
      title="Processing sign in with Google..."
      description="Please wait while we connecting you to your Google account."
    />
  );
}
