import type { ReportView, OverallView, ScoreView } from '../utils/report-view';
import { Card, CardContent, CardHeader, CardTitle, cn } from '@mockint/ui';

// Every text and class here comes from the report's view (utils/report-view.ts), which the early paint also
// fills into these components' prerendered markup (decision 0547): nothing here computes from the report.

export function OverallScore({ view }: { view: OverallView }) {
  return (
    <div className="flex flex-col items-center gap-1" data-testid="overall-score">
      <p className="text-sm text-muted-foreground">Overall Score</p>
      <p className={cn('text-5xl font-bold tabular-nums', view.toneClass)} aria-label={view.label}>
        {view.text}
        <span className="text-lg font-medium text-muted-foreground">/100</span>
      </p>
    </div>
  );
}

export function ScoreBars({ scores }: { scores: ScoreView[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {scores.map((s, i) => (
        <li key={`${i}-${s.category}`} className="flex flex-col gap-1" data-each="scores">
          <div className="flex justify-between text-sm">
            <span>{s.category}</span>
            <span className="tabular-nums text-muted-foreground">{s.text}</span>
          </div>
          <div
            role="meter"
            aria-label={s.category}
            aria-valuemin={0}
            aria-valuemax={100}
            // The view's text (a number in a real report, a token in the prerendered template).
            {...({ 'aria-valuenow': s.now } as unknown as { 'aria-valuenow'?: number })}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className={cn('h-full', s.barClass)} style={{ width: s.width }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * One of the report's written lists, named by its key in the view: the key is also the item's `data-each`,
 * which the early paint repeats per entry.
 */
export function TextList({
  title,
  empty,
  view,
  list,
}: {
  title: string;
  empty: string;
  view: ReportView;
  list: 'strengths' | 'areasToImprove' | 'actionableTips';
}) {
  const items = view[list];
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {items.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {items.map((item, i) => (
            <li key={`${i}-${item.slice(0, 20)}`} data-each={list}>
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}

/** The feedback page's report card: scores on the left, written feedback on the right (spec). */
export function ReportCard({ view }: { view: ReportView }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Performance</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <OverallScore view={view.overall} />
          <ScoreBars scores={view.scores} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Feedback</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <section className="flex flex-col gap-2">
            <h3 className="font-semibold">Summary</h3>
            <p className="whitespace-pre-line text-sm text-muted-foreground">{view.summary}</p>
          </section>
          <TextList title="Strengths" empty="No strengths recorded." view={view} list="strengths" />
          <TextList
            title="Areas to Improve"
            empty="Nothing to improve was recorded."
            view={view}
            list="areasToImprove"
          />
          <TextList title="Actionable Tips" empty="No tips recorded." view={view} list="actionableTips" />
        </CardContent>
      </Card>
    </div>
  );
}
