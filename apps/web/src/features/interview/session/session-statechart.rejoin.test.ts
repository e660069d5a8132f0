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

describe('an answer typed as the turn comes back after a rejoin (seed 498719, decision 0086)', () => {
  // Seed 498719, interview 6: the first answer reached the server as the link dropped (its transcript and the
  // start of the reply went with the link); a server that went silent after the drop (one join never greeted),
  // then a greeted join. The room gave the candidate the turn at once (it was theirs at the drop), the second
  // answer was typed, and the server, still speaking the reply the drop cut, refused it. The reply's first chunk,
  // in a chat the room had never seen, was taken for that answer's acknowledgement: 2 answers given, 1 on the mock.
  const secondAnswer = 'my second answer';
  const nextTurn = (final: boolean) =>
    msg({
      ...modelResponse(final, 'Thanks. Next question.'),
      chat: testChat('m2', 'MODEL', ['Thanks. Next question.']),
    });
  const silentThenGreeted: SessionEvent[] = [
    answer,
    { type: 'connectionLost', code: 1006 },
    { type: 'reconnect' },
    { type: 'socketOpen' },
    // The silent server: the join is never answered.
    { type: 'deadlinePassed', wait: 'joining' },
    { type: 'reconnect' },
    { type: 'socketOpen' },
    msg({ type: 'initial_message', metadata: { m: 3 } }),
    { type: 'chatsSynced', chats: [greeting, introduction] },
  ];

  it('the rest of the reply the drop cut acknowledges nothing: the refused answer is offered again once the turn is back', () => {
    let s = run(userTurnState(), ...silentThenGreeted).state;
    // The server holds the first answer (decision 0663); the candidate has the turn again and types the second.
    expect(s.pendingAnswer).toBeNull();
    s = run(s, { type: 'sendText', text: secondAnswer }).state;
    expect(s.phase).toBe('running.live.sending');
    // On its way: 'Are you sure?' has nothing to warn of yet.
    expect(s.unsentAnswer).toBe(false);
    s = run(
      s,
      nextTurn(false),
      msg({ type: 'error', code: 'ERROR_NOT_USER_TURN', message: "it is the interviewer's turn" }),
      nextTurn(true),
      { type: 'queueDrained', finalSentence: true },
    ).state;
    expect(s.phase).toBe('running.live.candidate.ready');
    expect(s.pendingAnswer).toEqual({ kind: 'text', text: secondAnswer });
    expect(s.canResend).toBe(true);
    // Refused and kept: End interview's 'Are you sure?' says leaving now may lose it.
    expect(s.unsentAnswer).toBe(true);
    expect(sent(transition(s, { type: 'resendAnswer' }).effects)).toEqual([
      { type: 'user_response_text', message: secondAnswer, metadata: expect.anything() },
    ]);
  });

  it('the server took it: its transcript acknowledges it, and the reply that follows is the reply to it', () => {
    const s = run(
      userTurnState(),
      ...silentThenGreeted,
      { type: 'sendText', text: secondAnswer },
      msg({
        type: 'user_transcript',
        transcript: secondAnswer,
        chat: testChat('c2', 'CANDIDATE', [secondAnswer]),
      }),
      nextTurn(true),
      { type: 'queueDrained', finalSentence: true },
    ).state;
    expect(s.pendingAnswer).toBeNull();
    expect(s.canResend).toBe(false);
    expect(s.unsentAnswer).toBe(false);
    expect(s.chats.map((c) => c.id)).toEqual(['m1', 'c1', 'c2', 'm2']);
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
