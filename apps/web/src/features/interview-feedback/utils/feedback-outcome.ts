import type { InterviewFeedback } from '@mockint/api-contract';

export const FEEDBACK_MESSAGES = {
  noSession: 'Session id is not provided',
  fetchFailed: 'Something went wrong while fetching feedback data',
  notFound: 'No feedback data found',
  notCompleted: 'Interview is not completed yet',
} as const;

export type FeedbackOutcome =
  | { kind: 'ok'; feedback: InterviewFeedback }
  | { kind: 'not-finished' }
  /** The report is still being generated (404 FEEDBACK_GENERATING): ask again. */
  | { kind: 'generating' }
  /** There is none (404 FEEDBACK_NOT_FOUND, another 404, or an empty answer): say so at once. */
  | { kind: 'not-found' }
  | { kind: 'error' };

/**
 * Classifies GET /candidate/interview-feedbacks/room/{id}. Viewable only when the room is FINISHED
 * (spec): a 400 INTERVIEW_NOT_FINISHED or a non-FINISHED room in the data both mean "not completed".
 */
export function classifyFeedback(input: {
  data?: InterviewFeedback | null;
  errorMessage?: string | null;
  httpStatus?: number | null;
}): FeedbackOutcome {
  if (input.errorMessage === 'INTERVIEW_NOT_FINISHED') return { kind: 'not-finished' };
  if (input.errorMessage === 'FEEDBACK_GENERATING') return { kind: 'generating' };
  if (input.httpStatus === 404 || input.errorMessage === 'FEEDBACK_NOT_FOUND') return { kind: 'not-found' };
  if (input.errorMessage || (input.httpStatus && input.httpStatus >= 400)) return { kind: 'error' };
  if (!input.data) return { kind: 'not-found' };
  if (input.data.interviewRoom?.status !== 'FINISHED') return { kind: 'not-finished' };
  return { kind: 'ok', feedback: input.data };
}

export function outcomeMessage(outcome: FeedbackOutcome): string | null {
  switch (outcome.kind) {
    case 'ok':
      return null;
    case 'not-finished':
      return FEEDBACK_MESSAGES.notCompleted;
    // 'generating' only reaches here once the last poll still found no report (decision 0525).
    case 'not-found':
    case 'generating':
      return FEEDBACK_MESSAGES.notFound;
    case 'error':
      return FEEDBACK_MESSAGES.fetchFailed;
  }
}

/** Report generation may trail the end of the interview: a report being generated is asked for again. */
export const REPORT_POLL_MS = 2000;
export const REPORT_POLL_ATTEMPTS = 15;

export const FEEDBACK_DIALOG_DELAY_MS = 4000;

/** Score ring colour band. */
export function scoreTone(score: number): 'good' | 'fair' | 'poor' {
  if (score >= 75) return 'good';
  if (score >= 50) return 'fair';
  return 'poor';
}
