import type { RevokeSessionRequest } from '@mockint/api-contract';
import { api } from '@/lib/api-client';
import type { RevokeOutcome } from '../session/session-types';

/**
 * POST /interview/sessions/revoke. On 'revoked' the machine reconnects (spec); 'finished' (400
 * INTERVIEW_ALREADY_FINISHED) means the interview is over, anything else fails (decision 0624).
 */
export async function revokeInterviewSession(body: RevokeSessionRequest): Promise<RevokeOutcome> {
  try {
    const { data, error } = await api.POST('/interview/sessions/revoke', { body });
    if (error) return error.message === 'INTERVIEW_ALREADY_FINISHED' ? 'finished' : 'failed';
    return data ? 'revoked' : 'failed';
  } catch {
    return 'failed';
  }
}

/**
 * Through the mutation cache, so 'Processing your request...' shows while it loads. Never paused offline (as the
 * end call, decision 0634): 'Failed to revoke other session' at once beats a take-over that waits unseen.
 */
export const revokeSessionMutation = {
  mutationKey: ['interview-sessions', 'revoke'],
  mutationFn: revokeInterviewSession,
  networkMode: 'always',
} as const;
