import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const latestFeedbackQueryKey = ['candidate', 'interview-feedbacks', 'latest'] as const;

/** GET /candidate/interview-feedbacks/latest; `null` (no report yet) is a normal answer, not an error. */
export const getLatestFeedbackQueryOptions = () =>
  queryOptions({
    queryKey: latestFeedbackQueryKey,
    queryFn: async ({ signal }) => {
      const { data, error } = await api.GET('/candidate/interview-feedbacks/latest', { signal });
      if (error) throw new Error(error.message);
      return data?.data ?? null;
    },
    meta: { errorMessage: 'Failed to fetch candidate interview feedback. Please try again.' },
  });

export function useLatestFeedback() {
  return useQuery(getLatestFeedbackQueryOptions());
}
