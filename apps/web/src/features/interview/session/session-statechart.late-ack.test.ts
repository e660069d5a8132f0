import { describe, expect, it } from 'vitest';
import { transition } from './session-step';
import {
  modelResponse,
  msg,
  run,
  sent,
  startRec,
  testChat,
  toasts,
  userTurnState,
} from './test-support/doubles';
import type { SessionEvent } from './session-types';

// An answer whose acknowledgement came after the sending deadline (decision 0648): its late `user_transcript`
// or `error` is about that answer, never about the one the candidate is recording or has sent since.

const lateTranscript = msg({
  type: 'user_transcript',
  transcript: 'first answer',
  chat: testChat('c1', 'CANDIDATE', ['first answer']),
});
const reply = (final: boolean, text = 'Next question?') =>
  msg({ ...modelResponse(final, text), chat: testChat('m2', 'MODEL', [text]) });

/** Answer A sent; no acknowledgement by the sending deadline: the turn is back with A unconfirmed. */
function unconfirmed() {
  return run(userTurnState(), { type: 'sendText', text: 'first answer' }, {
    type: 'deadlinePassed',
    wait: 'sending',
  } satisfies SessionEvent).state;
}

describe('a late acknowledgement of an earlier answer (decision 0648)', () => {
  it('while the candidate records B: B is stopped and kept, never cancelled, and A is in the transcript', () => {
    let s = run(unconfirmed(), ...startRec).state;
    expect(s.recording).toBe(true);
    const r = transition(s, lateTranscript);
    expect(r.effects.map((e) => e.type)).toContain('stopRecording');
    expect(r.effects.map((e) => e.type)).not.toContain('cancelRecording');
    expect(r.state.chats.map((c) => c.id)).toContain('c1');
    s = r.state;
    // B arrives while the interviewer answers A: kept, said so, offered once the turn is back.
    const kept = transition(s, { type: 'audioRecorded', audioBase64: 'GkXf' });
    expect(sent(kept.effects)).toEqual([]);
    expect(toasts(kept.effects)).toEqual(['Your recording is kept: send it when it is your turn.']);
    s = run(kept.state, reply(true), { type: 'queueDrained', finalSentence: true }).state;
    expect(s.userTurn).toBe(true);
    expect(s.canResend).toBe(true);
    expect(s.pendingAnswer).toEqual({ kind: 'audio', audioBase64: 'GkXf' });
  });

  it('while B is on its way: B stays pending, and the refusal of B keeps it to offer again', () => {
    let s = run(unconfirmed(), { type: 'sendText', text: 'second answer' }).state;
    expect(s.phase).toBe('running.live.sending');
    s = transition(s, lateTranscript).state;
    expect(s.chats.map((c) => c.id)).toContain('c1');
    expect(s.pendingAnswer).toEqual({ kind: 'text', text: 'second answer' });
    const refused = transition(s, msg({ type: 'error', code: 'ERROR_NOT_USER_TURN' }));
    expect(refused.state.pendingAnswer).toEqual({ kind: 'text', text: 'second answer' });
    expect(toasts(refused.effects)).toEqual([
      'The interviewer has not finished. Your answer is kept: send it again when it is your turn.',
    ]);
    s = run(refused.state, reply(true), { type: 'queueDrained', finalSentence: true }).state;
    expect(s.canResend).toBe(true);
    expect(s.pendingAnswer).toEqual({ kind: 'text', text: 'second answer' });
  });

  it("B's own transcript, after A's, still acknowledges B", () => {
    let s = run(unconfirmed(), { type: 'sendText', text: 'second answer' }, lateTranscript).state;
    s = transition(
      s,
      msg({ type: 'user_transcript', transcript: 'second answer', chat: testChat('c2', 'CANDIDATE') }),
    ).state;
    expect(s.pendingAnswer).toBeNull();
    expect(s.phase).toBe('running.live.processing');
  });

  it('Send Again of the same answer: its transcript acknowledges it', () => {
    let s = run(unconfirmed(), { type: 'resendAnswer' }).state;
    expect(s.phase).toBe('running.live.sending');
    s = transition(s, lateTranscript).state;
    expect(s.pendingAnswer).toBeNull();
    expect(s.phase).toBe('running.live.processing');
  });

  it('a late processing error for A while the candidate records B: B goes on, no dialog', () => {
    const s = run(unconfirmed(), ...startRec).state;
    const r = transition(s, msg({ type: 'error', code: 'ERROR_HANDLING_USER_RESPONSE_TEXT' }));
    expect(r.effects.map((e) => e.type)).not.toContain('cancelRecording');
    expect(r.state.dialog).toBeNull();
    expect(r.state.recording).toBe(true);
    expect(r.state.microphone).toBe(true);
    expect(toasts(r.effects)).toEqual(['An error occurred. Please try again.']);
  });

  it('a late transcript for A in the handed-over turn acknowledges A', () => {
    const s = transition(unconfirmed(), lateTranscript).state;
    expect(s.pendingAnswer).toBeNull();
    expect(s.phase).toBe('running.live.processing');
  });
});
