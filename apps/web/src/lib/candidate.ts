import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_CANDIDATE_TIER, type Candidate, type CandidateTier } from '@mockint/api-contract';
import { api } from './api-client';
import { unwrap } from './unwrap';
import { readCandidate, writeCandidate } from './storage';

export const candidateQueryKey = ['candidates', 'me'] as const;

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
  meta: { silent: true },
});

export function candidateCredits(candidate: Candidate | undefined): number {
  return candidate?.candidateCredits?.credits ?? 0;
}

export function candidateTier(candidate: Candidate | undefined): CandidateTier {
  return candidate?.candidateCredits?.tier ?? DEFAULT_CANDIDATE_TIER;
}
