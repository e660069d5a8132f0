import { monthOverMonthChange, type InterviewStats } from '@mockint/api-contract';

/**
 * Month-over-month change for the Total Interview card. The API sends null when the change is infinite (JSON has
 * no Infinity), so when both counts are present we recompute with the contract's rule and show Infinity.
 */
export function monthChange(stats: InterviewStats | undefined): number | null {
  if (!stats) return null;
  const { sessions, previousSessions, percentageChange: sent } = stats.month;
  if (typeof previousSessions === 'number')
    return monthOverMonthChange({ previous: previousSessions, current: sessions }) ?? Infinity;
  return typeof sent === 'number' ? sent : null;
}
