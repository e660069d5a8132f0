// Each test's limit judged on progress (decision 0776): the limit a test is given (the config's 45 s, a
// `test.setTimeout(90_000)`) is written for the reference machine, and counts the lane's effective time, the work
// the machine allowed, not wall time. Every second this sets Playwright's own limit to where the written limit
// ends at the factor of now: a machine that gets busier mid-test moves the end later, one that truly hangs still
// ends it, after at most MAX_FACTOR × the written limit of wall time. Expectations have no limit of their own
// (the config's expect timeout is 0): they end with the test's, so every wait follows the machine the same way.
import type { TestInfo } from '@playwright/test';
import { progressDeadline as clockDeadline, readClock, wallLimit } from '../scripts/lib/progress-clock.mjs';
import { progressClock, progressReading } from './machine.ts';

/** Checks per second: the end moves at most one check late, which wallLimit's slack covers. */
const CHECK_MS = 1_000;

export interface ProgressReading {
  effective: number;
  factor: number;
}

/**
 * Runs `body` (the test, with its other fixtures) while keeping its limit on the progress clock. A limit the
 * test sets for itself (`test.setTimeout(ms)`, `test.slow()`) becomes the written limit from then on.
 */
export async function withProgressLimit(
  testInfo: TestInfo,
  body: () => Promise<void>,
  clock: () => ProgressReading = progressReading,
): Promise<void> {
  let written = testInfo.timeout;
  let lastSet = written;
  const start = clock().effective;
  const startWall = Date.now();
  const check = () => {
    if (testInfo.timeout !== lastSet) written = testInfo.timeout; // the test set its own
    if (written === 0) return; // no limit at all (test.setTimeout(0))
    const { effective, factor } = clock();
    lastSet = wallLimit({
      written,
      wallSpent: Date.now() - startWall,
      effectiveSpent: effective - start,
      factor,
    });
    testInfo.setTimeout(lastSet);
  };
  check();
  const timer = setInterval(check, CHECK_MS);
  try {
    await body();
  } finally {
    clearInterval(timer);
  }
}

/** The lane's effective time now (ms of the reference machine's work): for judgements made in a test's code. */
export function effectiveNow(): number {
  return progressReading().effective;
}

/**
 * Calls `onExpire` once `limitMs` of effective time have passed; returns the cancel. A deadline of a test's own
 * making (the chaos harness's), judged as the test's limit is.
 */
export function progressDeadline(limitMs: number, onExpire: () => void): () => void {
  const file = progressClock();
  return clockDeadline(limitMs, onExpire, { clock: () => readClock(file) });
}
