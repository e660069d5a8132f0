import { useEffect, type ReactNode } from 'react';
import type { InterviewRoom } from '@mockint/api-contract';
import { Link, useSearchParams } from 'react-router';
import { Button, Spinner } from '@mockint/ui';
import { paths, withQuery } from '@/config/paths';
import { useFeedbackDialog } from '@/hooks/use-feedback-dialog';
import { useReportGate } from '../hooks/use-report-gate';
import { FEEDBACK_DIALOG_DELAY_MS } from '../utils/feedback-outcome';
import { reportView, type ReportView } from '../utils/report-view';
import { ReportGenerating } from './report-generating';
import { ReportCard } from './report-sections';

/** /interview/feedback?session={id} (the spec's feedback page). `delivery`: the app's slot for the short delivery summary. */
export function FeedbackPage({ delivery }: { delivery?: (room: InterviewRoom) => ReactNode } = {}) {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const outcome = useReportGate(sessionId, paths.login);
  const dialog = useFeedbackDialog();

  const ready = outcome?.kind === 'ok';
  const { submitted, open } = dialog;
  useEffect(() => {
    if (!ready || submitted) return;
    const timer = setTimeout(() => open({ interviewRoomId: sessionId }), FEEDBACK_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, submitted, open, sessionId]);

  if (outcome?.kind !== 'ok') {
    return (
      // The early paint (decision 0547) puts the report in this element's place before the app has arrived.
      <main
        className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center"
        aria-busy="true"
        data-early-paint-target=""
      >
        {outcome?.kind === 'generating' ? (
          <ReportGenerating sessionId={sessionId} />
        ) : (
          <>
            <Spinner size="lg" />
            <p role="status" className="text-muted-foreground">
              Loading your feedback…
            </p>
          </>
        )}
      </main>
    );
  }

  return (
    <FeedbackReady view={reportView(outcome.feedback)} sessionId={sessionId}>
      {delivery?.(outcome.feedback.interviewRoom)}
    </FeedbackReady>
  );
}

/**
 * The feedback page with its report: also what the build renders, with tokens for its texts, as the early
 * paint's template (decision 0547). `children`: what follows the report card (the delivery summary).
 */
export function FeedbackReady({
  view,
  sessionId,
  children,
}: {
  view: ReportView;
  sessionId: string | null;
  children?: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Interview Feedback</h1>
          <p className="text-sm text-muted-foreground">Here is how your interview went.</p>
        </div>
        {/* Wraps on a narrow phone (320 px) instead of pushing the page sideways. */}
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>Back to Dashboard</Link>
          </Button>
          <Button asChild>
            <Link to={withQuery(paths.interviewSessionReport, { session: sessionId })}>View Full Report</Link>
          </Button>
        </div>
      </header>
      <ReportCard view={view} />
      {children}
    </main>
  );
}
