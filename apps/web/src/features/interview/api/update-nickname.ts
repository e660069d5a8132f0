import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCandidateRequest } from '@mockint/api-contract';
import { api } from '@/lib/api-client';
import { candidateQueryKey } from '@/lib/candidate';
import { writeCandidate } from '@/lib/storage';

export const NICKNAME_FAILED = 'Failed to update nickname';

/** POST /candidates/update; non-200 is a failure: 'Failed to update nickname' (spec §7.1). */
export async function updateNickname(body: UpdateCandidateRequest) {
  const { data, error } = await api.POST('/candidates/update', { body });
  if (error || !data?.data) throw new Error(error?.message ?? NICKNAME_FAILED);
  return data.data;
}

export function useUpdateNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNickname,
    onSuccess: (candidate) => {
      writeCandidate(candidate);
      queryClient.setQueryData(candidateQueryKey, candidate);
    },
    meta: { errorMessage: NICKNAME_FAILED },
  });
}
