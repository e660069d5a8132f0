import type { ExchangeCodeRequest, SignInResult } from '@mockint/api-contract';
import { api } from '@/lib/api-client';

/** POST /auth/{provider}/exchange-code. Resolves null for a non-200 or empty answer; throws on errors. */
export async function exchangeCode(
  provider: 'google',
  body: ExchangeCodeRequest,
): Promise<SignInResult | null> {
  const { data, response } = await api.POST('/auth/{provider}/exchange-code', {
    params: { path: { provider } },
    body,
  });
  if (response.status !== 200 || !data?.data?.accessToken || !data.data.candidate?.id) return null;
  return data.data;
}
