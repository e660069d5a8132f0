import type { AuthorizationUriResult } from '../api/create-authorization-uri';
import { isAllowedAuthorizationUri } from './authorization-uri';
import { rateLimitMessage } from '@/lib/rate-limit';
import { SIGN_IN_EXCEPTION, SIGN_IN_FAILED } from './messages';
import { alreadyLoggedInRedirect, queryValue } from './redirects';

export type StartSignInOutcome =
  | { kind: 'provider'; url: string }
  | { kind: 'internal'; to: string }
  | { kind: 'error'; message: string; to: string };

export interface StartSignInDeps {
  isLoggedIn: () => boolean;
  requestAuthorization: () => Promise<AuthorizationUriResult>;
  /** Persists the sign-in hand-over values (undefined removes a stale key). */
  store: (values: {
    redirect?: string;
    interviewTemplateId?: string;
    provider: string;
    codeVerifier: string;
  }) => void;
  allowedOrigins: readonly string[];
}

/** The sign-in start screen's decision (spec), free of React so every branch is unit-tested. */
export async function startSignIn(
  params: URLSearchParams,
  deps: StartSignInDeps,
): Promise<StartSignInOutcome> {
  const platform = queryValue(params, 'platform');
  const redirect = queryValue(params, 'redirect');
  const theme = queryValue(params, 'theme');
  const interviewTemplateId = queryValue(params, 'interviewTemplateId');

  if (platform !== 'google') return { kind: 'error', message: SIGN_IN_FAILED, to: '/' };
  if (deps.isLoggedIn())
    return { kind: 'internal', to: alreadyLoggedInRedirect({ interviewTemplateId, theme }) };

  try {
    const result = await deps.requestAuthorization();
    if (!result.ok) return { kind: 'error', message: SIGN_IN_FAILED, to: '/' };
    const { authorizationUri, codeVerifier } = result.value;
    // An address outside the allow-list is treated like a malformed answer (decision 0412).
    if (!isAllowedAuthorizationUri(authorizationUri, deps.allowedOrigins)) {
      return { kind: 'error', message: SIGN_IN_FAILED, to: '/' };
    }
    deps.store({ redirect, interviewTemplateId, provider: platform, codeVerifier });
    return { kind: 'provider', url: authorizationUri };
  } catch (error) {
    return { kind: 'error', message: rateLimitMessage(error) ?? SIGN_IN_EXCEPTION, to: '/' };
  }
}
