import { BANDS, formatLength, lengthVerdict, paceOf, paceVerdict, pauseVerdict } from '../analysis/bands';
import type { QuestionItem } from '../utils/per-question';
import type { MetricSettings } from '../utils/metric-settings';

const PACE_MAX = 220;
const PAUSE_MAX = 6;
const HEIGHT = 160;

export function answerAnchor(number: number): string {
  return `answer-${number}`;
}

/**
 * Pace (dots, band shaded) and the longest pause (bars) of each answer across the interview, plain SVG like
 * the score chart. An out-of-band point is a link to its answer. "Delivery as a list" carries the same
 * figures as text.
 */
export function DeliveryTimeline({ items, shown }: { items: QuestionItem[]; shown: MetricSettings }) {
  const n = Math.max(items.length, 1);
  const x = (i: number) => ((i + 0.5) / n) * 100;
  const paceY = (wpm: number) => HEIGHT - (Math.min(wpm, PACE_MAX) / PACE_MAX) * HEIGHT;
  const pauseH = (s: number) => (Math.min(s, PAUSE_MAX) / PAUSE_MAX) * (HEIGHT * 0.45);
  // A metric switched off draws nothing (decision 0811).
  const measured = shown.pace ? items.filter((i) => paceOf(i.metrics) !== null) : [];
  // Bars stay slim with few answers (one answer would otherwise fill half the plot).
  const barWidth = Math.min(40 / n, 4);
  return (
    <figure className="flex flex-col gap-2" data-testid="delivery-timeline">
      <svg
        className="w-full overflow-visible"
        height={HEIGHT}
        role="group"
        aria-label="Delivery of each answer across the interview"
      >
        {shown.pace ? (
          <rect
            x="0"
            width="100%"
            y={paceY(BANDS.pace.max)}
            height={paceY(BANDS.pace.min) - paceY(BANDS.pace.max)}
            fill="var(--color-success)"
            opacity="0.12"
          />
        ) : null}
        <line x1="0" x2="100%" y1={HEIGHT} y2={HEIGHT} stroke="var(--color-border)" />
        {(shown.pauses ? items : []).map((item, i) => {
          const pause = item.metrics.audio?.longestPause ?? 0;
          const h = pauseH(pause);
          const long = pauseVerdict(item.metrics.audio ? pause : null).status === 'high';
          return (
            <rect
              key={`p${item.number}`}
              x={`${x(i) - barWidth / 2}%`}
              width={`${barWidth}%`}
              y={HEIGHT - h}
              height={h}
              fill={long ? 'var(--color-destructive)' : 'var(--color-muted-foreground)'}
              opacity="0.35"
              aria-hidden="true"
            />
          );
        })}
        {measured.map((item) => {
          const i = items.indexOf(item);
          const wpm = paceOf(item.metrics)!;
          const off = item.outOfBand;
          const dot = (
            <circle
              cx={`${x(i)}%`}
              cy={paceY(wpm)}
              r={off ? 7 : 5}
              fill={paceVerdict(wpm).status === 'in' ? 'var(--color-primary)' : 'var(--color-destructive)'}
              stroke="var(--color-background)"
              strokeWidth="2"
            />
          );
          return off ? (
            <a
              key={item.number}
              href={`#${answerAnchor(item.number)}`}
              aria-label={`Answer ${item.number}: ${Math.round(wpm)} words per minute, ${formatLength(item.metrics.length)} long, out of band. Go to the answer.`}
            >
              {dot}
            </a>
          ) : (
            <g key={item.number} aria-hidden="true">
              {dot}
            </g>
          );
        })}
      </svg>
      {/* Each answer's spoken length under its column (decision 0810); "Delivery as a list" reads the same. */}
      <div className="relative h-4 text-xs tabular-nums" aria-hidden="true" data-testid="timeline-lengths">
        {(shown.length ? items : []).map((item, i) =>
          item.metrics.length === null ? null : (
            <span
              key={item.number}
              className={
                lengthVerdict(item.metrics.length).status === 'in' ? 'text-success' : 'text-destructive-soft'
              }
              style={{ position: 'absolute', left: `${x(i)}%`, transform: 'translateX(-50%)' }}
            >
              {formatLength(item.metrics.length)}
            </span>
          ),
        )}
      </div>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {shown.pace ? (
          <span>
            Dots: pace (shaded: {BANDS.pace.min}–{BANDS.pace.max} wpm)
          </span>
        ) : null}
        {shown.pauses ? <span>Bars: longest pause (red: over {BANDS.longestPause.max} s)</span> : null}
        {shown.length ? (
          <span>
            Below: length (red: outside {formatLength(BANDS.length.min)}–{formatLength(BANDS.length.max)})
          </span>
        ) : null}
        {shown.pace ? <span>Larger dots are out of band: select one to jump to its answer.</span> : null}
      </figcaption>
    </figure>
  );
}
