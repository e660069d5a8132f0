import { useMutation } from '@tanstack/react-query';
import type { ApplicationFeedbackSubmission } from '@mockint/api-contract';
import { api } from '@/lib/api-client';

export const FEEDBACK_SUCCESS = 'Feedback submitted successfully';
export const FEEDBACK_FAILURE = 'Failed to submit feedback';

/** POST /application-feedbacks/submit; success only on HTTP 200 (spec). */
export async function submitApplicationFeedback(body: ApplicationFeedbackSubmission): Promise<void> {
  const { response } = await api.POST('/application-feedbacks/submit', { body });
  if (response.status !== 200) throw new Error(`Feedback not stored (HTTP ${response.status})`);
}

export function useSubmitApplicationFeedback() {
  return useMutation({ mutationFn: submitApplicationFeedback, meta: { errorMessage: FEEDBACK_FAILURE } });
}
