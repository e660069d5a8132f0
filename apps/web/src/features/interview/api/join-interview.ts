import { useMutation } from '@tanstack/react-query';
import type { JoinInterviewRequest } from '@mockint/api-contract';
import { api } from '@/lib/api-client';

export const JOIN_FAILED = 'Failed to join interview session';

/** POST /interviews/join; data on 200, else 'Failed to join interview session' (spec §7.1). */
export async function joinInterview(body: JoinInterviewRequest) {
  const { data, error } = await api.POST('/interviews/join', { body });
  if (error || !data?.data) throw new Error(error?.message ?? JOIN_FAILED);
  return data.data;
}

export function useJoinInterview() {
  return useMutation({ mutationFn: joinInterview, meta: { errorMessage: JOIN_FAILED } });
}
