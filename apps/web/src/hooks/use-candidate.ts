import { useQuery } from '@tanstack/react-query';
import type { Candidate, CandidateTier } from '@mockint/api-contract';
import { candidateCredits, candidateQueryOptions, candidateTier } from '@/lib/candidate';
import { useLoggedIn } from '@/lib/auth/logged-in';

export interface UseCandidate {
  /** The signed-in candidate (from cache/local storage first, then GET /candidates/me); undefined for visitors. */
  candidate: Candidate | undefined;
  credits: number;
  tier: CandidateTier;
  isLoading: boolean;
  /** The profile came from the server (not the local-storage seed) and no refresh is in flight. */
  fresh: boolean;
}

/**
 * The current candidate. The route guard refreshes it on every navigation, so this hook never triggers
 * its own fetch storm: it reads the shared query (staleTime keeps remounts quiet).
 */
export function useCandidate(): UseCandidate {
  const loggedIn = useLoggedIn();
  const query = useQuery({ ...candidateQueryOptions, enabled: loggedIn, staleTime: 60_000 });
  const candidate = loggedIn ? query.data : undefined;
  return {
    candidate,
    credits: candidateCredits(candidate),
    tier: candidateTier(candidate),
    isLoading: loggedIn && query.isPending,
    // The seed has dataUpdatedAt 0 (candidateQueryOptions); any server answer moves it.
    fresh: loggedIn && query.dataUpdatedAt > 0 && !query.isFetching,
  };
}
