import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const interviewStatsQueryKey = ['candidate', 'interview-stats'] as const;

export const getInterviewStatsQueryOptions = () =>
  queryOptions({
    queryKey: interviewStatsQueryKey,
    queryFn: async ({ signal }) => {
      const { data, error } = await api.GET('/candidate/interview-stats', { signal });
      if (error || !data?.data) throw new Error(error?.message ?? 'Interview stats missing');
      return data.data;
    },
    meta: { errorMessage: 'Failed to fetch candidate interview stats. Please try again.' },
  });

export function useInterviewStats() {
  return useQuery(getInterviewStatsQueryOptions());
}
