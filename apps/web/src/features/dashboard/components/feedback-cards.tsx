import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarDays, ClipboardList, Gauge, FileText, Award } from 'lucide-react';
import { Button, Card, CardContent, Progress, Separator, Skeleton } from '@mockint/ui';
import type { InterviewRoom, LatestFeedback } from '@mockint/api-contract';
import { LoadError } from '@/components/load-error';
import { SessionStatusBadge } from '@/components/session-status-badge';
import { paths, withQuery } from '@/config/paths';
import {
  formatDateTime,
  formatDuration,
  formatRelativeTime,
  interviewTypeLabel,
  salaryPeriodLabel,
} from '@/lib/format';
import { sessionSubtitle } from '@/lib/session-rows';
import { useLatestInterviewRooms } from '../api/get-interview-rooms';
import { useLatestFeedback } from '../api/get-latest-feedback';
import { IconCardHeader } from './icon-card-header';
import { JobDescriptionButton } from './job-description-button';

export const REPORT_NOT_READY =
  'Your interview session report is not ready yet. The session may still be in progress or has not been started.';

function reportUrl(sessionId: string) {
  return withQuery(paths.interviewSessionReport, { session: sessionId });
}

export function LatestFeedbackCard() {
  const { data: feedback, isPending, isError, isFetching, refetch } = useLatestFeedback();
  return (
    <Card>
      <IconCardHeader
        icon={Award}
        title="Latest Feedback"
        description="Your most recent AI interview report."
      />
      <CardContent>
        {isPending ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-8 w-24" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ) : isError && feedback === undefined ? (
          <LoadError
            message="Your latest feedback could not be loaded."
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : !feedback ? (
          <p className="text-sm text-muted-foreground">
            No feedback yet. Finish an interview session to receive your first AI-generated report.
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <div className="flex items-baseline justify-between gap-3">
              <p className="text-3xl font-semibold tabular-nums">
                {Math.round(feedback.overallScore)}
                <span className="text-base font-normal text-muted-foreground">/100</span>
              </p>
              <span className="text-xs text-muted-foreground">
                {formatRelativeTime(feedback.createdAt ?? feedback.interviewRoom.createdAt)}
              </span>
            </div>
            <p className="text-sm font-medium">
              {interviewTypeLabel(feedback.interviewRoom.interviewType)}
              {feedback.interviewRoom.companyName ? ` · ${feedback.interviewRoom.companyName}` : ''}
            </p>
            <p className="line-clamp-3 text-sm text-muted-foreground">{feedback.summary}</p>
            <Button asChild variant="outline" size="sm" className="self-start">
              <Link to={reportUrl(feedback.interviewRoom.id)}>View Report</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}

function SessionDetails({ room }: { room: InterviewRoom }) {
  const salary = room.interviewType === 'SALARY_NEGOTIATION';
  return (
    <dl className="flex flex-col gap-1.5">
      <Detail label="Type" value={interviewTypeLabel(room.interviewType)} />
      <Detail label="Status" value={<SessionStatusBadge status={room.status} />} />
      {salary && room.interviewScenario ? (
        <Detail label="Scenario" value={room.interviewScenario.label} />
      ) : null}
      <Detail label="Job Role" value={room.interviewJobRole?.label || '-'} />
      <Detail label="Experience Level" value={room.interviewExperienceLevel?.label || '-'} />
      <Detail label="Company" value={room.companyName || '-'} />
      <Detail label="Country" value={room.countryName || '-'} />
      <Detail label="Interviewer" value={room.interviewer?.fullName || '-'} />
      <Detail label="Language" value={room.interviewLanguage?.label || '-'} />
      {room.status === 'FINISHED' ? (
        <Detail label="Duration" value={formatDuration(room.timeElapsed)} />
      ) : null}
      {salary ? (
        <>
          <Detail
            label="Salary Expectation"
            value={
              room.salaryExpectation != null
                ? `${room.salaryExpectation.toLocaleString('en-US')} ${room.interviewSalaryCurrency?.code ?? ''}`.trim()
                : '-'
            }
          />
          <Detail label="Payment Period" value={salaryPeriodLabel(room.salaryPaymentPeriod)} />
        </>
      ) : null}
      <div className="flex items-center justify-between gap-3 text-sm">
        <dt className="text-muted-foreground">Job Description</dt>
        <dd>
          <JobDescriptionButton
            text={room.jobDescription}
            subtitle={
              [room.companyName, sessionSubtitle(room)].filter(Boolean).join(' · ') || 'Interview session'
            }
          />
        </dd>
      </div>
    </dl>
  );
}

function Metrics({ feedback }: { feedback: LatestFeedback }) {
  return (
    <div className="flex flex-col gap-2.5">
      <p className="text-2xl font-semibold tabular-nums">
        {Math.round(feedback.overallScore)}
        <span className="text-sm font-normal text-muted-foreground">/100 overall</span>
      </p>
      {feedback.scores.map((s) => (
        <div key={s.category} className="flex flex-col gap-1">
          <div className="flex justify-between text-xs">
            <span>{s.category}</span>
            <span className="tabular-nums text-muted-foreground">{Math.round(s.score)}</span>
          </div>
          <Progress value={s.score} aria-label={`${s.category} score`} />
        </div>
      ))}
    </div>
  );
}

export function SessionSummaryCard() {
  const rooms = useLatestInterviewRooms();
  const feedback = useLatestFeedback();
  const room = rooms.data?.content[0];
  const report =
    room && room.status === 'FINISHED' && feedback.data && feedback.data.interviewRoom.id === room.id
      ? feedback.data
      : null;
  const loading = rooms.isPending || (room?.status === 'FINISHED' && feedback.isPending);
  const roomsFailed = rooms.isError && !rooms.data;
  // The report of a finished session could not be fetched: not the same as "not ready yet".
  const reportFailed = room?.status === 'FINISHED' && feedback.isError && feedback.data === undefined;
  const retryReport = (
    <LoadError
      message="The report could not be loaded."
      onRetry={() => void feedback.refetch()}
      retrying={feedback.isFetching}
      className="items-start py-0 text-left"
    />
  );

  return (
    <Card>
      <IconCardHeader
        icon={ClipboardList}
        title="Session Summary"
        description="Your most recent interview session at a glance."
      />
      <CardContent>
        {loading ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            <Skeleton className="h-4 w-32" />
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-4 w-full" />
            ))}
            <Skeleton className="h-16 w-full" />
          </div>
        ) : roomsFailed ? (
          <LoadError
            message="Your latest session could not be loaded."
            onRetry={() => void rooms.refetch()}
            retrying={rooms.isFetching}
          />
        ) : !room ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <p className="font-semibold">No Previous Interviews Found</p>
            <p className="text-sm text-muted-foreground">
              You have not started any interview sessions yet. Practice now to see your session summary here.
            </p>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <Section icon={<CalendarDays className="size-4" aria-hidden="true" />} title="Date">
              <p className="text-sm">
                <time dateTime={room.createdAt}>{formatDateTime(room.createdAt)}</time>
              </p>
            </Section>
            <Separator />
            <Section icon={<FileText className="size-4" aria-hidden="true" />} title="Session Details">
              <SessionDetails room={room} />
            </Section>
            <Separator />
            <Section icon={<Gauge className="size-4" aria-hidden="true" />} title="Performance Metrics">
              {report ? (
                <Metrics feedback={report} />
              ) : reportFailed ? (
                retryReport
              ) : (
                <p className="text-sm text-muted-foreground">{REPORT_NOT_READY}</p>
              )}
            </Section>
            <Separator />
            <Section icon={<ClipboardList className="size-4" aria-hidden="true" />} title="Report Summary">
              {report ? (
                <div className="flex flex-col gap-3">
                  <p className="text-sm text-muted-foreground">{report.summary}</p>
                  <Button asChild variant="outline" size="sm" className="self-start">
                    <Link to={reportUrl(room.id)}>View Full Report</Link>
                  </Button>
                </div>
              ) : reportFailed ? (
                retryReport
              ) : (
                <p className="text-sm text-muted-foreground">
                  The summary appears here once the report is ready.
                </p>
              )}
            </Section>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
