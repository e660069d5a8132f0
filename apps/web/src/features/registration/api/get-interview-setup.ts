import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { unwrap } from '@/lib/unwrap';

export const interviewSetupQueryKey = ['interview', 'setup'] as const;

/** GET /interview/setup — every option list of both wizards. */
export const getInterviewSetupQueryOptions = () =>
  queryOptions({
    queryKey: interviewSetupQueryKey,
    queryFn: async ({ signal }) => {
      return unwrap(await api.GET('/interview/setup', { signal }), 'Setup missing');
    },
    staleTime: 10 * 60_000,
    meta: { errorMessage: 'Failed to fetch interview setup data. Please try again.' },
  });

export function useInterviewSetup() {
  return useQuery(getInterviewSetupQueryOptions());
}

/** Starts the option lists' request before the wizard's code has run (decision 0440). */
export function prefetchInterviewSetup(): void {
  void queryClient.prefetchQuery(getInterviewSetupQueryOptions());
}
