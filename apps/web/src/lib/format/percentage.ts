/**
 * Month-over-month change per spec §5: (new − old) / |old| × 100, rounded to 2 decimals.
 * old = 0 → Infinity when new > 0, else 0. Anything non-numeric → null (the card then shows no trend).
 */
export function percentageChange(newValue: unknown, oldValue: unknown): number | null {
  const next = toFiniteNumber(newValue);
  const prev = toFiniteNumber(oldValue);
  if (next === null || prev === null) return null;
  if (prev === 0) return next > 0 ? Infinity : 0;
  return roundTo2(((next - prev) / Math.abs(prev)) * 100);
}

/**
 * Progress-bar value for the month card, spec §5: "the larger of 100 and the change, or 0 when the change
 * is 0". Read literally this is always ≥ 100 for any non-zero change (even a negative one), i.e. the bar is
 * full whenever there was movement. We keep that rule for the value and clamp only when rendering
 * (see `progressBarPercent`), so a 250 % change does not overflow the track. Decision 0501.
 */
export function monthProgressValue(change: number | null): number {
  if (change === null || change === 0 || Number.isNaN(change)) return 0;
  return Math.max(100, change);
}

/** Width of the bar fill in percent of the track: 0..100, Infinity treated as full. */
export function progressBarPercent(value: number): number {
  if (!Number.isFinite(value)) return value > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, value));
}

export type Trend = 'up' | 'down' | 'flat' | 'none';

export function trendOf(change: number | null): Trend {
  if (change === null || Number.isNaN(change)) return 'none';
  if (change > 0) return 'up';
  if (change < 0) return 'down';
  return 'flat';
}

/** '+12.5%' for gains, '-3%' for losses, '0%' flat, '+∞%' when last month had none; '-' when unknown. */
export function formatPercentageChange(change: number | null): string {
  if (change === null || Number.isNaN(change)) return '-';
  if (change === Infinity) return '+∞%';
  if (change === -Infinity) return '-∞%';
  const body = `${Number(change.toFixed(2))}%`;
  return change > 0 ? `+${body}` : body;
}

function roundTo2(n: number): number {
  const rounded = Math.round((n + Number.EPSILON) * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}
