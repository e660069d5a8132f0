import { useNavigate } from 'react-router';
import type { RegistrationInput } from '@mockint/api-contract/client';
import { notify } from '@/lib/toast';
import { useRegisterInterview } from '../api/register-interview';
import { CANDIDATE_ID_MISSING } from '@/lib/messages';

/** Register + the handling of each outcome the spec's error catalogue names, shared by both wizards. Returns whether a file error occurred. */
export function useRegisterFlow(onResumeRejected: () => void) {
  const navigate = useNavigate();
  const mutation = useRegisterInterview();
  const register = async (input: RegistrationInput | null, resume: File | null) => {
    if (!input) {
      notify.error(CANDIDATE_ID_MISSING);
      return;
    }
    const outcome = await mutation.mutateAsync({ input, resume });
    if (outcome.kind === 'success') {
      navigate(outcome.redirect);
      return;
    }
    notify.error(outcome.message);
    if (/resume|PDF/i.test(outcome.message)) onResumeRejected();
    if (outcome.redirect) navigate(outcome.redirect);
  };
  return { register, submitting: mutation.isPending };
}
