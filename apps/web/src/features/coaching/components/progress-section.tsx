import { useMemo, type ReactNode } from 'react';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@mockint/ui';
import { formatDate } from '@/lib/format';
import { useProgress } from '../api/get-progress';
import { useAllAnswers, useMetricSettings } from '../hooks/use-stored-answers';
import { ALL_METRICS_ON, type Metric } from '../utils/metric-settings';
import { deliveryTrend, progressPoints, weakestCategory, type ProgressPoint } from '../utils/progress';

const HEIGHT = 140;

function ScoreTrendChart({ points }: { points: ProgressPoint[] }) {
  const n = points.length;
  // 6–97 %: room on the left for the score labels, and whole dots at both ends.
  const x = (i: number) => (n === 1 ? 50 : 6 + (i / (n - 1)) * 91);
  const y = (score: number) => HEIGHT - (Math.max(0, Math.min(100, score)) / 100) * HEIGHT;
  const label = points.map((p, i) => `Session ${i + 1}: ${Math.round(p.overall)}`).join(', ');
  return (
    <svg
      className="w-full overflow-visible"
      height={HEIGHT}
      role="img"
      aria-label={`Overall score per session, oldest first: ${label}`}
      data-testid="progress-chart"
    >
      {[0, 50, 100].map((t) => (
        <line
          key={t}
          x1="0"
          x2="100%"
          y1={y(t)}
          y2={y(t)}
          stroke="var(--color-border)"
          strokeDasharray="3 3"
        />
      ))}
      {points.slice(1).map((p, i) => (
        <line
          key={p.roomId}
          x1={`${x(i)}%`}
          x2={`${x(i + 1)}%`}
          y1={y(points[i]!.overall)}
          y2={y(p.overall)}
          stroke="var(--color-primary)"
          strokeWidth="2"
        />
      ))}
      {points.map((p, i) => (
        <circle key={p.roomId} cx={`${x(i)}%`} cy={y(p.overall)} r="4" fill="var(--color-primary)" />
      ))}
    </svg>
  );
}

const fmt = (v: number | null, digits = 0, unit = '') => (v === null ? '—' : `${v.toFixed(digits)}${unit}`);

/** A table of sessions, oldest first: each row headed by the session's date, then one figure a column. */
function SessionTable({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  columns: readonly string[];
  rows: { key: string; date: string; cells: ReactNode[] }[];
  testId?: string;
}) {
  return (
    <table className="w-full text-left text-sm" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {['Session', ...columns].map((column, i) => (
            <th key={i} scope="col" className="pr-3 font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="whitespace-nowrap pr-3 font-normal">
              {row.date}
            </th>
            {row.cells.map((cell, i) => (
              <td key={i} className="pr-3 tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Progress across sessions (decision 0801): scores of the last 10 finished sessions and delivery on this device. */
export default function ProgressSection() {
  const progress = useProgress();
  const answers = useAllAnswers();
  const points = useMemo(() => progressPoints(progress.data?.feedbacks ?? []), [progress.data]);
  const weakest = useMemo(() => weakestCategory(progress.data?.feedbacks ?? []), [progress.data]);
  const trend = useMemo(() => deliveryTrend(answers.data ?? []), [answers.data]);
  const settings = useMetricSettings();
  const shown = settings.shown ?? ALL_METRICS_ON;
  // One column per figure the candidate sees (decision 0811).
  const trendColumns: [Metric, string, (t: (typeof trend)[number]) => ReactNode][] = [
    ['pace', 'Pace', (t) => fmt(t.wpm, 0, ' wpm')],
    ['fillers', 'Fillers per 100 words', (t) => fmt(t.fillersPer100, 1)],
    ['pauses', 'Longest pause', (t) => fmt(t.longestPause, 1, ' s')],
    [
      'length',
      'Answers of 1–2 min',
      (t) => (t.lengthInBand === null ? '—' : `${Math.round(t.lengthInBand * 100)} %`),
    ],
  ];
  const columns = trendColumns.filter(([metric]) => shown[metric]);
  const categories = [...new Set(points.flatMap((p) => Object.keys(p.scores)))];

  let body: ReactNode;
  if (progress.isPending) body = <Skeleton className="h-40 w-full" aria-label="Loading your progress" />;
  else if (progress.isError)
    body = (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p>Your progress could not be loaded.</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void progress.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (points.length < 2)
    body = (
      <p className="text-sm text-muted-foreground">
        Finish at least 2 interviews to see your progress: you have {points.length} finished with a report so
        far.
      </p>
    );
  else
    body = (
      <div className="flex flex-col gap-4">
        {weakest ? (
          <p className="text-sm" data-testid="weakest-category">
            <span className="font-medium">Weakest area: {weakest.category}</span> (average{' '}
            {Math.round(weakest.score)}/100 over your recent sessions).
            {weakest.tip ? (
              <span className="text-muted-foreground"> Latest advice: {weakest.tip}</span>
            ) : null}
          </p>
        ) : null}
        <ScoreTrendChart points={points} />
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Progress as a list</summary>
          <div className="mt-3 overflow-x-auto">
            <SessionTable
              caption="Scores per session, oldest first"
              columns={['Overall', ...categories]}
              rows={points.map((p) => ({
                key: p.roomId,
                date: formatDate(p.at),
                cells: [Math.round(p.overall), ...categories.map((c) => fmt(p.scores[c] ?? null))],
              }))}
            />
          </div>
        </details>
      </div>
    );

  return (
    <Card data-testid="progress-section">
      <CardHeader>
        <CardTitle>Your progress</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {body}
        {progress.data?.missing ? (
          <p className="text-sm text-muted-foreground">
            {progress.data.missing} finished session{progress.data.missing === 1 ? '' : 's'} without a report
            yet {progress.data.missing === 1 ? 'is' : 'are'} left out.
          </p>
        ) : null}
        <section aria-labelledby="delivery-trend-heading" className="flex flex-col gap-2">
          <h3 id="delivery-trend-heading" className="font-semibold">
            Delivery on this device
          </h3>
          {answers.isPending || (settings.shown === undefined && !settings.isError) ? (
            <Skeleton className="h-16 w-full" />
          ) : trend.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No spoken answers are kept on this device yet: answer by voice in an interview to see pace,
              fillers and pauses here.
            </p>
          ) : columns.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Every delivery figure is switched off (Figures you see, on a report).
            </p>
          ) : (
            <SessionTable
              caption="Delivery per session recorded on this device, oldest first"
              testId="delivery-trend"
              columns={columns.map(([, label]) => label)}
              rows={trend.map((t) => ({
                key: t.roomId,
                date: formatDate(new Date(t.at).toISOString()),
                cells: columns.map(([, , cell]) => cell(t)),
              }))}
            />
          )}
        </section>
      </CardContent>
    </Card>
  );
}
