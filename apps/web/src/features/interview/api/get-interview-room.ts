import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const INTERVIEW_DATA_ERROR = 'Failed to get interview data';

export const interviewRoomQueryKey = (session: string) => ['candidate', 'interview-room', session] as const;

/** GET /candidate/interview-rooms/{session}. Non-200 or empty: 'Failed to get interview data' (spec §7.1). */
export const getInterviewRoomQueryOptions = (session: string) =>
  queryOptions({
    queryKey: interviewRoomQueryKey(session),
    queryFn: async ({ signal }) => {
      const { data, error } = await api.GET('/candidate/interview-rooms/{session}', {
        params: { path: { session } },
        signal,
      });
      if (error || !data?.data) throw new Error(error?.message ?? INTERVIEW_DATA_ERROR);
      return data.data;
    },
    // The room is live: always read fresh state when a page mounts.
    staleTime: 0,
    meta: { errorMessage: INTERVIEW_DATA_ERROR },
  });

export function useInterviewRoom(session: string | null) {
  return useQuery({ ...getInterviewRoomQueryOptions(session ?? ''), enabled: Boolean(session) });
}
