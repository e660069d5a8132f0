import { Spinner } from '@mockint/ui';
import { formatDateTime, formatDuration, interviewTypeLabel } from '@/lib/format';
import { useGeneratingRoom } from '../api/get-generating-room';

export const GENERATING_TEXT = 'Generating your report…';

/** Shown while the API says the report is being generated (decision 0525): progress and what is known. */
export function ReportGenerating({ sessionId }: { sessionId: string | null }) {
  const { data: room } = useGeneratingRoom(sessionId, true);
  const facts = room
    ? [
        { label: 'Interview', value: room.interviewType ? interviewTypeLabel(room.interviewType) : null },
        { label: 'Job role', value: room.interviewJobRole?.label },
        { label: 'Company', value: room.companyName },
        { label: 'Date', value: room.createdAt ? formatDateTime(room.createdAt) : null },
        {
          label: 'Duration',
          value: typeof room.timeElapsed === 'number' ? formatDuration(room.timeElapsed) : null,
        },
        {
          label: 'Answers given',
          value: String(room.chats?.filter((c) => c.sender === 'CANDIDATE').length ?? 0),
        },
      ].filter((f): f is { label: string; value: string } => Boolean(f.value))
    : [];
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="report-generating">
      <Spinner size="lg" />
      <div className="flex flex-col gap-1">
        <p role="status" className="text-lg font-semibold">
          {GENERATING_TEXT}
        </p>
        <p className="text-sm text-muted-foreground">
          Your interview has ended and the AI is scoring it. This page updates on its own.
        </p>
      </div>
      {facts.length ? (
        <dl className="grid w-full max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-border p-4 text-left text-sm">
          {facts.map((f) => (
            <div key={f.label} className="contents">
              <dt className="text-muted-foreground">{f.label}</dt>
              <dd className="font-medium">{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
