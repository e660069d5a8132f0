import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/unwrap';

export const interviewStatsQueryKey = ['candidate', 'interview-stats'] as const;

export const getInterviewStatsQueryOptions = () =>
  queryOptions({
    queryKey: interviewStatsQueryKey,
    queryFn: async ({ signal }) => {
      return unwrap(await api.GET('/candidate/interview-stats', { signal }), 'Interview stats missing');
    },
    meta: { errorMessage: 'Failed to fetch candidate interview stats. Please try again.' },
  });

export function useInterviewStats() {
  return useQuery(getInterviewStatsQueryOptions());
}
