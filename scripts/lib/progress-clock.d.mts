// Types for the TypeScript configs and tests that import progress-clock.mjs.
export const CLOCK_ENV: string;
export const PERIOD_MS: number;
export const MAX_FACTOR: number;
export const PROBE_REFERENCE_MS: number;
export interface ClockState {
  at: number;
  effective: number;
  factor: number;
}
export interface ClockReading {
  effective: number;
  factor: number;
}
export function probeMs(rounds?: number): number;
export function laneTimes(options: {
  rootPid: number;
  nice: number;
  selfPid: number;
  readDir: (dir: string) => string[];
  read: (file: string) => string;
}): { run: number; wait: number };
export function slowdownOf(
  before: { run: number; wait: number },
  after: { run: number; wait: number },
): number;
export function factorOfSample(speed: number, slowdown: number): number;
export function advance(
  state: ClockState,
  sample: { dtMs: number; sampleFactor: number; at: number },
): ClockState;
export function readingOf(state: ClockState, now: number): ClockReading;
export function startProgressClock(options?: { nice?: number; initialFactor?: number }): string;
export function progressClockFile(options?: { initialFactor?: number }): string;
export function readClock(file?: string, now?: number): ClockReading;
export function progressDeadline(
  limitMs: number,
  onExpire: () => void,
  options?: { checkMs?: number; clock?: () => ClockReading },
): () => void;
export function wallLimit(options: {
  written: number;
  wallSpent: number;
  effectiveSpent: number;
  factor: number;
  slackMs?: number;
}): number;
