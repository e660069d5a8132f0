import type { AudioMetrics } from '../analysis/delivery-analysis';
import {
  answerLength,
  BANDS,
  lengthVerdict,
  paceVerdict,
  pauseVerdict,
  SYLLABLES_PER_WORD,
  type MetricVerdict,
} from '../analysis/bands';
import type { Metric } from './metric-settings';

/**
 * The figures of one practice attempt side by side with the others (decision 0813): only what the audio
 * gives, since a local attempt has no transcript (no fillers, no words per minute).
 */
export interface AttemptFigures {
  length: number | null;
  /** Syllables per second of voiced time, and the same as an estimated pace. */
  syllableRate: number | null;
  estimatedWpm: number | null;
  longestPause: number | null;
  pausesOver2s: number | null;
}

export function attemptFigures(audio: AudioMetrics | null): AttemptFigures {
  const rate = audio?.syllablesPerSecond ?? null;
  return {
    length: answerLength(audio),
    syllableRate: rate,
    estimatedWpm: rate === null ? null : (rate * 60) / SYLLABLES_PER_WORD,
    longestPause: audio ? audio.longestPause : null,
    pausesOver2s: audio ? audio.pauses.filter((p) => p.duration > BANDS.notablePause).length : null,
  };
}

export type FigureKey = 'length' | 'pace' | 'longestPause' | 'pausesOver2s';

/** At most one pause over 2 s in an answer: one deliberate moment of thought (decision 0813). */
export const MAX_PAUSES_OVER_2S = 1;

export interface FigureSpec {
  key: FigureKey;
  /** The setting that hides it (decision 0811). */
  metric: Metric;
  label: string;
  band: string;
  value(f: AttemptFigures): number | null;
  verdict(value: number | null): MetricVerdict;
  /** How far outside its band a value is (0 inside): the smaller, the better. */
  distance(value: number): number;
  /** Words for a rise and a fall of the value. */
  up: string;
  down: string;
  /** Whether, both in band, the smaller value is still the better (pauses), or it is a tie (length, pace). */
  smallerIsBetter: boolean;
}

const outside = (value: number, min: number, max: number) =>
  value < min ? min - value : value > max ? value - max : 0;

export const FIGURES: FigureSpec[] = [
  {
    key: 'length',
    metric: 'length',
    label: 'Length',
    band: `${BANDS.length.min / 60}–${BANDS.length.max / 60} min`,
    value: (f) => f.length,
    verdict: lengthVerdict,
    distance: (v) => outside(v, BANDS.length.min, BANDS.length.max),
    up: 'longer',
    down: 'shorter',
    smallerIsBetter: false,
  },
  {
    key: 'pace',
    metric: 'pace',
    label: 'Pace (syllable rate)',
    band: `${BANDS.pace.min}–${BANDS.pace.max} wpm`,
    value: (f) => f.syllableRate,
    verdict: (v) => paceVerdict(v === null ? null : (v * 60) / SYLLABLES_PER_WORD),
    distance: (v) => outside((v * 60) / SYLLABLES_PER_WORD, BANDS.pace.min, BANDS.pace.max),
    up: 'faster',
    down: 'slower',
    smallerIsBetter: false,
  },
  {
    key: 'longestPause',
    metric: 'pauses',
    label: 'Longest pause',
    band: `up to ${BANDS.longestPause.max} s`,
    value: (f) => f.longestPause,
    verdict: pauseVerdict,
    distance: (v) => Math.max(0, v - BANDS.longestPause.max),
    up: 'longer',
    down: 'shorter',
    smallerIsBetter: true,
  },
  {
    key: 'pausesOver2s',
    metric: 'pauses',
    label: `Pauses over ${BANDS.notablePause} s`,
    band: `at most ${MAX_PAUSES_OVER_2S}`,
    value: (f) => f.pausesOver2s,
    verdict: (v) =>
      v === null
        ? { status: 'unknown', reason: '' }
        : v > MAX_PAUSES_OVER_2S
          ? { status: 'high', reason: 'More than one long silence: bridge to your next point instead.' }
          : { status: 'in', reason: '' },
    distance: (v) => Math.max(0, v - MAX_PAUSES_OVER_2S),
    up: 'more',
    down: 'fewer',
    smallerIsBetter: true,
  },
];

/**
 * Which of the values (one per attempt, null when not measured) is the better on this figure: the indices
 * of the best, or [] when fewer than two are known or they all tie.
 */
export function betterOf(spec: FigureSpec, values: (number | null)[]): number[] {
  const known = values.map((v, i) => ({ v, i })).filter((x): x is { v: number; i: number } => x.v !== null);
  if (known.length < 2) return [];
  // Rank by distance from the band; within the band, pauses still rank by length (shorter is better).
  const rank = (v: number) => [spec.distance(v), spec.smallerIsBetter ? v : 0] as const;
  const cmp = (a: number, b: number) => {
    const [da, sa] = rank(a);
    const [db, sb] = rank(b);
    return Math.abs(da - db) > 1e-9 ? da - db : sa - sb;
  };
  const best = known.reduce((b, x) => (cmp(x.v, b.v) < 0 ? x : b));
  const winners = known.filter((x) => Math.abs(cmp(x.v, best.v)) < 1e-9).map((x) => x.i);
  return winners.length === known.length ? [] : winners;
}

/** How a figure moved from one attempt to the next: "faster", "shorter", "fewer"… or "same". */
export function changeOf(spec: FigureSpec, from: number | null, to: number | null): string | null {
  if (from === null || to === null) return null;
  // Counts move by whole steps; a change under 0.05 (s, syllables per second) is measurement noise.
  const step = spec.key === 'pausesOver2s' ? 0.5 : 0.05;
  if (Math.abs(to - from) < step) return 'same';
  return to > from ? spec.up : spec.down;
}
