import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/toast';
import { useInterviewFeedback } from '../api/get-interview-feedback';
import { FEEDBACK_MESSAGES, outcomeMessage } from '../utils/feedback-outcome';

/**
 * Loads a session's report for the feedback and report pages, and leaves for `leaveTo` with the spec's message
 * when there is none to show: no session id, a room that is not FINISHED, or a report that never appears.
 */
export function useReportGate(sessionId: string | null, leaveTo: string) {
  const navigate = useNavigate();
  const query = useInterviewFeedback(sessionId);
  const outcome = query.data;
  const redirected = useRef(false);

  useEffect(() => {
    if (sessionId) return;
    // The spec has 'Session id is not provided' logged as well as shown.
    console.error(FEEDBACK_MESSAGES.noSession);
    notify.error(FEEDBACK_MESSAGES.noSession);
    navigate(leaveTo, { replace: true });
  }, [sessionId, navigate, leaveTo]);

  useEffect(() => {
    if (!outcome || outcome.kind === 'ok' || redirected.current) return;
    // A report being generated is polled for a while (decisions 0606, 0525) before giving up; one the API
    // says does not exist is reported at once.
    if (outcome.kind === 'generating' && !query.pollExhausted) return;
    redirected.current = true;
    const message = outcomeMessage(outcome);
    if (message) notify.error(message);
    navigate(leaveTo, { replace: true });
  }, [outcome, query.pollExhausted, navigate, leaveTo]);

  return outcome;
}
