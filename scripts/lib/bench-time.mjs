// How much of `pnpm bench`'s time a repeated benchmark may take (decision 0790): the whole bench is to end within
// 10 minutes on a quiet two-core machine, so a bench that repeats runs for a median stops repeating once one
// more run would pass its share, and says how many runs its figures are the median of.

/**
 * The vitals bench's share of `pnpm bench`: what the others leave of its 10 minutes. The mock bench takes about
 * 1.5 minutes and the bundle bench about one on a busy machine; the room bench's 40 measured turns about 5
 * (decision 0791: 100 took 10 by themselves). A first vitals run always happens; more only within the share.
 */
export const VITALS_BUDGET_MS = 3 * 60_000;
/** The host calibration before each vitals run: five readings of about a second each, or as many as fit. */
export const CALIBRATION_BUDGET_MS = 10_000;

/**
 * Whether to start run `done + 1` of `wanted`: always the first; a later one only if it would end within
 * `budgetMs` of the start, judging by the longest run so far.
 */
export function anotherRun({ done, wanted, elapsedMs, longestRunMs, budgetMs }) {
  if (done >= wanted) return false;
  if (done === 0) return true;
  return elapsedMs + longestRunMs <= budgetMs;
}

/** Whether to take another calibration reading: always the first, then while within the budget. */
export function anotherReading({ done, wanted, elapsedMs, budgetMs = CALIBRATION_BUDGET_MS }) {
  return done < wanted && (done === 0 || elapsedMs < budgetMs);
}
