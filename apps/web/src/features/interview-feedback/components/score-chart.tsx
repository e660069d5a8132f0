import type { FeedbackScore } from '@mockint/api-contract';

const TICKS = [0, 25, 50, 75, 100];
const AXIS_HEIGHT = 24;
const clamp = (score: number) => Math.max(0, Math.min(100, score));

/**
 * Per-category scores as a horizontal bar chart, drawn as plain SVG (decision 0031: a chart library cost
 * 100 KB gzip for one bar chart). Bars and grid use percentages, so the chart fills its card at any width;
 * the category names stay HTML so they wrap and scale with the text. The same figures are available as an
 * accessible list under "Scores as a list".
 */
export default function ScoreChart({ scores }: { scores: FeedbackScore[] }) {
  const label = scores.map((s) => `${s.category} ${Math.round(s.score)} out of 100`).join(', ');
  return (
    <div className="flex h-72 w-full gap-3 text-xs" role="img" aria-label={label} data-testid="score-chart">
      <ul
        className="flex w-28 shrink-0 flex-col sm:w-36"
        style={{ paddingBottom: AXIS_HEIGHT }}
        aria-hidden="true"
      >
        {scores.map((s) => (
          <li
            key={s.category}
            className="flex flex-1 items-center justify-end text-right text-muted-foreground"
          >
            {s.category}
          </li>
        ))}
      </ul>
      <div className="flex min-w-0 flex-1 flex-col" aria-hidden="true">
        <svg className="w-full flex-1 overflow-visible">
          {TICKS.map((t) => (
            <line
              key={t}
              x1={`${t}%`}
              x2={`${t}%`}
              y1="0"
              y2="100%"
              stroke="var(--color-border)"
              strokeDasharray={t === 0 ? undefined : '3 3'}
            />
          ))}
          {scores.map((s, i) => {
            const band = 100 / scores.length;
            return (
              <rect
                key={s.category}
                x="0"
                y={`${band * i + band * 0.2}%`}
                width={`${clamp(s.score)}%`}
                height={`${band * 0.6}%`}
                rx="4"
                fill="var(--color-primary)"
              >
                <title>{`${s.category}: ${Math.round(s.score)}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className="relative text-muted-foreground" style={{ height: AXIS_HEIGHT }}>
          {TICKS.map((t) => (
            <span
              key={t}
              className="absolute bottom-0 tabular-nums"
              style={{ left: `${t}%`, transform: `translateX(-${t}%)` }}
            >
              {t}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
