import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SignInResult } from '@mockint/api-contract';
import { PageSpinner } from '@/components/page-spinner';
import { syncLoggedIn } from '@/lib/app-state';
import { candidateQueryKey } from '@/lib/candidate';
import { setSessionCookies } from '@/lib/cookies';
import { queryClient } from '@/lib/query-client';
import { readString, removeKeys, SIGN_IN_KEYS, storageKeys, writeCandidate } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { exchangeCode } from '../api/exchange-code';
import { queryValue } from '../utils/redirects';
import { completeSignInOnce } from '../utils/complete-sign-in';

function persist(result: SignInResult): void {
  setSessionCookies({
    candidateId: result.candidate.id,
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    expiresIn: result.expiresIn,
  });
  writeCandidate(result.candidate);
  queryClient.setQueryData(candidateQueryKey, result.candidate);
  syncLoggedIn();
}

/** /auth/callback: exchanges the provider code, stores the session and sends the user on. */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeSignInOnce(
      {
        code: queryValue(params, 'code'),
        state: queryValue(params, 'state'),
        codeVerifier: readString(storageKeys.codeVerifier),
        provider: readString(storageKeys.provider),
        redirect: readString(storageKeys.redirect),
        interviewTemplateId: readString(storageKeys.interviewTemplateId),
      },
      { exchange: exchangeCode, persist, cleanup: () => removeKeys(SIGN_IN_KEYS) },
    ).then((outcome) => {
      if (outcome.kind === 'error') notify.error(outcome.message);
      void navigate(outcome.to, { replace: true });
    });
  }, [params, navigate]);

  return (
    <PageSpinner
      title="Redirecting you to the application..."
      description="Please wait while we finalize the authentication process."
    />
  );
}
