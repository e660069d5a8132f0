import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /candidate/interview-rooms/{session}, read while the room's report is being generated, to show what is
 * already known about the interview. Silent: the page works without it.
 */
export const getGeneratingRoomQueryOptions = (session: string) =>
  queryOptions({
    queryKey: ['candidate', 'interview-feedback', session, 'room'] as const,
    queryFn: async ({ signal }) => {
      const { data, error } = await api.GET('/candidate/interview-rooms/{session}', {
        params: { path: { session } },
        signal,
      });
      if (error || !data?.data) throw new Error(error?.message ?? 'Interview room missing');
      return data.data;
    },
    retry: false,
    meta: { silent: true },
  });

export function useGeneratingRoom(session: string | null, enabled: boolean) {
  return useQuery({ ...getGeneratingRoomQueryOptions(session ?? ''), enabled: enabled && Boolean(session) });
}
