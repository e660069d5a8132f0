import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerInterview as postRegistration, type RegistrationInput } from '@mockint/api-contract/client';
import { api } from '@/lib/api-client';
import { candidateQueryKey } from '@/lib/candidate';
import { answeredHttpError, rateLimitMessage } from '@/lib/rate-limit';
import {
  REGISTER_EXCEPTION_MESSAGE,
  interpretRegisterResponse,
  type RegisterOutcome,
} from '../utils/register-outcome';

export interface RegisterVariables {
  input: RegistrationInput;
  resume?: File | null;
}

/**
 * POST /interviews/register (multipart via the contract's helper). Never throws: every answer — success,
 * a 400 code, another status or an exception — becomes a RegisterOutcome with the spec's message.
 */
export async function registerInterview({ input, resume }: RegisterVariables): Promise<RegisterOutcome> {
  try {
    const { data, error, response } = await postRegistration(api, input, resume ?? null);
    return interpretRegisterResponse(response.status, data ?? error);
  } catch (thrown) {
    // A 429 says when to try again; other statuses the client does not hand back (401, 404, 409, 502, 503…)
    // are still answers, so they get the spec's non-200 message; only a call without an answer is an exception.
    const limited = rateLimitMessage(thrown);
    if (limited) return { kind: 'error', message: limited };
    const answered = answeredHttpError(thrown);
    if (answered) return interpretRegisterResponse(answered.status, answered.body);
    return { kind: 'error', message: REGISTER_EXCEPTION_MESSAGE };
  }
}

export function useRegisterInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerInterview,
    onSettled: (outcome) => {
      // A registration spends a credit and adds a session: refresh the profile (credits badge) and lists.
      if (outcome?.kind === 'success') {
        void queryClient.invalidateQueries({ queryKey: candidateQueryKey });
        void queryClient.invalidateQueries({ queryKey: ['candidate'] });
      }
    },
  });
}
