import type { AuthorizationUri } from '@mockint/api-contract';
import { api } from '@/lib/api-client';

export type AuthorizationUriResult =
  | { ok: true; value: AuthorizationUri }
  /** Answered, but not HTTP 200 with both fields. */
  | { ok: false };

/** POST /auth/google/authorization-uri {clientType:'web'}. Throws on network/protocol errors. */
export async function createAuthorizationUri(): Promise<AuthorizationUriResult> {
  const { data, response } = await api.POST('/auth/google/authorization-uri', {
    body: { clientType: 'web' },
  });
  const value = data?.data;
  if (response.status !== 200 || !value?.authorizationUri || !value.codeVerifier) return { ok: false };
  return { ok: true, value };
}
