import type { AuthorizationUri } from '@mockint/api-contract';
import { ApiHttpError, ApiRateLimitedError, ApiStatusMismatchError } from '@mockint/api-contract/client';
import { api } from '@/lib/api-client';

export type AuthorizationUriResult =
  | { ok: true; value: AuthorizationUri }
  /** Answered, but not HTTP 200 with both fields. */
  | { ok: false };

/**
 * POST /auth/google/authorization-uri {clientType:'web'}. Every answer that is not a 200 with both fields is
 * `{ ok: false }` (spec §8: the Google message), whatever its status: the client throws for 401/404/502/503,
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
    // A 429 is the one answer with its own message (when to try again), so the caller sees it as thrown.
    if (error instanceof ApiRateLimitedError) throw error;
    if (error instanceof ApiHttpError || error instanceof ApiStatusMismatchError) return { ok: false };
    throw error;
  }
}
