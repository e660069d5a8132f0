import { describe, expect, it } from 'vitest';
import { transition } from './session-step';
import { modelResponse, msg, run, sent, testChat, userTurnState } from './test-support/doubles';
import type { SessionEvent } from './session-types';

// An answer cut by the connection, then a rejoin (decision 0663): the server's chats, read after the join, say
// whether it arrived; a reply after the rejoin does not.

const answer: SessionEvent = { type: 'sendText', text: 'my introduction' };
/** The link dies before the transcript; Reconnect; the server greets again. */
const cutAndRejoined: SessionEvent[] = [
  answer,
  { type: 'connectionLost', code: 1006 },
  { type: 'reconnect' },
  { type: 'socketOpen' },
  msg({ type: 'initial_message', metadata: { m: 2 } }),
];
const greeting = testChat('m1', 'MODEL', ['Hello']);
const introduction = testChat('c1', 'CANDIDATE', ['my introduction']);
/** The server's next question, in a chat the room never saw. */
const nextQuestion = msg({
  ...modelResponse(true, 'Thanks for that introduction.'),
  chat: testChat('m2', 'MODEL', ['Thanks for that introduction.']),
});

describe('an answer cut by the connection, after Reconnect (seed 498728, decision 0663)', () => {
  it('a reply after the rejoin is not its acknowledgement: the server may not hold it, so it is still offered', () => {
    // Seed 498728, interview 3: the answer never reached the server (0 on the mock) and a model_response after
    // the rejoin was taken for its acknowledgement: 1 answer given, 0 on the mock, 0 offered again.
    let s = run(userTurnState(), ...cutAndRejoined).state;
    expect(s.canResend).toBe(true);
    s = run(s, nextQuestion, { type: 'queueDrained', finalSentence: true }).state;
    expect(s.pendingAnswer).toEqual({ kind: 'text', text: 'my introduction' });
    expect(s.canResend).toBe(true);
    // The server's chats, read after the join, do not hold it: still offered, and it can be sent.
    s = transition(s, { type: 'chatsSynced', chats: [greeting] }).state;
    expect(s.canResend).toBe(true);
    expect(sent(transition(s, { type: 'resendAnswer' }).effects)).toEqual([
      { type: 'user_response_text', message: 'my introduction', metadata: expect.anything() },
    ]);
  });

  it("the server holds it: the answer goes into the transcript, before the interviewer's next question, and is not offered again", () => {
    let s = run(userTurnState(), ...cutAndRejoined, nextQuestion).state;
    expect(s.chats.map((c) => c.id)).toEqual(['m1', 'm2']);
    s = transition(s, {
      type: 'chatsSynced',
      chats: [greeting, introduction, testChat('m2', 'MODEL', ['Thanks for that introduction.'])],
    }).state;
    expect(s.chats.map((c) => c.id)).toEqual(['m1', 'c1', 'm2']);
    expect(s.pendingAnswer).toBeNull();
    s = transition(s, { type: 'queueDrained', finalSentence: true }).state;
    expect(s.canResend).toBe(false);
  });

  it('a failed read changes nothing: the answer stays offered', () => {
    const s = run(userTurnState(), ...cutAndRejoined, { type: 'chatsSynced', chats: null }).state;
    expect(s.canResend).toBe(true);
    expect(s.chats.map((c) => c.id)).toEqual(['m1']);
  });
});

describe("a stale tab's Reconnect (decision 0665)", () => {
  const rejoinRefused = (otherTabLive: boolean): SessionEvent[] => [
    { type: 'connectionLost', code: 1006 },
    { type: 'reconnect' },
    { type: 'socketOpen' },
    { type: 'otherTab', live: otherTabLive },
    msg({ type: 'error', code: 'ERROR_MULTIPLE_CONNECTIONS' }),
  ];
  const types = (effects: { type: string }[]) => effects.map((e) => e.type);

  it('another tab of this browser has the interview live: this tab asks, and takes nothing without an answer', () => {
    const r = run(userTurnState(), ...rejoinRefused(true));
    expect(r.state.dialog).toEqual({ kind: 'multiple-sessions' });
    expect(types(r.effects)).not.toContain('revokeCall');
  });

  it('no other tab has it: the connection the server holds is our own stale one, taken back without asking (G4)', () => {
    const r = run(userTurnState(), ...rejoinRefused(false));
    expect(r.state.dialog).toBeNull();
    expect(types(r.effects)).toContain('revokeCall');
  });
});
