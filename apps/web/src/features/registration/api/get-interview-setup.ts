import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const interviewSetupQueryKey = ['interview', 'setup'] as const;

/** GET /interview/setup — every option list of both wizards. */
export const getInterviewSetupQueryOptions = () =>
  queryOptions({
    queryKey: interviewSetupQueryKey,
    queryFn: async ({ signal }) => {
      const { data, error } = await api.GET('/interview/setup', { signal });
      if (error || !data?.data) throw new Error(error?.message ?? 'Setup missing');
      return data.data;
    },
    staleTime: 10 * 60_000,
    meta: { errorMessage: 'Failed to fetch interview setup data. Please try again.' },
  });

export function useInterviewSetup() {
  return useQuery(getInterviewSetupQueryOptions());
}
