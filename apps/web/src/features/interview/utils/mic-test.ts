/**
 * Microphone test of the device card (spec): record, watch the level, pass once enough
 * sound was heard, stop automatically at 10 s or once passed. Pure so the rules are unit tested.
 */
import { SILENCE_DEBOUNCE_MS } from '../audio/level-meter';

export const MIC_TEST_MAX_MS = 10_000;
/** Total time above the speech threshold needed to pass: long enough that a click does not count. */
export const MIC_TEST_PASS_MS = 600;

/**
 * The most one sample counts for: as long as `speaking` lasts after a sound. A sample stands for the time since
 * the one before it, and after a long gap (a slow frame, a tab in the background pausing the frames) one loud
 * click would otherwise pass the test at once, before the level meter ever showed it (decision 0641).
 */
export const MIC_TEST_MAX_SAMPLE_MS = SILENCE_DEBOUNCE_MS;

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
  const sampleMs = Math.min(MIC_TEST_MAX_SAMPLE_MS, Math.max(0, now - state.lastSampleAt));
  const soundMs = state.soundMs + (speaking ? sampleMs : 0);
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
