import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinInterviewRequest } from '@mockint/api-contract';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/unwrap';
import { interviewRoomQueryKey } from '@/api/get-interview-room';

export const JOIN_FAILED = 'Failed to join interview session';

/** POST /interviews/join; data on 200, else 'Failed to join interview session' (spec). */
export async function joinInterview(body: JoinInterviewRequest) {
  return unwrap(await api.POST('/interviews/join', { body }), JOIN_FAILED);
}

export function useJoinInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinInterview,
    // The answer is the room as it is now (ONGOING): the room page must not see the stale REGISTERED copy.
    onSuccess: (room) => queryClient.setQueryData(interviewRoomQueryKey(room.id), room),
    meta: { errorMessage: JOIN_FAILED },
  });
}
