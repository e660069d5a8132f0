import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { unwrap } from '@/lib/unwrap';

// Shared by the features that read one room (the live room, the sessions transcript dialog): one key, one
// set of options, so whichever mounts first cannot cache the room under rules another does not expect.

export const INTERVIEW_DATA_ERROR = 'Failed to get interview data';

export const interviewRoomQueryKey = (roomId: string) => ['candidate', 'interview-room', roomId] as const;

/** GET /candidate/interview-rooms/{session}, outside the cache (the live room's countdown re-sync, G8). */
export const fetchInterviewRoom = async (roomId: string, signal?: AbortSignal) =>
  unwrap(
    await api.GET('/candidate/interview-rooms/{session}', {
      params: { path: { session: roomId } },
      signal,
    }),
    INTERVIEW_DATA_ERROR,
  );

/** GET /candidate/interview-rooms/{session}. Non-200 or empty: 'Failed to get interview data' (spec). */
export const getInterviewRoomQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: interviewRoomQueryKey(roomId),
    queryFn: ({ signal }) => fetchInterviewRoom(roomId, signal),
    // The room may be live: always read fresh state when a page mounts.
    staleTime: 0,
    meta: { errorMessage: INTERVIEW_DATA_ERROR },
  });

export function useInterviewRoom(roomId: string | null) {
  return useQuery({ ...getInterviewRoomQueryOptions(roomId ?? ''), enabled: Boolean(roomId) });
}

/** Starts the room's request for `?session=` (the join and room pages) before the page's code has run (decision 0440). */
export function prefetchInterviewRoom(search: URLSearchParams): void {
  const roomId = search.get('session');
  if (roomId) void queryClient.prefetchQuery(getInterviewRoomQueryOptions(roomId));
}
