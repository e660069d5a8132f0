import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Spinner } from '@mockint/ui';
import { paths, withQuery } from '@/config/paths';
import { useFeedbackDialog } from '@/hooks/use-feedback-dialog';
import { notify } from '@/lib/toast';
import { useInterviewFeedback } from '../api/get-interview-feedback';
import { FEEDBACK_DIALOG_DELAY_MS, FEEDBACK_MESSAGES, outcomeMessage } from '../utils/feedback-outcome';
import { ReportCard } from './report-sections';

/** /interview/feedback?session={id} (spec §2.5). */
export function FeedbackPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const navigate = useNavigate();
  const query = useInterviewFeedback(sessionId);
  const dialog = useFeedbackDialog();
  const outcome = query.data;
  const redirected = useRef(false);

  useEffect(() => {
    if (sessionId) return;
    console.error(FEEDBACK_MESSAGES.noSession);
    notify.error(FEEDBACK_MESSAGES.noSession);
    navigate(paths.login, { replace: true });
  }, [sessionId, navigate]);

  useEffect(() => {
    if (!outcome || outcome.kind === 'ok' || redirected.current) return;
    // A missing report is polled for a while (decision 0606) before giving up.
    if (outcome.kind === 'not-found' && !query.pollExhausted) return;
    redirected.current = true;
    const message = outcomeMessage(outcome);
    if (message) notify.error(message);
    navigate(paths.login, { replace: true });
  }, [outcome, query.pollExhausted, navigate]);

  const ready = outcome?.kind === 'ok';
  const { submitted, open } = dialog;
  useEffect(() => {
    if (!ready || submitted) return;
    const timer = setTimeout(() => open({ interviewRoomId: sessionId }), FEEDBACK_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, submitted, open, sessionId]);

  if (outcome?.kind !== 'ok') {
    return (
      <main
        className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center"
        aria-busy="true"
      >
        <Spinner size="lg" />
        <p role="status" className="text-muted-foreground">
          {outcome?.kind === 'not-found' ? 'Generating your interview report…' : 'Loading your feedback…'}
        </p>
      </main>
    );
  }

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Interview Feedback</h1>
          <p className="text-sm text-muted-foreground">Here is how your interview went.</p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>Back to Dashboard</Link>
          </Button>
          <Button asChild>
            <Link to={withQuery(paths.interviewSessionReport, { session: sessionId })}>View Full Report</Link>
          </Button>
        </div>
      </header>
      <ReportCard feedback={outcome.feedback} />
    </main>
  );
}
