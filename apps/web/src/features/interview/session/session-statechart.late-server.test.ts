import { describe, expect, it } from 'vitest';
import { transition } from './session-step';
import { canAnswer, interviewerStatus } from './session-view';
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

// Turns belong to the server (decision 0635): past a deadline the room says the interviewer is late and waits for
// it (decision 0662) rather than invite an answer it would refuse; a late interviewer is heard, and no answer is
// ever thrown away or taken as acknowledged by mistake.

const answered: SessionEvent[] = [
  { type: 'sendText', text: 'first answer' },
  msg({ type: 'user_transcript', transcript: 'first answer', chat: testChat('c1', 'CANDIDATE') }),
];
/** The reply to the first answer, in a new chat. */
const reply = (final: boolean, text = 'Next question?') =>
  msg({ ...modelResponse(final, text), chat: testChat('m2', 'MODEL', [text]) });

/** The candidate answered; the interviewer never replied within the processing deadline. */
function pastDeadline() {
  return run(userTurnState(), ...answered, { type: 'deadlinePassed', wait: 'processing' });
}

/** An answer the sending deadline handed back unconfirmed: the turn is the candidate's, the answer offered again. */
function unconfirmed() {
  return run(
    userTurnState(),
    { type: 'sendText', text: 'first answer' },
    { type: 'deadlinePassed', wait: 'sending' },
  ).state;
}

describe('a late interviewer (G2)', () => {
  it('past the processing deadline the room says the interviewer is late and invites no answer (decision 0662)', () => {
    const r = pastDeadline();
    expect(r.state.phase).toBe('running.live.late');
    expect(interviewerStatus(r.state)).toBe('The interviewer is taking longer than usual');
    // Neither Start Speaking nor Send: the server would refuse the answer (ERROR_NOT_USER_TURN).
    expect(canAnswer(r.state)).toBe(false);
    expect(r.state.userTurn).toBe(false);
    // End interview stays.
    expect(r.state.canConfirmLeave).toBe(true);
    // The status says it; no toast on top (one message per event).
    expect(toasts(r.effects)).toEqual([]);
    // A typed answer is not sent while the interviewer has the turn.
    const typed = transition(r.state, { type: 'sendText', text: 'too early' });
    expect(sent(typed.effects)).toEqual([]);
    expect(typed.state.phase).toBe('running.live.late');
  });

  it('past the waiting deadline (a reply cut after a sentence) too; the late rest of it then gives the turn', () => {
    let s = run(userTurnState(), ...answered, reply(false, 'Good.'), {
      type: 'queueDrained',
      finalSentence: false,
    }).state;
    const r = transition(s, { type: 'deadlinePassed', wait: 'waiting' });
    expect(r.state.interviewerLate).toBe(true);
    expect(canAnswer(r.state)).toBe(false);
    expect(toasts(r.effects)).toEqual([]);
    s = run(r.state, reply(true, 'Next question?'), { type: 'queueDrained', finalSentence: true }).state;
    expect(s.interviewerLate).toBe(false);
    expect(canAnswer(s)).toBe(true);
  });

  it('the late reply is heard and then gives the turn, with nothing to send again', () => {
    let s = pastDeadline().state;
    s = transition(s, reply(false)).state;
    expect(s.modelPlaying).toBe(true);
    expect(interviewerStatus(s)).toBeNull();
    s = run(s, { type: 'queueDrained', finalSentence: false }, reply(true), {
      type: 'queueDrained',
      finalSentence: true,
    }).state;
    expect(canAnswer(s)).toBe(true);
    expect(s.canResend).toBe(false);
  });

  it('a late reply while recording stops the recording, keeps it and offers it again once the turn is back', () => {
    let s = run(unconfirmed(), ...startRec).state;
    expect(s.recording).toBe(true);
    const r = transition(s, reply(true));
    // The recording is stopped to be kept, not cancelled.
    expect(r.effects.map((e) => e.type)).toContain('stopRecording');
    expect(r.effects.map((e) => e.type)).not.toContain('cancelRecording');
    s = r.state;
    expect(s.modelPlaying).toBe(true);
    expect(s.microphone).toBe(false);
    // The encoded recording arrives while the interviewer speaks: kept, not sent, and the candidate is told.
    const kept = transition(s, { type: 'audioRecorded', audioBase64: 'GkXf' });
    expect(sent(kept.effects)).toEqual([]);
    expect(toasts(kept.effects)).toEqual(['Your recording is kept: send it when it is your turn.']);
    expect(kept.state.pendingAnswer).toEqual({ kind: 'audio', audioBase64: 'GkXf' });
    s = transition(kept.state, { type: 'queueDrained', finalSentence: true }).state;
    expect(s.userTurn).toBe(true);
    expect(s.canResend).toBe(true);
    expect(s.pendingWhy).toBe('interrupted');
  });

  it('a late reply while the recording encodes keeps the encoded answer', () => {
    let s = run(unconfirmed(), ...startRec, { type: 'stopRecording' }).state;
    expect(s.phase).toBe('running.live.candidate.encoding');
    s = transition(s, reply(true)).state;
    expect(s.modelPlaying).toBe(true);
    const r = transition(s, { type: 'audioRecorded', audioBase64: 'GkXf' });
    expect(r.state.pendingAnswer).toEqual({ kind: 'audio', audioBase64: 'GkXf' });
    expect(toasts(r.effects)).toEqual(['Your recording is kept: send it when it is your turn.']);
    s = transition(r.state, { type: 'queueDrained', finalSentence: true }).state;
    expect(s.canResend).toBe(true);
  });

  it('a late reply is never the acknowledgement of an answer sent while a reply is owed', () => {
    // The server refused an answer (ERROR_NOT_USER_TURN): it owes its reply. Sent again before that reply ends,
    // the answer is not acknowledged by the reply's chunks.
    let s = run(
      userTurnState(),
      { type: 'sendText', text: 'second answer' },
      msg({ type: 'error', code: 'ERROR_NOT_USER_TURN' }),
    ).state;
    expect(s.replyOwed).toBe(true);
    s = transition(s, reply(true)).state;
    expect(s.modelPlaying).toBe(true);
    expect(s.pendingAnswer).toEqual({ kind: 'text', text: 'second answer' });
    s = transition(s, { type: 'queueDrained', finalSentence: true }).state;
    expect(s.canResend).toBe(true);
  });

  it('a chunk of the previous reply (its chat already in the transcript) is not an acknowledgement', () => {
    // The interviewer's reply is cut off after its first chunk; the answer offered again after the sending
    // deadline is sent; a late chunk of the earlier reply's chat does not acknowledge it.
    let s = run(
      userTurnState(),
      ...answered,
      reply(false, 'Good.'),
      { type: 'queueDrained', finalSentence: false },
      reply(true, 'Next question?'),
      { type: 'queueDrained', finalSentence: true },
      { type: 'sendText', text: 'second answer' },
    ).state;
    s = transition(s, reply(true, 'Next question?')).state;
    expect(s.pendingAnswer).toEqual({ kind: 'text', text: 'second answer' });
  });

  it('a reply in a new chat, with no reply owed, still acknowledges an answer whose transcript was lost', () => {
    let s = run(userTurnState(), { type: 'sendText', text: 'an answer' }).state;
    s = transition(s, reply(false)).state;
    expect(s.pendingAnswer).toBeNull();
  });

  it('ERROR_NOT_USER_TURN keeps the answer, says so, and offers it again once the interviewer has finished', () => {
    let s = run(userTurnState(), { type: 'sendText', text: 'second answer' }).state;
    const r = transition(s, msg({ type: 'error', code: 'ERROR_NOT_USER_TURN' }));
    expect(r.state.dialog).toBeNull();
    expect(r.state.pendingAnswer).toEqual({ kind: 'text', text: 'second answer' });
    expect(toasts(r.effects)).toEqual([
      'The interviewer has not finished. Your answer is kept: send it again when it is your turn.',
    ]);
    // The interviewer's turn: its reply comes and is played; then the answer is offered again.
    s = run(r.state, reply(true), { type: 'queueDrained', finalSentence: true }).state;
    expect(s.canResend).toBe(true);
    expect(s.pendingWhy).toBe('notYourTurn');
    const again = transition(s, { type: 'resendAnswer' });
    expect(sent(again.effects)).toEqual([
      { type: 'user_response_text', message: 'second answer', metadata: expect.anything() },
    ]);
  });

  it('ERROR_NOT_USER_TURN while the interviewer speaks (a refused repeat) opens no dialog', () => {
    const s = run(userTurnState(), { type: 'repeat' }).state;
    const r = transition(s, msg({ type: 'error', code: 'ERROR_NOT_USER_TURN' }));
    expect(r.state.dialog).toBeNull();
    expect(r.state.phase).toBe('running.live.waiting');
  });
});

describe('why an answer is offered again (G12)', () => {
  it('after Audio Processing Error the answer is offered as not processed, not as cut by the connection', () => {
    const s = run(
      userTurnState(),
      { type: 'sendText', text: 'an answer' },
      msg({ type: 'error', code: 'ERROR_HANDLING_USER_RESPONSE_TEXT' }),
      { type: 'retryAfterAudioError' },
    ).state;
    expect(s.canResend).toBe(true);
    expect(s.pendingWhy).toBe('audioError');
  });

  it('after a drop it is the connection; after the sending deadline, unconfirmed', () => {
    const sending = run(userTurnState(), { type: 'sendText', text: 'an answer' }).state;
    expect(transition(sending, { type: 'connectionLost', code: 1006 }).state.pendingWhy).toBe('connection');
    expect(transition(sending, { type: 'deadlinePassed', wait: 'sending' }).state.pendingWhy).toBe(
      'unconfirmed',
    );
  });
});

describe('a microphone that ends mid-answer (G10)', () => {
  it('stops the recording, keeps and sends what was recorded, and says so', () => {
    const s = run(userTurnState(), ...startRec).state;
    const r = transition(s, { type: 'microphoneEnded' });
    expect(r.state.recording).toBe(false);
    expect(r.effects.map((e) => e.type)).toContain('stopRecording');
    expect(toasts(r.effects)).toEqual([
      'Your microphone stopped, so the recording ended. What you recorded is sent as your answer.',
    ]);
    const sentNow = transition(r.state, { type: 'audioRecorded', audioBase64: 'GkXf' });
    expect(sent(sentNow.effects)).toEqual([
      { type: 'user_response_audio', audio_base_64: 'GkXf', metadata: expect.anything() },
    ]);
  });
});
