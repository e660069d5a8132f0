/**
 * Progress-bar value for the month card, from the spec: "the larger of 100 and the change, or 0 when the change
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
