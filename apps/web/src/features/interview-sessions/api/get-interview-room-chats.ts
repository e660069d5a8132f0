import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ROOM_FAILED = 'Failed to get interview data';

/** GET /candidate/interview-rooms/{session} for the transcript dialog (list rows carry no full chat). */
export const getRoomChatsQueryOptions = (session: string) =>
  queryOptions({
    queryKey: ['candidate', 'interview-room', session] as const,
    queryFn: async ({ signal }) => {
      const { data, error } = await api.GET('/candidate/interview-rooms/{session}', {
        params: { path: { session } },
        signal,
      });
      if (error || !data?.data) throw new Error(error?.message ?? ROOM_FAILED);
      return data.data;
    },
    meta: { errorMessage: ROOM_FAILED },
  });

export function useRoomChats(session: string | null) {
  return useQuery({ ...getRoomChatsQueryOptions(session ?? ''), enabled: Boolean(session) });
}
