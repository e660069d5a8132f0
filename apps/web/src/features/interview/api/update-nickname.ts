import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCandidateRequest } from '@mockint/api-contract';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/unwrap';
import { candidateQueryKey } from '@/lib/candidate';
import { writeCandidate } from '@/lib/storage';

export const NICKNAME_FAILED = 'Failed to update nickname';

/** POST /candidates/update; non-200 is a failure: 'Failed to update nickname' (spec). */
export async function updateNickname(body: UpdateCandidateRequest) {
  return unwrap(await api.POST('/candidates/update', { body }), NICKNAME_FAILED);
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
