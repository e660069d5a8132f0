import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import type { InterviewFeedback, InterviewRoom } from '@mockint/api-contract';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton, Spinner } from '@mockint/ui';
import { paths } from '@/config/paths';
import { formatDateTime, formatDuration, interviewTypeLabel } from '@/lib/format';
import { ChatMessages } from '@/components/chat-message';
import { useReportGate } from '../hooks/use-report-gate';
import { ReportGenerating } from './report-generating';
import { ReportExport } from './report-export';
import { NegotiationOutcomeCard } from './negotiation-outcome-card';
import { OverallScore, ScoreBars, TextList } from './report-sections';
import { displayName } from '@/lib/people';

const ScoreChart = lazy(() => import('./score-chart'));

/**
 * /app/interview-sessions/report?session={id}: the full report of a finished session. `delivery` is the
 * app's slot for the on-device, question-by-question section (another feature, composed by the route).
 */
export function ReportPage({ delivery }: { delivery?: (room: InterviewRoom) => ReactNode } = {}) {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const outcome = useReportGate(sessionId, paths.interviewSessions);
  // The first render is the top of the report (its header and scores: what a phone's first screen shows);
  // the summary, the lists, the delivery section and the whole transcript follow in a background render, so
  // a slow phone paints the top without waiting for the rest (decision 0546).
  const whole = useDeferredValue(true, false);

  if (outcome?.kind !== 'ok') {
    return (
      <div className="flex min-h-80 items-center justify-center" aria-busy="true">
        {outcome?.kind === 'generating' ? <ReportGenerating sessionId={sessionId} /> : <Spinner size="lg" />}
      </div>
    );
  }
  const { feedback } = outcome;
  const room = feedback.interviewRoom;
  const interviewerName = displayName(room.interviewer, 'Interviewer');
  const r = room;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Interview Report</h1>
          <p className="text-sm text-muted-foreground">
            {[
              r.interviewType ? interviewTypeLabel(r.interviewType) : null,
              r.interviewJobRole?.label,
              r.companyName,
              r.createdAt ? formatDateTime(r.createdAt) : null,
              typeof r.timeElapsed === 'number' ? formatDuration(r.timeElapsed) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <ReportExport
            feedback={feedback}
            title={['Interview Report', r.interviewJobRole?.label, r.companyName].filter(Boolean).join(' · ')}
          />
          <Button asChild variant="outline">
            <Link to={paths.interviewSessions}>Back to sessions</Link>
          </Button>
        </div>
      </header>
      <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
        <Card>
          <CardContent className="flex h-full items-center justify-center pt-6">
            <OverallScore score={feedback.overallScore} />
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
                <ScoreBars scores={feedback.scores} />
              </div>
            </details>
          </CardContent>
        </Card>
      </div>
      {whole ? (
        <ReportRest feedback={feedback} delivery={delivery} interviewerName={interviewerName} />
      ) : null}
    </div>
  );
}

/** Everything below the scores (see `whole` above). */
function ReportRest({
  feedback,
  delivery,
  interviewerName,
}: {
  feedback: InterviewFeedback;
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
          <p className="whitespace-pre-line text-sm text-muted-foreground">{feedback.summary}</p>
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <CardContent className="pt-6">
            <TextList title="Strengths" items={feedback.strengths} empty="No strengths recorded." />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <TextList
              title="Areas to Improve"
              items={feedback.areasToImprove}
              empty="Nothing to improve was recorded."
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <TextList title="Actionable Tips" items={feedback.actionableTips} empty="No tips recorded." />
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
