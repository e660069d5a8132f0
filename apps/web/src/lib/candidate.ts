import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_CANDIDATE_TIER, type Candidate, type CandidateTier } from '@mockint/api-contract';
import { api } from './api-client';
import { unwrap } from './unwrap';
import { readCandidate, writeCandidate } from './storage';

export const candidateQueryKey = ['candidates', 'me'] as const;

/** The spec's message when the profile cannot be fetched: the candidate is logged out with it. */
export const PROFILE_ERROR = 'Failed to fetch user data. Please try again.';

/** GET /candidates/me; stores the profile under `candidate` in local storage (spec). */
export async function fetchCandidate(signal?: AbortSignal): Promise<Candidate> {
  const candidate = unwrap(await api.GET('/candidates/me', { signal }), 'Candidate profile missing');
  writeCandidate(candidate);
  return candidate;
}

/** The profile query; seeded from local storage so the shell renders instantly after a reload. */
export const candidateQueryOptions = queryOptions({
  queryKey: candidateQueryKey,
  queryFn: ({ signal }) => fetchCandidate(signal),
  initialData: () => readCandidate(),
  // Seeded data counts as stale: the navigation refresh fetches it anyway.
  initialDataUpdatedAt: 0,
  // Whichever read of the profile fails (the navigation's refresh or a page's own), the session ends.
  meta: { silent: true, endsSessionWith: PROFILE_ERROR },
});

export function candidateCredits(candidate: Candidate | undefined): number {
  return candidate?.candidateCredits?.credits ?? 0;
}

export function candidateTier(candidate: Candidate | undefined): CandidateTier {
  return candidate?.candidateCredits?.tier ?? DEFAULT_CANDIDATE_TIER;
}
