import { progressDeadline } from '../../../progress-limit.ts';
import type { FaultKind } from './faults.ts';
import type { Violation } from './invariants.ts';

/**
 * The chaos harness's limits and results (decision 0761), shared by the bot (interview.ts) and the specs that run
 * it. The harness never waits unbounded (decision 0751): every browser action has ACTION_MS, every navigation
 * NAVIGATION_MS, every evaluate / close / injection a bounded wait, and each interview a deadline.
 */

export const STUCK_MS = 15_000;
/**
 * 'The interviewer is taking longer than usual' with End interview enabled is a way forward (decision 0662), for
 * this long: a late server's reply comes within it; a room that stays there longer is stuck all the same.
 */
export const LATE_MS = 3 * STUCK_MS;
/**
 * Page loaded → feedback page. A stall is caught by STUCK_MS long before; this catches a loop that never ends.
 * 3× the slowest interview of a quiet-machine run of the whole suite (86 s: three compound faults, three answers,
 * the CPU shared with the checks lane; decision 0763), scaled by the machine (decision 0768): a slow machine makes
 * an interview longer, not stuck. The harness's own limits below are hang detectors too, scaled the same way.
 */
export const INTERVIEW_MS = 270_000;
/** Past INTERVIEW_MS, a last guard against an await that still did not come back: the harness reports. */
export const HARNESS_GRACE_MS = 15_000;
export const ACTION_MS = 3_000;
export const NAVIGATION_MS = 15_000;
export const CLEANUP_MS = 10_000;
/** The room's clock: minutes, far beyond an interview's length, so only the stuck detector can end a stall. */
export const ROOM_TIME_S = 600;

/**
 * How an interview ended. `load`: a harness deadline passed while the room was live with a control enabled: the
 * machine was too busy for the interview to finish, not a defect of the room; the group's retry is for this
 * (decision 0776). `violation`: an invariant broke, which no retry may hide.
 */
export type Outcome = 'feedback' | 'left' | 'stuck' | 'late' | 'violation' | 'harness' | 'load';

export interface InterviewResult {
  index: number;
  faults: FaultKind[];
  /** Faults whose moment came (a take-over needs the interviewer speaking, …). */
  fired: FaultKind[];
  outcome: Outcome;
  violations: Violation[];
  /** Answers given, and how many the mock held when last read at rest (every answer accounted, decision 0637). */
  answers: { spoken: number; typed: number; onMock?: number };
  ms: number;
  /** Set when the outcome is a failure: where and why, with the seed to replay it. */
  failure?: string;
}

/**
 * Resolves or rejects like `promise`, or rejects after `ms` of effective time naming `what` (the promise is left
 * behind). Judged on the progress clock (decision 0776): a browser that got little CPU is slow, not hung.
 */
export function bounded<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let cancel = () => {};
  const limit = new Promise<never>((_, reject) => {
    cancel = progressDeadline(ms, () =>
      reject(new Error(`${what}: no answer within ${ms} ms of effective time`)),
    );
  });
  return Promise.race([promise, limit]).finally(() => cancel());
}

/** The summary line of one interview, as the chaos spec and the engines' seed print it. */
export function describeResult(r: InterviewResult): string {
  return `[chaos] interview ${r.index}: ${r.outcome} in ${(r.ms / 1000).toFixed(1)} s; faults ${r.faults.join(', ')} (fired: ${r.fired.join(', ') || 'none'}); answers ${r.answers.spoken} spoken, ${r.answers.typed} typed`;
}
