/**
 * Microphone test of the device card (spec): record, watch the level, pass once enough
 * sound was heard, stop automatically at 10 s or once passed. Pure so the rules are unit tested.
 */

export const MIC_TEST_MAX_MS = 10_000;
/** Total time above the speech threshold needed to pass: long enough that a click does not count. */
export const MIC_TEST_PASS_MS = 600;

export type TestResult = 'pending' | 'success' | 'failed';

export interface MicTestState {
  running: boolean;
  result: TestResult;
  startedAt: number;
  lastSampleAt: number;
  soundMs: number;
}

export const idleMicTest: MicTestState = {
  running: false,
  result: 'pending',
  startedAt: 0,
  lastSampleAt: 0,
  soundMs: 0,
};

export function startMicTest(now: number): MicTestState {
  return { running: true, result: 'pending', startedAt: now, lastSampleAt: now, soundMs: 0 };
}

/** Feeds one level sample; returns the new state and whether recording should stop now. */
export function sampleMicTest(
  state: MicTestState,
  speaking: boolean,
  now: number,
): { state: MicTestState; stop: boolean } {
  if (!state.running) return { state, stop: false };
  const soundMs = state.soundMs + (speaking ? Math.max(0, now - state.lastSampleAt) : 0);
  if (soundMs >= MIC_TEST_PASS_MS) {
    return { state: { ...state, soundMs, lastSampleAt: now, running: false, result: 'success' }, stop: true };
  }
  if (now - state.startedAt >= MIC_TEST_MAX_MS) {
    return { state: { ...state, soundMs, lastSampleAt: now, running: false, result: 'failed' }, stop: true };
  }
  return { state: { ...state, soundMs, lastSampleAt: now }, stop: false };
}

/** Manual stop: passes only if enough sound was already heard. */
export function stopMicTest(state: MicTestState): MicTestState {
  if (!state.running) return state;
  return { ...state, running: false, result: state.soundMs >= MIC_TEST_PASS_MS ? 'success' : 'failed' };
}
