import { describe, expect, it } from 'vitest';
import { transition } from './session-step';
import { fresh, joinedState, modelResponse, msg, run, testJoin } from './test-support/doubles';
import type { SessionEvent } from './session-types';

// No interviewer audio plays under a dialog.

const OPENS_A_DIALOG: SessionEvent[] = [
  msg({ type: 'error', code: 'ERROR_GENERATING_RESPONSE' }),
  msg({ type: 'error' }),
  msg({ type: 'error', code: 'ERROR_HANDLING_USER_RESPONSE_AUDIO' }),
  msg({ type: 'error', code: 'ERROR_MULTIPLE_CONNECTIONS' }),
  { type: 'connectionLost', code: 1006 },
  { type: 'connectionLost', code: 4001 },
  { type: 'linkLost', cause: 'silence' },
  { type: 'linkLost', cause: 'offline' },
];

describe('audio stops under every error dialog (G5)', () => {
  it.each(OPENS_A_DIALOG.map((e) => [JSON.stringify(e), e] as const))(
    'while the interviewer speaks, %s opens its dialog and clears the audio queue',
    (_name, event) => {
      const speaking = run(joinedState(), msg(modelResponse(false))).state;
      expect(speaking.modelPlaying).toBe(true);
      const r = transition(speaking, event);
      expect(r.state.dialog).not.toBeNull();
      expect(r.effects.map((e) => e.type)).toContain('clearQueue');
    },
  );
});

describe('a late chunk under Generation Error (G5)', () => {
  it('keeps its text and is not played: the dialog stays', () => {
    const s = run(joinedState(), msg({ type: 'error', code: 'ERROR_GENERATING_RESPONSE' })).state;
    const r = transition(s, msg(modelResponse(true, 'Late.')));
    expect(r.state.dialog).toEqual({ kind: 'generation', code: 'ERROR_GENERATING_RESPONSE' });
    expect(r.effects.map((e) => e.type)).not.toContain('enqueueAudio');
    expect(r.state.chats.at(-1)?.id).toBe('m1');
  });
});

describe('a reconnect that meets its own previous connection (G4)', () => {
  const rejoin = (): SessionEvent[] => [
    { type: 'connectionLost', code: 1006 },
    { type: 'reconnect' },
    { type: 'socketOpen' },
  ];

  it('takes it over without asking: the revoke call, then joins again', () => {
    let s = run(joinedState(), ...rejoin()).state;
    const r = transition(s, msg({ type: 'error', code: 'ERROR_MULTIPLE_CONNECTIONS' }));
    expect(r.state.dialog).toBeNull();
    expect(r.state.joining).toBe(true);
    expect(r.effects.map((e) => e.type)).toContain('revokeCall');
    s = run(r.state, { type: 'revokeSucceeded' }).state;
    expect(s.joining).toBe(true);
    s = run(s, { type: 'socketOpen' }, msg({ type: 'initial_message', metadata: {} })).state;
    expect(s.connected).toBe(true);
  });

  it('asks when the take-over fails, and on a first join (another tab or device)', () => {
    const s = run(
      joinedState(),
      ...rejoin(),
      msg({ type: 'error', code: 'ERROR_MULTIPLE_CONNECTIONS' }),
    ).state;
    expect(transition(s, { type: 'revokeFailed' }).state.dialog).toEqual({ kind: 'multiple-sessions' });
    const first = run(
      fresh(),
      { type: 'start', join: testJoin },
      { type: 'socketOpen' },
      msg({ type: 'error', code: 'ERROR_MULTIPLE_CONNECTIONS' }),
    ).state;
    expect(first.dialog).toEqual({ kind: 'multiple-sessions' });
  });
});
