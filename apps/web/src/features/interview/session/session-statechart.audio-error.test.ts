import { describe, expect, it } from 'vitest';
import { transition } from './session-step';
import type { SessionEvent } from './session-types';
import type { SessionState } from './session-view';
import { msg, run, userTurnState } from './test-support/doubles';

// The spec: an unexpected close opens Connection Lost only "with no error dialog open" (decisions 0605, 0060).
// Audio Processing Error stays until the candidate presses Retry; then the room shows what the close meant.

/** An answer sent, and the server could not process it: Audio Processing Error is open. */
function audioErrorOpen(): SessionState {
  const answered = run(userTurnState(), { type: 'sendText', text: 'answer' }).state;
  const s = transition(answered, msg({ type: 'error', code: 'ERROR_HANDLING_USER_RESPONSE_AUDIO' })).state;
  expect(s.dialog).toEqual({ kind: 'audio-processing' });
  return s;
}

describe('a socket lost while Audio Processing Error is open', () => {
  it.each<[string, SessionEvent]>([
    ['a close', { type: 'connectionLost', code: 1006 }],
    ['a silent server', { type: 'linkLost', cause: 'silence' }],
    ['the browser offline', { type: 'linkLost', cause: 'offline' }],
  ])(
    '%s keeps the dialog; Retry then opens Connection Lost, whose Reconnect resumes at the turn',
    (_, lost) => {
      const r = transition(audioErrorOpen(), lost);
      expect(r.state.dialog).toEqual({ kind: 'audio-processing' });
      // As under Connection Lost: the countdown pauses and the dead link is let go (decision 0605).
      expect(r.state.countdownRunning).toBe(false);
      expect(r.effects).toContainEqual({ type: 'stopCountdown' });
      if (lost.type === 'linkLost') expect(r.effects).toContainEqual({ type: 'disconnect' });
      // Nothing else the socket could say matters now: a second close or the offline event changes nothing.
      expect(transition(r.state, { type: 'linkLost', cause: 'offline' }).state.dialog).toEqual({
        kind: 'audio-processing',
      });

      const retried = transition(r.state, { type: 'retryAfterAudioError' }).state;
      expect(retried.dialog).toEqual({ kind: 'connection-lost' });

      const back = run(
        retried,
        { type: 'reconnect' },
        { type: 'socketOpen' },
        msg({ type: 'initial_message', metadata: { m: 2 } }),
      ).state;
      expect(back.dialog).toBeNull();
      expect(back.userTurn).toBe(true);
      // The answer the server could not process is still offered again.
      expect(back.canResend).toBe(true);
      expect(back.pendingWhy).toBe('audioError');
    },
  );

  it('a take-over by another tab (4001) keeps the dialog; Retry then asks whether to take the room back', () => {
    const r = transition(audioErrorOpen(), { type: 'connectionLost', code: 4001 });
    expect(r.state.dialog).toEqual({ kind: 'audio-processing' });
    expect(transition(r.state, { type: 'retryAfterAudioError' }).state.dialog).toEqual({ kind: 'revoked' });
  });

  it('with the socket still open, Retry gives the turn back as before', () => {
    const retried = transition(audioErrorOpen(), { type: 'retryAfterAudioError' }).state;
    expect(retried.dialog).toBeNull();
    expect(retried.userTurn).toBe(true);
    expect(retried.connected).toBe(true);
  });
});
