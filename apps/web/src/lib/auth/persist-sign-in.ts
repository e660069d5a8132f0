import type { SignInResult } from '@mockint/api-contract';
import { candidateQueryKey } from '@/lib/candidate';
import { queryClient } from '@/lib/query-client';
import { readString, storageKeys, writeCandidate, writeString } from '@/lib/storage';
import { storedTheme } from '@/lib/theme';
import { setSessionCookies } from './cookies';
import { syncLoggedIn } from './logged-in';

/** What the spec keeps after a successful exchange: session cookies, the cached candidate, and the logged-in state. */
export function persistSignIn(result: SignInResult): void {
  setSessionCookies({
    candidateId: result.candidate.id,
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    expiresIn: result.expiresIn,
  });
  writeCandidate(result.candidate);
  // The theme in use, kept across logout like the original app's color-scheme key: it also tells the login
  // page that this browser has signed in before ('Welcome back', decision 0532).
  if (readString(storageKeys.colorScheme) === undefined) writeString(storageKeys.colorScheme, storedTheme());
  queryClient.setQueryData(candidateQueryKey, result.candidate);
  syncLoggedIn();
}
