import { useNavigate } from 'react-router';
import type { RegistrationInput } from '@mockint/api-contract/client';
import { notify } from '@/lib/toast';
import { useRegisterInterview } from '../api/register-interview';
import { CANDIDATE_ID_MISSING } from '@/lib/messages';

/**
 * Register + the handling of each outcome the spec's error catalogue names, shared by both wizards.
 * `onLeave(registered)` runs just before an outcome navigates away (to the join page when registered, or where
 * an error sends the candidate).
 */
export function useRegisterFlow(
  onResumeRejected: () => void,
  onLeave: (registered: boolean) => void = () => undefined,
) {
  const navigate = useNavigate();
  const mutation = useRegisterInterview();
  const register = async (input: RegistrationInput | null, resume: File | null) => {
    if (!input) {
      notify.error(CANDIDATE_ID_MISSING);
      return;
    }
    const outcome = await mutation.mutateAsync({ input, resume });
    if (outcome.kind === 'success') {
      onLeave(true);
      navigate(outcome.redirect);
      return;
    }
    notify.error(outcome.message);
    if (/resume|PDF/i.test(outcome.message)) onResumeRejected();
    if (outcome.redirect) {
      onLeave(false);
      navigate(outcome.redirect);
    }
  };
  return { register, submitting: mutation.isPending };
}
