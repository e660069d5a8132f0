import { describe, expect, it } from 'vitest';
import { transition } from './session-step';
import { interviewerStatus } from './session-view';
import {
  fresh,
  modelResponse,
  msg,
  run,
  sent,
  startRec,
  testJoin,
  toasts,
  userTurnState,
} from './test-support/doubles';

// The session machine stepped on its own (no controller): joining, the countdown and the ways out.

describe('session lifecycle', () => {
  it('start connects and shows Joining...', () => {
    const { state, effects } = run(fresh(), { type: 'start', join: testJoin });
    expect(state.joining).toBe(true);
    expect(interviewerStatus(state)).toBe('Joining...');
    expect(effects).toEqual([{ type: 'connect' }, { type: 'armDeadline', wait: 'joining' }]);
  });

  it('sends the join message with the device list once the socket opens', () => {
    const { effects } = run(fresh(), { type: 'start', join: testJoin }, { type: 'socketOpen' });
    expect(sent(effects)).toEqual([{ type: 'join', ...testJoin }]);
  });

  it('initial_message connects: joined toast, reconnect sound, countdown starts', () => {
    const { state, effects } = run(
      fresh(),
      { type: 'start', join: testJoin },
      { type: 'socketOpen' },
      msg({ type: 'initial_message', metadata: { m: 1 } }),
    );
    expect(state.connected).toBe(true);
    expect(state.joining).toBe(false);
    expect(state.metadata).toEqual({ m: 1 });
    expect(toasts(effects)).toEqual(['Ava has joined the interview session.']);
    expect(effects).toContainEqual({ type: 'playSound', sound: 'reconnect' });
    expect(effects).toContainEqual({ type: 'startCountdown' });
  });

  it('cannot start when already connected or finished', () => {
    const connected = userTurnState();
    expect(transition(connected, { type: 'start', join: testJoin }).effects).toEqual([]);
    const finished = transition(userTurnState(1), { type: 'tick' }).state;
    expect(finished.finished).toBe(true);
    expect(transition(finished, { type: 'start', join: testJoin }).effects).toEqual([]);
  });

  it('answers ping with pong carrying time remaining and the latest metadata', () => {
    const state = userTurnState();
    const { effects } = transition(state, msg({ type: 'ping', eventId: 'e1' }));
    expect(sent(effects)).toEqual([
      { type: 'pong', eventId: 'e1', timeRemaining: state.timeRemaining, metadata: { turn: 2 } },
    ]);
  });

  it('tick counts down once per second', () => {
    const state = userTurnState();
    expect(transition(state, { type: 'tick' }).state.timeRemaining).toBe(599);
  });

  it('tick does nothing before the countdown started', () => {
    expect(transition(fresh(), { type: 'tick' }).state.timeRemaining).toBe(600);
  });
});

describe('time out', () => {
  it('at 0: toast, end call with timeout once, storage cleared, leave sound, feedback 2 s after the end call', () => {
    const s = userTurnState(1);
    const r = transition(s, { type: 'tick' });
    expect(r.state.timeout).toBe(true);
    expect(r.state.timeRemaining).toBe(0);
    expect(toasts(r.effects)).toEqual(["Time's Up! Your interview session has ended"]);
    expect(r.effects.filter((e) => e.type === 'endCall')).toEqual([{ type: 'endCall', timeout: true }]);
    expect(r.effects).toContainEqual({ type: 'clearStorage' });
    expect(r.effects).toContainEqual({ type: 'playSound', sound: 'leave' });
    // Later ticks and Leave change nothing: handled once.
    expect(transition(r.state, { type: 'tick' }).effects).toEqual([]);
    expect(transition(r.state, { type: 'leave' }).effects).toEqual([]);
    // The feedback page follows once the server recorded the end (else it says 'not completed', decision 0630).
    expect(transition(r.state, { type: 'endCallSucceeded' }).effects).toContainEqual({
      type: 'navigate',
      to: 'feedback',
      delayMs: 2000,
    });
  });

  it('cancels a running recording', () => {
    const s = run(userTurnState(1), ...startRec).state;
    expect(transition(s, { type: 'tick' }).effects).toContainEqual({ type: 'cancelRecording' });
  });
});

describe('server-initiated end', () => {
  it('waits for the queue to drain, then toasts and leaves once', () => {
    let s = run(userTurnState(), msg(modelResponse(true, 'Goodbye'))).state;
    let r = transition(s, msg({ type: 'end' }));
    r = transition(r.state, msg({ type: 'toggle_leave_interview' }));
    expect(r.effects).toEqual([]);
    expect(r.state.userTurn).toBe(false);
    r = transition(r.state, { type: 'queueDrained', finalSentence: true });
    expect(toasts(r.effects)).toEqual(['The system has detected that the interview session has ended.']);
    expect(r.effects.filter((e) => e.type === 'endCall')).toEqual([{ type: 'endCall', timeout: false }]);
    expect(r.state.userTurn).toBe(false);
    expect(interviewerStatus(r.state)).toBe('Leaving...');
    s = r.state;
    // Duplicate end frames and a second drain do nothing.
    expect(transition(s, msg({ type: 'end' })).effects).toEqual([]);
    expect(transition(s, { type: 'queueDrained', finalSentence: true }).effects).toEqual([]);
    r = transition(s, { type: 'endCallSucceeded' });
    expect(r.effects).toContainEqual({
      type: 'navigate',
      to: 'feedback',
      delayMs: 0,
    });
    expect(r.state.finished).toBe(true);
  });

  it('leaves immediately when nothing is playing', () => {
    const r = run(userTurnState(), msg({ type: 'toggle_leave_interview' }), msg({ type: 'end' }));
    expect(toasts(r.effects)).toEqual(['The system has detected that the interview session has ended.']);
  });

  it('does not leave on end alone', () => {
    expect(transition(userTurnState(), msg({ type: 'end' })).effects).toEqual([]);
  });
});

describe('user leave', () => {
  it('calls end once and plays the leave sound; on success sends end and navigates', () => {
    let r = transition(userTurnState(), { type: 'leave' });
    // The socket's end would end the interview on the server: it waits for the end call to succeed.
    expect(sent(r.effects)).toEqual([]);
    expect(r.effects).toContainEqual({ type: 'endCall', timeout: false });
    expect(r.effects).toContainEqual({ type: 'playSound', sound: 'leave' });
    expect(transition(r.state, { type: 'leave' }).effects).toEqual([]);
    r = transition(r.state, { type: 'endCallSucceeded' });
    expect(sent(r.effects)).toEqual([{ type: 'end', metadata: { turn: 2 } }]);
    expect(r.effects).toContainEqual({
      type: 'navigate',
      to: 'feedback',
      delayMs: 0,
    });
  });

  it('end call failure toasts and allows trying again', () => {
    let r = transition(userTurnState(), { type: 'leave' });
    r = transition(r.state, { type: 'endCallFailed' });
    expect(toasts(r.effects)).toEqual(['Failed to end interview room session']);
    // The interview goes on: the countdown still ticks, the turn is the candidate's again.
    expect(r.state.leaving).toBe(false);
    expect(r.state.userTurn).toBe(true);
    const before = r.state.timeRemaining;
    expect(transition(r.state, { type: 'tick' }).state.timeRemaining).toBe(before - 1);
    expect(transition(r.state, { type: 'leave' }).effects).toContainEqual({
      type: 'endCall',
      timeout: false,
    });
  });
});

describe('a countdown held back by the browser (decision 0651)', () => {
  it('a late tick of 29 s with 5 s left ends the interview instead of showing time left', () => {
    const r = transition(userTurnState(5), { type: 'tick', seconds: 29 });
    expect(r.state.phase).toMatch(/^timedOut/);
  });

  it('a late tick with time still left takes every second it carries', () => {
    expect(transition(userTurnState(60), { type: 'tick', seconds: 29 }).state.timeRemaining).toBe(31);
  });
});
