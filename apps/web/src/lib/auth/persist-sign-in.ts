import type { SignInResult } from '@mockint/api-contract';
import { candidateQueryKey } from '@/lib/candidate';
import { queryClient } from '@/lib/query-client';
import { writeCandidate } from '@/lib/storage';
import { setSessionCookies } from './cookies';
import { syncLoggedIn } from './logged-in';

/** Spec §3 after a successful exchange: session cookies, the cached candidate, and the logged-in state. */
export function persistSignIn(result: SignInResult): void {
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
