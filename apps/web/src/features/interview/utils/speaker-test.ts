/**
 * Speaker test of the device card (the spec's join page; decision 0551): the tone plays, then the candidate says
 * whether they heard it. Only their answer decides: a tone that played without an error proves nothing
 * about volume, mute or the wrong output. The result stays the spec's pending / success / failed.
 * Pure so the rules are unit tested.
 */
import type { TestResult } from './mic-test';

/** idle: nothing running; playing: the tone is on; asking: "Did you hear the sound?" waits for Yes / No. */
export type SpeakerTestPhase = 'idle' | 'playing' | 'asking';

export interface SpeakerTestState {
  phase: SpeakerTestPhase;
  result: TestResult;
}

export type SpeakerTestEvent =
  | { type: 'play' }
  | { type: 'played' }
  | { type: 'playFailed' }
  | { type: 'heard' }
  | { type: 'notHeard' }
  | { type: 'reset' };

export const idleSpeakerTest: SpeakerTestState = { phase: 'idle', result: 'pending' };

export function speakerTestReducer(state: SpeakerTestState, event: SpeakerTestEvent): SpeakerTestState {
  switch (event.type) {
    case 'play':
      // A new tone asks again: the previous answer no longer counts.
      return state.phase === 'playing' ? state : { phase: 'playing', result: 'pending' };
    case 'played':
      return state.phase === 'playing' ? { phase: 'asking', result: 'pending' } : state;
    case 'playFailed':
      return state.phase === 'playing' ? { phase: 'idle', result: 'failed' } : state;
    case 'heard':
      return state.phase === 'asking' ? { phase: 'idle', result: 'success' } : state;
    case 'notHeard':
      return state.phase === 'asking' ? { phase: 'idle', result: 'failed' } : state;
    case 'reset':
      return idleSpeakerTest;
  }
}
