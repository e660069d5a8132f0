import type { ExchangeCodeRequest, SignInResult } from '@mockint/api-contract';
import { rateLimitMessage } from '@/lib/rate-limit';
import { CALLBACK_FAILED } from './messages';
import { callbackRedirect } from './redirects';

export type CallbackOutcome =
  { kind: 'success'; to: string } | { kind: 'silent'; to: '/' } | { kind: 'error'; message: string; to: '/' };

export interface CallbackInput {
  code?: string | undefined;
  state?: string | undefined;
  codeVerifier?: string | undefined;
  provider?: string | undefined;
  redirect?: string | undefined;
  interviewTemplateId?: string | undefined;
}

export interface CompleteSignInDeps {
  exchange: (provider: 'google', body: ExchangeCodeRequest) => Promise<SignInResult | null>;
  /** Writes the four cookies, caches the candidate and marks the user logged in. */
  persist: (result: SignInResult) => void;
  /** Removes the sign-in hand-over keys; called whatever the outcome. */
  cleanup: () => void;
}

/** The callback screen's decision (spec). */
export async function completeSignIn(
  input: CallbackInput,
  deps: CompleteSignInDeps,
): Promise<CallbackOutcome> {
  try {
    const { code, state, codeVerifier, provider } = input;
    // The spec: any missing piece → silently back to the login page.
    if (!code || !state || !codeVerifier || provider !== 'google') return { kind: 'silent', to: '/' };
    const result = await deps.exchange(provider, { code, codeVerifier, state });
    if (!result) return { kind: 'error', message: CALLBACK_FAILED, to: '/' };
    deps.persist(result);
    return { kind: 'success', to: callbackRedirect(input) };
  } catch (error) {
    return { kind: 'error', message: rateLimitMessage(error) ?? CALLBACK_FAILED, to: '/' };
  } finally {
    deps.cleanup();
  }
}

/**
 * React StrictMode (and a double-mounted screen) would run the callback twice; a provider code is single-use,
 * so the second exchange would fail and log the user out. One promise per code is shared instead.
 */
const inFlight = new Map<string, Promise<CallbackOutcome>>();

export function completeSignInOnce(input: CallbackInput, deps: CompleteSignInDeps): Promise<CallbackOutcome> {
  const key = input.code ?? '';
  const existing = key ? inFlight.get(key) : undefined;
  if (existing) return existing;
  const promise = completeSignIn(input, deps);
  if (key) inFlight.set(key, promise);
  return promise;
}
