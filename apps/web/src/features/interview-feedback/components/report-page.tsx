import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import type { InterviewFeedback, InterviewRoom } from '@mockint/api-contract';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton, Spinner } from '@mockint/ui';
import { paths } from '@/config/paths';
import { ChatMessages } from '@/components/chat-message';
import { useReportGate } from '../hooks/use-report-gate';
import { ReportGenerating } from './report-generating';
import { ReportExport } from './report-export';
import { NegotiationOutcomeCard } from './negotiation-outcome-card';
import { OverallScore, ScoreBars, TextList } from './report-sections';
import { reportView, type ReportView } from '../utils/report-view';
import { displayName } from '@/lib/people';

const ScoreChart = lazy(() => import('./score-chart'));

/**
 * /app/interview-sessions/report?session={id}: the full report of a finished session. `delivery` is the
 * app's slot for the on-device, question-by-question section (another feature, composed by the route).
 */
export function ReportPage({
  delivery,
  deliverySummary,
}: {
  delivery?: (room: InterviewRoom) => ReactNode;
  /** The delivery figures for Copy summary (same feature as `delivery`, composed by the route). */
  deliverySummary?: (room: InterviewRoom) => Promise<string | null>;
} = {}) {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const outcome = useReportGate(sessionId, paths.interviewSessions);
  // The first render is the top of the report (its header and scores: what a phone's first screen shows);
  // the summary, the lists, the delivery section and the whole transcript follow in a background render, so
  // a slow phone paints the top without waiting for the rest (decision 0546).
  const whole = useDeferredValue(true, false);

  if (outcome?.kind !== 'ok') {
    return (
      // The early paint (decision 0547) puts the report's top in this element's place before the app has arrived.
      <div className="flex min-h-80 items-center justify-center" aria-busy="true" data-early-paint-target="">
        {outcome?.kind === 'generating' ? <ReportGenerating sessionId={sessionId} /> : <Spinner size="lg" />}
      </div>
    );
  }
  const { feedback } = outcome;
  const view = reportView(feedback);

  return (
    <ReportTop
      feedback={feedback}
      view={view}
      extraSummary={deliverySummary ? () => deliverySummary(feedback.interviewRoom) : undefined}
    >
      {whole ? (
        <ReportRest
          feedback={feedback}
          view={view}
          delivery={delivery}
          interviewerName={displayName(feedback.interviewRoom.interviewer, 'Interviewer')}
        />
      ) : null}
    </ReportTop>
  );
}

/**
 * The report's header and scores, then `children` (the rest): also what the build renders, with tokens for
 * its texts, as the early paint's template (decision 0547).
 */
export function ReportTop({
  feedback,
  view,
  children,
  extraSummary,
}: {
  feedback: InterviewFeedback;
  view: ReportView;
  children?: ReactNode;
  extraSummary?: () => Promise<string | null>;
}) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Interview Report</h1>
          <p className="text-sm text-muted-foreground">{view.subtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <ReportExport feedback={feedback} title={view.exportTitle} extraSummary={extraSummary} />
          <Button asChild variant="outline">
            <Link to={paths.interviewSessions}>Back to sessions</Link>
          </Button>
        </div>
      </header>
      <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
        <Card>
          <CardContent className="flex h-full items-center justify-center pt-6">
            <OverallScore view={view.overall} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Scores by category</CardTitle>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <ScoreChart scores={feedback.scores} />
            </Suspense>
            <details className="mt-3 text-sm print:hidden">
              <summary className="cursor-pointer text-muted-foreground">Scores as a list</summary>
              <div className="mt-3">
                <ScoreBars scores={view.scores} />
              </div>
            </details>
          </CardContent>
        </Card>
      </div>
      {children}
    </div>
  );
}

/** Everything below the scores (see `whole` above). */
function ReportRest({
  feedback,
  view,
  delivery,
  interviewerName,
}: {
  feedback: InterviewFeedback;
  view: ReportView;
  delivery?: (room: InterviewRoom) => ReactNode;
  interviewerName: string;
}) {
  const room = feedback.interviewRoom;
  return (
    <>
      <NegotiationOutcomeCard room={room} />
      <Card>
        <CardHeader>
          <CardTitle>Summary</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="whitespace-pre-line text-sm text-muted-foreground">{view.summary}</p>
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <CardContent className="pt-6">
            <TextList title="Strengths" empty="No strengths recorded." view={view} list="strengths" />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <TextList
              title="Areas to Improve"
              empty="Nothing to improve was recorded."
              view={view}
              list="areasToImprove"
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <TextList title="Actionable Tips" empty="No tips recorded." view={view} list="actionableTips" />
          </CardContent>
        </Card>
      </div>
      {delivery?.(room)}
      <Card>
        <CardHeader>
          <CardTitle>Full Transcript</CardTitle>
        </CardHeader>
        <CardContent>
          <ChatMessages
            chats={room.chats ?? []}
            interviewerName={interviewerName}
            empty="No transcript for this session."
            bubble={false}
          />
        </CardContent>
      </Card>
    </>
  );
}
