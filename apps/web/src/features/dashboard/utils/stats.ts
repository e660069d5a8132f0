import type { InterviewStats } from '@mockint/api-contract';
import { percentageChange } from '@/lib/format';

/**
 * Month-over-month change for the Total Interview card. The API sends null when the change is infinite (JSON has
 * no Infinity), so when both counts are present we recompute with the spec §5 rule and get Infinity back.
 */
export function monthChange(stats: InterviewStats | undefined): number | null {
  if (!stats) return null;
  const { sessions, previousSessions, percentageChange: sent } = stats.month;
  if (typeof previousSessions === 'number') return percentageChange(sessions, previousSessions);
  return typeof sent === 'number' ? sent : null;
}
