import { describe, expect, it } from 'vitest';
import { transition } from './session-step';
import { SOCKET_CLOSE_CODES } from '@mockint/api-contract/socket';
import { msg, run, startRec, toasts, userTurnState } from './test-support/doubles';
import type { SessionEffect } from './session-types';

// A recording the candidate started is never cancelled underneath by the room (decision 0664): an error dialog
// or the room taken by another tab stops it the way End Response does, and it is offered again.

const types = (effects: SessionEffect[]) => effects.map((e) => e.type);

describe('a recording in progress when the room is interrupted', () => {
  it('Audio Processing Error: the recording is stopped and kept, and offered once the dialog is closed', () => {
    const s = run(userTurnState(), ...startRec).state;
    const r = transition(s, msg({ type: 'error', code: 'ERROR_HANDLING_USER_RESPONSE_AUDIO' }));
    expect(r.state.dialog).toEqual({ kind: 'audio-processing' });
    expect(types(r.effects)).toContain('stopRecording');
    const kept = transition(r.state, { type: 'audioRecorded', audioBase64: 'GkXf' });
    expect(kept.state.pendingAnswer).toEqual({ kind: 'audio', audioBase64: 'GkXf' });
    expect(toasts(kept.effects)).toEqual(['Your recording is kept: send it when it is your turn.']);
    const back = transition(kept.state, { type: 'retryAfterAudioError' }).state;
    expect(back.canResend).toBe(true);
  });

  it('Generation Error: the recording is stopped and kept (the device keeps it across Refresh Page)', () => {
    const s = run(userTurnState(), ...startRec).state;
    const r = transition(s, msg({ type: 'error', code: 'ERROR_SOMETHING' }));
    expect(r.state.dialog).toEqual({ kind: 'generation', code: 'ERROR_SOMETHING' });
    expect(types(r.effects)).toContain('stopRecording');
    const kept = transition(r.state, { type: 'audioRecorded', audioBase64: 'GkXf' });
    expect(kept.state.pendingAnswer).toEqual({ kind: 'audio', audioBase64: 'GkXf' });
  });

  it('ERROR_NOT_USER_TURN while recording opens no dialog and leaves the recording going', () => {
    const s = run(userTurnState(), ...startRec).state;
    const r = transition(s, msg({ type: 'error', code: 'ERROR_NOT_USER_TURN' }));
    expect(r.state.dialog).toBeNull();
    expect(r.state.recording).toBe(true);
    expect(types(r.effects)).not.toContain('stopRecording');
  });

  it('the room taken by another tab (4001): the recording is kept and offered once the room is taken back', () => {
    const s = run(userTurnState(), ...startRec).state;
    const r = transition(s, { type: 'connectionLost', code: SOCKET_CLOSE_CODES.revoked });
    expect(r.state.dialog).toEqual({ kind: 'revoked' });
    expect(types(r.effects)).toContain('stopRecording');
    let t = transition(r.state, { type: 'audioRecorded', audioBase64: 'GkXf' }).state;
    expect(t.pendingAnswer).toEqual({ kind: 'audio', audioBase64: 'GkXf' });
    t = run(
      t,
      { type: 'revokeOtherSession' },
      { type: 'revokeSucceeded' },
      { type: 'socketOpen' },
      msg({ type: 'initial_message', metadata: { m: 3 } }),
    ).state;
    expect(t.canResend).toBe(true);
  });
});
