import { describe, expect, it } from 'vitest';
import { transition } from './session-step';
import { DEADLINES_MS, LINK_SILENCE_MS } from './session-types';
import {
  joinedState,
  modelResponse,
  msg,
  run,
  startRec,
  toasts,
  userTurnState,
} from './test-support/doubles';

// Every wait has a deadline; none leaves the candidate with nothing to do for longer than 15 s.

describe('no wait without a deadline (G13)', () => {
  it('the microphone that never opens: the turn comes back with a message', () => {
    const s = run(userTurnState(), {
      type: 'startRecording',
      hasRecorder: true,
      microphoneSelected: true,
    }).state;
    expect(s.recordingStarting).toBe(true);
    const r = transition(s, { type: 'deadlinePassed', wait: 'starting' });
    expect(r.state.phase).toBe('running.live.candidate.ready');
    expect(toasts(r.effects)).toEqual(['Recording failed. Please check your microphone.']);
  });

  it('an encoding that never ends: the turn comes back; a late recording is still kept', () => {
    const s = run(userTurnState(), ...startRec, { type: 'stopRecording' }).state;
    let r = transition(s, { type: 'deadlinePassed', wait: 'encoding' });
    expect(r.state.phase).toBe('running.live.candidate.ready');
    expect(toasts(r.effects)).toEqual(['Error processing audio. Please try again.']);
    r = transition(r.state, { type: 'audioRecorded', audioBase64: 'GkXf' });
    expect(r.state.canResend).toBe(true);
  });

  it('a stalled audio queue: the sentences go to the captions and the turn is the candidate’s', () => {
    const s = run(joinedState(), msg(modelResponse(true))).state;
    expect(s.modelPlaying).toBe(true);
    const r = transition(s, { type: 'deadlinePassed', wait: 'speaking' });
    expect(r.state.userTurn).toBe(true);
    expect(r.effects.map((e) => e.type)).toContain('clearQueue');
    expect(toasts(r.effects)).toEqual(['Failed to play audio. Please check your audio settings.']);
  });

  it('a sentence playing holds the speaking deadline; its end restarts the wait for the next', () => {
    const s = run(joinedState(), msg(modelResponse(false))).state;
    const started = transition(s, { type: 'chunkStarted', caption: 'Hello' });
    expect(started.effects).toContainEqual({ type: 'disarmDeadline', wait: 'speaking' });
    expect(started.state.modelCaption).toBe('Hello');
    const ended = transition(started.state, { type: 'chunkEnded' });
    expect(ended.effects).toEqual([{ type: 'armDeadline', wait: 'speaking' }]);
  });

  it('a revoke call without an answer: the question is asked again', () => {
    const s = run(joinedState(), msg({ type: 'error', code: 'ERROR_MULTIPLE_CONNECTIONS' }), {
      type: 'revokeOtherSession',
    }).state;
    expect(s.revoking).toBe(true);
    const r = transition(s, { type: 'deadlinePassed', wait: 'revoking' });
    expect(r.state.revoking).toBe(false);
    expect(r.state.dialog).toEqual({ kind: 'multiple-sessions' });
    expect(toasts(r.effects)).toEqual(['Failed to revoke other session']);
  });

  it('the waits that hold the candidate with nothing to do are within 15 s', () => {
    for (const wait of [
      'joining',
      'waiting',
      'starting',
      'encoding',
      'speaking',
      'revoking',
      // Nothing enabled in them either (30, 30 and 20 s before decision 0638).
      'sending',
      'processing',
      'leaving',
    ] as const)
      expect(DEADLINES_MS[wait], wait).toBeLessThanOrEqual(15_000);
    expect(LINK_SILENCE_MS).toBeLessThanOrEqual(15_000);
  });
});
