import type { FeedbackScore, InterviewFeedback } from '@mockint/api-contract';
import { Card, CardContent, CardHeader, CardTitle, cn } from '@mockint/ui';
import { scoreTone } from '../utils/feedback-outcome';

const toneClass = { good: 'text-success', fair: 'text-warning', poor: 'text-destructive-soft' } as const;
const barClass = { good: 'bg-success', fair: 'bg-warning', poor: 'bg-destructive' } as const;

export function OverallScore({ score }: { score: number }) {
  const tone = scoreTone(score);
  return (
    <div className="flex flex-col items-center gap-1" data-testid="overall-score">
      <p className="text-sm text-muted-foreground">Overall Score</p>
      <p
        className={cn('text-5xl font-bold tabular-nums', toneClass[tone])}
        aria-label={`Overall score ${score} out of 100`}
      >
        {Math.round(score)}
        <span className="text-lg font-medium text-muted-foreground">/100</span>
      </p>
    </div>
  );
}

export function ScoreBars({ scores }: { scores: FeedbackScore[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {scores.map((s) => {
        const tone = scoreTone(s.score);
        return (
          <li key={s.category} className="flex flex-col gap-1">
            <div className="flex justify-between text-sm">
              <span>{s.category}</span>
              <span className="tabular-nums text-muted-foreground">{Math.round(s.score)}/100</span>
            </div>
            <div
              role="meter"
              aria-label={s.category}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(s.score)}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn('h-full', barClass[tone])}
                style={{ width: `${Math.max(0, Math.min(100, s.score))}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function TextList({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {items.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {items.map((item, i) => (
            <li key={`${i}-${item.slice(0, 20)}`}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}

/** The feedback page's report card: scores on the left, written feedback on the right (spec). */
export function ReportCard({ feedback }: { feedback: InterviewFeedback }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Performance</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <OverallScore score={feedback.overallScore} />
          <ScoreBars scores={feedback.scores} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Feedback</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <section className="flex flex-col gap-2">
            <h3 className="font-semibold">Summary</h3>
            <p className="whitespace-pre-line text-sm text-muted-foreground">{feedback.summary}</p>
          </section>
          <TextList title="Strengths" items={feedback.strengths} empty="No strengths recorded." />
          <TextList
            title="Areas to Improve"
            items={feedback.areasToImprove}
            empty="Nothing to improve was recorded."
          />
          <TextList title="Actionable Tips" items={feedback.actionableTips} empty="No tips recorded." />
        </CardContent>
      </Card>
    </div>
  );
}
