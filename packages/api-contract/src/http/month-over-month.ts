/**
 * `InterviewStats.month.percentageChange`: (current − previous) / |previous| × 100, rounded to 2 decimals.
 * With no sessions last month the change is not a finite number: null, as the wire carries it (JSON has no
 * Infinity), unless this month has none either (0). The server computes it; a client that has both counts
 * recomputes with this same function.
 */
export function monthOverMonthChange({
  previous,
  current,
}: {
  previous: number;
  current: number;
}): number | null {
  if (previous === 0) return current > 0 ? null : 0;
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  const rounded = Math.round((percent + Number.EPSILON) * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}
