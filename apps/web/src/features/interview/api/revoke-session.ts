import type { RevokeSessionRequest } from '@mockint/api-contract';
import { api } from '@/lib/api-client';

/** POST /interview/sessions/revoke. True on 200; the machine then reconnects (spec §7.1). */
export async function revokeInterviewSession(body: RevokeSessionRequest): Promise<boolean> {
  try {
    const { data, error } = await api.POST('/interview/sessions/revoke', { body });
    return !error && Boolean(data);
  } catch {
    return false;
  }
}

/** Through the mutation cache, so 'Processing your request...' shows while it loads. */
export const revokeSessionMutation = {
  mutationKey: ['interview-sessions', 'revoke'],
  mutationFn: revokeInterviewSession,
};
