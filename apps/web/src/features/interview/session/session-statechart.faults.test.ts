import { describe, expect, it } from 'vitest';
import { transition } from './session-step';
import { canAnswer } from './session-view';
import {
  fresh,
  modelResponse,
  msg,
  run,
  sent,
  startRec,
  testChat,
  testJoin,
  toasts,
  userTurnState,
} from './test-support/doubles';

// The session machine under faults: error frames, dropped sockets, take-overs and failed calls.

describe('error dialogs', () => {
  it('ERROR_MULTIPLE_CONNECTIONS opens Multiple Sessions Detected; revoke reconnects', () => {
    let r = transition(userTurnState(), msg({ type: 'error', code: 'ERROR_MULTIPLE_CONNECTIONS' }));
    expect(r.state.dialog).toEqual({ kind: 'multiple-sessions' });
    expect(r.state.connected).toBe(false);
    // The close that follows is expected: no Connection Lost on top.
    expect(transition(r.state, { type: 'connectionLost' }).state.dialog).toEqual({
      kind: 'multiple-sessions',
    });
    r = transition(r.state, { type: 'revokeOtherSession' });
    expect(r.effects).toEqual([
      { type: 'revokeCall' },
      // The revoke call has a deadline (G13).
      { type: 'armDeadline', wait: 'revoking' },
    ]);
    expect(r.state.revoking).toBe(true);
    // A second click while the call runs does nothing.
    expect(transition(r.state, { type: 'revokeOtherSession' }).effects).toEqual([]);
    expect(toasts(transition(r.state, { type: 'revokeFailed' }).effects)).toEqual([
      'Failed to revoke other session',
    ]);
    r = transition(r.state, { type: 'revokeSucceeded' });
    expect(r.state.dialog).toBeNull();
    expect(r.effects).toEqual([
      { type: 'disarmDeadline', wait: 'revoking' },
      { type: 'connect' },
      { type: 'armDeadline', wait: 'joining' },
    ]);
  });

  it('Back to Dashboard navigates to the dashboard', () => {
    const s = transition(userTurnState(), msg({ type: 'error', code: 'ERROR_MULTIPLE_CONNECTIONS' })).state;
    expect(transition(s, { type: 'backToDashboard' }).effects).toContainEqual({
      type: 'navigate',
      to: 'dashboard',
      delayMs: 0,
    });
  });

  it.each(['ERROR_HANDLING_USER_RESPONSE_AUDIO', 'ERROR_HANDLING_USER_RESPONSE_TEXT'])(
    '%s opens Audio Processing Error, resets model state and gives the turn back',
    (code) => {
      const answered = run(userTurnState(), { type: 'sendText', text: 'answer' }).state;
      const s = run(
        answered,
        msg({ type: 'user_transcript', transcript: 'answer', chat: testChat('c1', 'CANDIDATE', ['answer']) }),
      ).state;
      expect(s.modelProcessing).toBe(true);
      const r = transition(s, msg({ type: 'error', code }));
      expect(r.state.dialog).toEqual({ kind: 'audio-processing' });
      expect(r.state.userTurn).toBe(true);
      expect(r.state.modelPlaying).toBe(false);
      expect(r.state.modelProcessing).toBe(false);
      expect(r.state.userProcessing).toBe(false);
      expect(r.effects).toEqual([{ type: 'disarmDeadline', wait: 'processing' }, { type: 'clearQueue' }]);
      const retried = transition(r.state, { type: 'retryAfterAudioError' }).state;
      expect(retried.dialog).toBeNull();
      expect(retried.userTurn).toBe(true);
    },
  );

  it('any other code opens Generation Error with the code; Refresh Page reloads', () => {
    const r = transition(userTurnState(), msg({ type: 'error', code: 'ERROR_GENERATING_RESPONSE' }));
    expect(r.state.dialog).toEqual({ kind: 'generation', code: 'ERROR_GENERATING_RESPONSE' });
    expect(transition(r.state, { type: 'refreshPage' }).effects).toEqual([{ type: 'reload' }]);
  });

  it('a blank code shows UNKNOWN_ERROR', () => {
    const r = transition(userTurnState(), msg({ type: 'error', code: ' ' }));
    expect(r.state.dialog).toEqual({ kind: 'generation', code: 'UNKNOWN_ERROR' });
  });
});

describe('connection', () => {
  it('an unexpected close opens Connection Lost; Reconnect connects and joins again', () => {
    let r = transition(userTurnState(), { type: 'connectionLost' });
    expect(r.state.dialog).toEqual({ kind: 'connection-lost' });
    expect(r.state.connected).toBe(false);
    expect(r.effects).toContainEqual({ type: 'stopCountdown' });
    r = transition(r.state, { type: 'reconnect' });
    expect(r.state.dialog).toBeNull();
    expect(r.state.joining).toBe(true);
    expect(r.effects).toEqual([{ type: 'connect' }, { type: 'armDeadline', wait: 'joining' }]);
    r = transition(r.state, { type: 'socketOpen' });
    expect(sent(r.effects)).toEqual([{ type: 'join', ...testJoin }]);
    r = transition(r.state, msg({ type: 'initial_message', metadata: { m: 2 } }));
    expect(r.state.connected).toBe(true);
    expect(r.effects).toContainEqual({ type: 'startCountdown' });
  });

  it('a close while finished, leaving, or with a dialog open opens nothing', () => {
    const leaving = transition(userTurnState(), { type: 'leave' }).state;
    expect(transition(leaving, { type: 'connectionLost' }).state.dialog).toBeNull();
    const generation = transition(userTurnState(), msg({ type: 'error', code: 'X' })).state;
    expect(transition(generation, { type: 'connectionLost' }).state.dialog).toEqual({
      kind: 'generation',
      code: 'X',
    });
  });

  it('a close during a recording keeps the answer and offers it once back', () => {
    const s = run(userTurnState(), ...startRec).state;
    let r = transition(s, { type: 'connectionLost' });
    expect(r.effects).toContainEqual({ type: 'stopRecording' });
    expect(r.effects).not.toContainEqual({ type: 'cancelRecording' });
    r = run(
      r.state,
      { type: 'audioRecorded', audioBase64: 'GkXf' },
      { type: 'reconnect' },
      { type: 'socketOpen' },
      msg({ type: 'initial_message', metadata: { m: 3 } }),
      msg({ ...modelResponse(true), type: 'model_repeat_response' }),
      { type: 'queueDrained', finalSentence: true },
    );
    expect(r.state.canResend).toBe(true);
    r = transition(r.state, { type: 'resendAnswer' });
    expect(sent(r.effects)).toEqual([
      { type: 'user_response_audio', audio_base_64: 'GkXf', metadata: { turn: 2 } },
    ]);
  });

  it('tracks reconnect attempts and toasts once retries are exhausted', () => {
    let s = run(fresh(), { type: 'start', join: testJoin }).state;
    s = transition(s, { type: 'socketReconnecting', attempt: 2 }).state;
    expect(s.reconnectAttempts).toBe(2);
    const r = transition(s, { type: 'socketFailed' });
    expect(toasts(r.effects)).toEqual(['Failed to connect with server']);
    expect(r.state.joining).toBe(false);
  });
});

describe('no state without a way forward, no answer lost', () => {
  it('after the retries fail the room is disconnected: no answering, the toast, and Connection Lost with Reconnect', () => {
    let s = transition(userTurnState(), { type: 'connectionLost' }).state;
    s = run(s, { type: 'reconnect' }, { type: 'socketReconnecting', attempt: 3 }).state;
    const r = transition(s, { type: 'socketFailed' });
    expect(toasts(r.effects)).toEqual(['Failed to connect with server']);
    expect(r.state.dialog).toEqual({ kind: 'connection-lost' });
    expect(canAnswer(r.state)).toBe(false);
    expect(
      transition(r.state, { type: 'startRecording', hasRecorder: true, microphoneSelected: true }).effects,
    ).toEqual([]);
    expect(transition(r.state, { type: 'reconnect' }).effects).toEqual([
      { type: 'connect' },
      { type: 'armDeadline', wait: 'joining' },
    ]);
  });

  it('close 4001 (another tab took over) asks, with Back to Dashboard or taking it back; never Connection Lost', () => {
    let r = transition(userTurnState(), { type: 'connectionLost', code: 4001 });
    expect(r.state.dialog).toEqual({ kind: 'revoked' });
    expect(r.effects).not.toContainEqual({ type: 'connect' });
    expect(transition(r.state, { type: 'backToDashboard' }).effects).toContainEqual({
      type: 'navigate',
      to: 'dashboard',
      delayMs: 0,
    });
    r = transition(r.state, { type: 'revokeOtherSession' });
    expect(r.effects).toEqual([
      { type: 'revokeCall' },
      // The revoke call has a deadline (G13).
      { type: 'armDeadline', wait: 'revoking' },
    ]);
    r = transition(r.state, { type: 'revokeSucceeded' });
    expect(r.effects).toEqual([
      { type: 'disarmDeadline', wait: 'revoking' },
      { type: 'connect' },
      { type: 'armDeadline', wait: 'joining' },
    ]);
    expect(r.state.dialog).toBeNull();
  });

  it('taking the room back after the interview ended goes to the feedback page, not back to the question', () => {
    for (const opening of [
      { type: 'connectionLost', code: 4001 } as const,
      msg({ type: 'error', code: 'ERROR_MULTIPLE_CONNECTIONS' }),
    ]) {
      let r = transition(userTurnState(), opening);
      r = transition(r.state, { type: 'revokeOtherSession' });
      r = transition(r.state, { type: 'revokeFailed', finished: true });
      expect(r.state.dialog).toBeNull();
      expect(toasts(r.effects)).toEqual(['The system has detected that the interview session has ended.']);
      expect(r.effects).toContainEqual({ type: 'navigate', to: 'feedback', delayMs: 0 });
      expect(r.effects).not.toContainEqual({ type: 'connect' });
    }
  });

  it('close 1000 after the server ended lets the queue drain and leaves, without Connection Lost', () => {
    let s = run(userTurnState(), msg(modelResponse(true, 'Bye')), msg({ type: 'end' })).state;
    s = transition(s, { type: 'connectionLost', code: 1000 }).state;
    expect(s.dialog).toBeNull();
    s = run(s, msg({ type: 'toggle_leave_interview' })).state;
    const r = transition(s, { type: 'queueDrained', finalSentence: true });
    expect(toasts(r.effects)).toEqual(['The system has detected that the interview session has ended.']);
  });

  it('a failed end call cannot be doubled while it runs, and time-out during it does not end twice', () => {
    const leaving = transition(userTurnState(1), { type: 'leave' }).state;
    expect(transition(leaving, { type: 'leave' }).effects).toEqual([]);
    const r = transition(leaving, { type: 'tick' });
    expect(r.state.timeout).toBe(true);
    expect(r.effects.filter((e) => e.type === 'endCall')).toEqual([]);
  });

  it('an audio-processing error while recording leaves the microphone states (the controller closes it)', () => {
    const recording = run(userTurnState(), ...startRec).state;
    expect(recording.microphone).toBe(true);
    const r = transition(recording, msg({ type: 'error', code: 'ERROR_HANDLING_USER_RESPONSE_AUDIO' }));
    expect(r.state.microphone).toBe(false);
    expect(r.state.recording).toBe(false);
  });

  it('a drop clears the audio queue', () => {
    const playing = run(userTurnState(), msg(modelResponse(false))).state;
    expect(transition(playing, { type: 'connectionLost' }).effects).toContainEqual({ type: 'clearQueue' });
  });

  it('an answer sent but not acknowledged before a drop is offered again after the reconnect', () => {
    const sentState = run(userTurnState(), { type: 'sendText', text: 'my answer' }).state;
    let r = run(
      sentState,
      { type: 'connectionLost' },
      { type: 'reconnect' },
      { type: 'socketOpen' },
      msg({ type: 'initial_message', metadata: { m: 9 } }),
    );
    expect(r.state.userTurn).toBe(true);
    expect(r.state.canResend).toBe(true);
    r = transition(r.state, { type: 'resendAnswer' });
    expect(sent(r.effects)).toEqual([
      { type: 'user_response_text', message: 'my answer', metadata: { m: 9 } },
    ]);
    r = transition(
      r.state,
      msg({ type: 'user_transcript', transcript: 'x', chat: testChat('c9', 'CANDIDATE', ['x']) }),
    );
    expect(r.state.pendingAnswer).toBeNull();
  });

  it('an acknowledged answer is not offered again', () => {
    const s = run(
      userTurnState(),
      { type: 'sendText', text: 'ok' },
      msg({ type: 'user_transcript', transcript: 'ok', chat: testChat('c1', 'CANDIDATE', ['ok']) }),
      { type: 'connectionLost' },
      { type: 'reconnect' },
      { type: 'socketOpen' },
      msg({ type: 'initial_message', metadata: {} }),
      msg(modelResponse(true)),
      { type: 'queueDrained', finalSentence: true },
    ).state;
    expect(s.userTurn).toBe(true);
    expect(s.canResend).toBe(false);
  });

  it('a failed end call after the server ended the interview still goes to the feedback page', () => {
    let r = run(userTurnState(), msg({ type: 'end' }), msg({ type: 'toggle_leave_interview' }));
    expect(r.state.leaving).toBe(true);
    r = transition(r.state, { type: 'endCallFailed' });
    expect(r.effects).toContainEqual({ type: 'navigate', to: 'feedback', delayMs: 0 });
  });

  it('an error without a code opens Generation Error with UNKNOWN_ERROR', () => {
    const r = transition(userTurnState(), msg({ type: 'error' }));
    expect(r.state.dialog).toEqual({ kind: 'generation', code: 'UNKNOWN_ERROR' });
  });
});
