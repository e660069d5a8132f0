import type { AuthorizationUri } from '@mockint/api-contract';
import { ApiStatusMismatchError } from '@mockint/api-contract/client';
import { api } from '@/lib/api-client';
import { answeredHttpError } from '@/lib/rate-limit';

export type AuthorizationUriResult =
  | { ok: true; value: AuthorizationUri }
  /** Answered, but not HTTP 200 with both fields. */
  | { ok: false };

/**
 * POST /auth/google/authorization-uri {clientType:'web'}. Every answer that is not a 200 with both fields is
 * `{ ok: false }` (spec: the Google message), whatever its status: the client throws for 401/404/502/503,
 * which here are answers, not exceptions. Only a 429 (its own toast) and a call that got no answer (network)
 * throw.
 */
export async function createAuthorizationUri(): Promise<AuthorizationUriResult> {
  try {
    const { data, response } = await api.POST('/auth/google/authorization-uri', {
      body: { clientType: 'web' },
    });
    const value = data?.data;
    if (response.status !== 200 || !value?.authorizationUri || !value.codeVerifier) return { ok: false };
    return { ok: true, value };
  } catch (error) {
    if (answeredHttpError(error) || error instanceof ApiStatusMismatchError) return { ok: false };
    // A 429 (its own message, when to try again) and a call without an answer reach the caller as thrown.
    throw error;
  }
}
