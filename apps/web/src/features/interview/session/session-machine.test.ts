import { describe, expect, it } from 'vitest';
import type { Chat, ServerMessage, ServerMessageOf } from '@mockint/api-contract/socket';
import {
  initialSessionState,
  interviewerStatus,
  recordingRefusal,
  transition,
  type JoinPayload,
  type SessionEffect,
  type SessionEvent,
  type SessionState,
} from './session-machine';

const join: JoinPayload = {
  interviewRoomId: 'room-1',
  interviewLanguageId: 'en',
  candidateId: 'cand-1',
  userAgent: 'test',
  language: 'en-US',
  screenWidth: 1280,
  screenHeight: 720,
  devices: [],
};

const chat = (id: string, sender: Chat['sender'], sentences: string[]): Chat => ({
  id,
  sender,
  timestamp: '2026-01-01T10:00:00Z',
  sentences,
});

const modelResponse = (final: boolean, text = 'Hello'): ServerMessageOf<'model_response'> => ({
  type: 'model_response',
  audio_base_64: 'AAAA',
  transcript: text,
  final_sentence: final,
  chat: chat('m1', 'MODEL', [text]),
  metadata: { turn: final ? 2 : 1 },
});

function run(state: SessionState, ...events: SessionEvent[]) {
  let effects: SessionEffect[] = [];
  for (const event of events) {
    const result = transition(state, event);
    state = result.state;
    effects = result.effects;
  }
  return { state, effects };
}

const msg = (message: ServerMessage): SessionEvent => ({ type: 'socketMessage', message });
const fresh = (timeRemaining = 600) =>
  initialSessionState({ sessionId: 'room-1', interviewerName: 'Ava', timeRemaining });

/** Connected, the first question played, the user's turn. */
function userTurnState(): SessionState {
  return run(
    fresh(),
    { type: 'start', join },
    { type: 'socketOpen' },
    msg({ type: 'initial_message', metadata: { m: 1 } }),
    msg(modelResponse(true)),
    { type: 'queueDrained', finalSentence: true },
  ).state;
}

const toasts = (effects: SessionEffect[]) =>
  effects
    .filter((e): e is Extract<SessionEffect, { type: 'toast' }> => e.type === 'toast')
    .map((e) => e.message);
const sent = (effects: SessionEffect[]) =>
  effects
    .filter((e): e is Extract<SessionEffect, { type: 'send' }> => e.type === 'send')
    .map((e) => e.message);

describe('session lifecycle', () => {
  it('start connects and shows Joining...', () => {
    const { state, effects } = run(fresh(), { type: 'start', join });
    expect(state.joining).toBe(true);
    expect(interviewerStatus(state)).toBe('Joining...');
    expect(effects).toEqual([{ type: 'connect' }]);
  });

  it('sends the join message with the device list once the socket opens', () => {
    const { effects } = run(fresh(), { type: 'start', join }, { type: 'socketOpen' });
    expect(sent(effects)).toEqual([{ type: 'join', ...join }]);
  });

  it('initial_message connects: joined toast, reconnect sound, countdown starts', () => {
    const { state, effects } = run(
      fresh(),
      { type: 'start', join },
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
    expect(transition(connected, { type: 'start', join }).effects).toEqual([]);
    const finished = { ...fresh(), finished: true };
    expect(transition(finished, { type: 'start', join }).effects).toEqual([]);
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

describe('turn-taking', () => {
  it('model_response queues audio in arrival order and plays, with caption and chat', () => {
    const connected = run(
      fresh(),
      { type: 'start', join },
      msg({ type: 'initial_message', metadata: {} }),
    ).state;
    const { state, effects } = transition(connected, msg(modelResponse(false, 'First')));
    expect(state.modelPlaying).toBe(true);
    expect(state.modelCaption).toBe('First');
    expect(state.chats).toHaveLength(1);
    expect(effects).toEqual([
      { type: 'enqueueAudio', audioBase64: 'AAAA', finalSentence: false },
      { type: 'playQueue' },
    ]);
  });

  it('updates the same chat in place when later chunks extend it', () => {
    const s = userTurnState();
    const { state } = transition(
      s,
      msg({ ...modelResponse(true), chat: chat('m1', 'MODEL', ['Hello', 'Again']) }),
    );
    expect(state.chats).toEqual([chat('m1', 'MODEL', ['Hello', 'Again'])]);
  });

  it("the user's turn begins only when the drained queue ended on a final sentence", () => {
    const playing = run(
      fresh(),
      { type: 'start', join },
      msg({ type: 'initial_message', metadata: {} }),
      msg(modelResponse(false)),
    ).state;
    expect(transition(playing, { type: 'queueDrained', finalSentence: false }).state.userTurn).toBe(false);
    expect(transition(playing, { type: 'queueDrained', finalSentence: true }).state.userTurn).toBe(true);
  });

  it('recording: start, stop → processing, audio sent with metadata', () => {
    let s = userTurnState();
    let r = transition(s, { type: 'startRecording', hasRecorder: true, microphoneSelected: true });
    expect(r.effects).toEqual([{ type: 'startRecording' }]);
    s = r.state;
    expect(s.recording).toBe(true);
    r = transition(s, { type: 'stopRecording' });
    expect(r.effects).toEqual([{ type: 'stopRecording' }]);
    expect(r.state.userTurn).toBe(false);
    expect(r.state.userProcessing).toBe(true);
    expect(interviewerStatus(r.state)).toBe('Thinking');
    r = transition(r.state, { type: 'audioRecorded', audioBase64: 'GkXf' });
    expect(sent(r.effects)).toEqual([
      { type: 'user_response_audio', audio_base_64: 'GkXf', metadata: { turn: 2 } },
    ]);
  });

  it('the recording timer reaching zero stops recording like End Response', () => {
    const s = run(userTurnState(), {
      type: 'startRecording',
      hasRecorder: true,
      microphoneSelected: true,
    }).state;
    const r = transition(s, { type: 'recordingTimeUp' });
    expect(r.effects).toEqual([{ type: 'stopRecording' }]);
    expect(r.state.userProcessing).toBe(true);
  });

  it('empty or non-Base64 recordings are refused with the spec messages and give the turn back', () => {
    const stopped = run(
      userTurnState(),
      { type: 'startRecording', hasRecorder: true, microphoneSelected: true },
      { type: 'stopRecording' },
    ).state;
    let r = transition(stopped, { type: 'audioRecorded', audioBase64: '' });
    expect(toasts(r.effects)).toEqual(['No audio recorded. Please try again.']);
    expect(sent(r.effects)).toEqual([]);
    expect(r.state.userTurn).toBe(true);
    r = transition(stopped, { type: 'audioRecorded', audioBase64: 'not base64!' });
    expect(toasts(r.effects)).toEqual(['Cannot process your response, audio format.']);
    expect(r.state.userTurn).toBe(true);
  });

  it('a failed stop/encode toasts its message and gives the turn back', () => {
    const stopped = run(
      userTurnState(),
      { type: 'startRecording', hasRecorder: true, microphoneSelected: true },
      { type: 'stopRecording' },
    ).state;
    const r = transition(stopped, { type: 'audioFailed', message: 'Error stopping recording' });
    expect(toasts(r.effects)).toEqual(['Error stopping recording']);
    expect(r.state.userTurn).toBe(true);
    expect(r.state.userProcessing).toBe(false);
  });

  it('user_transcript adds the chat and switches to model processing (Thinking)', () => {
    const s = run(userTurnState(), { type: 'sendText', text: 'hi' }).state;
    const r = transition(
      s,
      msg({ type: 'user_transcript', transcript: 'hi', chat: chat('c1', 'CANDIDATE', ['hi']) }),
    );
    expect(r.state.userProcessing).toBe(false);
    expect(r.state.modelProcessing).toBe(true);
    expect(interviewerStatus(r.state)).toBe('Thinking');
    expect(r.state.chats.map((c) => c.id)).toEqual(['m1', 'c1']);
  });

  it('typed text is trimmed and sent; empty text toasts and is not sent', () => {
    const s = userTurnState();
    let r = transition(s, { type: 'sendText', text: '   ' });
    expect(toasts(r.effects)).toEqual(['Message cannot be empty']);
    expect(sent(r.effects)).toEqual([]);
    r = transition(s, { type: 'sendText', text: '  My answer \n' });
    expect(sent(r.effects)).toEqual([
      { type: 'user_response_text', message: 'My answer', metadata: { turn: 2 } },
    ]);
    expect(r.state.userTurn).toBe(false);
  });

  it('typed text outside the user turn is not sent', () => {
    const playing = run(userTurnState(), msg(modelResponse(false))).state;
    expect(sent(transition(playing, { type: 'sendText', text: 'x' }).effects)).toEqual([]);
  });

  it('repeat sends a request on the user turn and is skipped while audio plays or recording', () => {
    const s = userTurnState();
    const r = transition(s, { type: 'repeat' });
    expect(sent(r.effects)).toEqual([{ type: 'request_repeat_response', metadata: { turn: 2 } }]);
    expect(r.state.userTurn).toBe(false);
    const playing = run(s, msg({ ...modelResponse(false), type: 'model_repeat_response' })).state;
    expect(transition(playing, { type: 'repeat' }).effects).toEqual([]);
    const recording = run(s, { type: 'startRecording', hasRecorder: true, microphoneSelected: true }).state;
    expect(transition(recording, { type: 'repeat' }).effects).toEqual([]);
  });

  it('hint and analytics are stored', () => {
    let s = transition(userTurnState(), msg({ type: 'hint_response', hintResponse: 'Mention X' })).state;
    expect(s.userHint).toBe('Mention X');
    const analytics = {
      salaryCurrency: 'USD',
      salaryInitialOffer: null,
      salaryFinalOffer: null,
      negotiationConfidence: 50,
      assertivenessScore: null,
      justificationStrength: null,
    };
    s = transition(s, msg({ type: 'analytics_response', analytics })).state;
    expect(s.analytics).toEqual(analytics);
  });
});

describe('recording refusals (spec §5)', () => {
  const env = { hasRecorder: true, microphoneSelected: true };
  it('refuses without a socket', () => {
    expect(recordingRefusal({ ...userTurnState(), connected: false }, env)).toBe('no-socket');
  });
  it('refuses while model audio plays', () => {
    expect(recordingRefusal({ ...userTurnState(), modelPlaying: true }, env)).toBe('model-playing');
  });
  it("refuses when it is not the user's turn", () => {
    expect(recordingRefusal({ ...userTurnState(), userTurn: false }, env)).toBe('not-user-turn');
  });
  it('refuses without a recorder', () => {
    expect(recordingRefusal(userTurnState(), { ...env, hasRecorder: false })).toBe('no-recorder');
  });
  it("refuses without a microphone, with 'Please select a microphone.'", () => {
    const r = transition(userTurnState(), {
      type: 'startRecording',
      hasRecorder: true,
      microphoneSelected: false,
    });
    expect(toasts(r.effects)).toEqual(['Please select a microphone.']);
    expect(r.state.recording).toBe(false);
  });
  it('refuses a second recording', () => {
    const s = run(userTurnState(), { type: 'startRecording', ...env }).state;
    expect(recordingRefusal(s, env)).toBe('already-recording');
    expect(transition(s, { type: 'startRecording', ...env }).effects).toEqual([]);
  });
  it('allows on the user turn with everything in place', () => {
    expect(recordingRefusal(userTurnState(), env)).toBeNull();
  });
  it('a recorder failure ends the recording with its toast', () => {
    const s = run(userTurnState(), { type: 'startRecording', ...env }).state;
    const r = transition(s, {
      type: 'recordingFailed',
      message: 'Could not access microphone. Please check permissions.',
    });
    expect(r.state.recording).toBe(false);
    expect(toasts(r.effects)).toEqual(['Could not access microphone. Please check permissions.']);
  });
});

describe('time out', () => {
  it('at 0: toast, end call with timeout once, storage cleared, leave sound, feedback after 2 s', () => {
    const s = { ...userTurnState(), timeRemaining: 1 };
    const r = transition(s, { type: 'tick' });
    expect(r.state.timeout).toBe(true);
    expect(r.state.timeRemaining).toBe(0);
    expect(toasts(r.effects)).toEqual(["Time's Up! Your interview session has ended"]);
    expect(r.effects).toContainEqual({ type: 'endCall', timeout: true });
    expect(r.effects).toContainEqual({ type: 'clearStorage' });
    expect(r.effects).toContainEqual({ type: 'playSound', sound: 'leave' });
    expect(r.effects).toContainEqual({
      type: 'navigate',
      to: '/interview/feedback?session=room-1',
      delayMs: 2000,
    });
    // Later ticks and the end call result change nothing: handled once.
    expect(transition(r.state, { type: 'tick' }).effects).toEqual([]);
    expect(transition(r.state, { type: 'endCallSucceeded' }).effects).toEqual([]);
    expect(transition(r.state, { type: 'leave' }).effects).toEqual([]);
  });

  it('cancels a running recording', () => {
    const s = run(
      { ...userTurnState(), timeRemaining: 1 },
      { type: 'startRecording', hasRecorder: true, microphoneSelected: true },
    ).state;
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
      to: '/interview/feedback?session=room-1',
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
  it('sends end, calls end once, plays the leave sound; navigates on success', () => {
    let r = transition(userTurnState(), { type: 'leave' });
    expect(sent(r.effects)).toEqual([{ type: 'end', metadata: { turn: 2 } }]);
    expect(r.effects).toContainEqual({ type: 'endCall', timeout: false });
    expect(r.effects).toContainEqual({ type: 'playSound', sound: 'leave' });
    expect(transition(r.state, { type: 'leave' }).effects).toEqual([]);
    r = transition(r.state, { type: 'endCallSucceeded' });
    expect(r.effects).toContainEqual({
      type: 'navigate',
      to: '/interview/feedback?session=room-1',
      delayMs: 0,
    });
  });

  it('end call failure toasts and allows trying again', () => {
    let r = transition(userTurnState(), { type: 'leave' });
    r = transition(r.state, { type: 'endCallFailed' });
    expect(toasts(r.effects)).toEqual(['Failed to end interview room session']);
    expect(transition(r.state, { type: 'leave' }).effects).toContainEqual({
      type: 'endCall',
      timeout: false,
    });
  });
});

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
    expect(r.effects).toEqual([{ type: 'revokeCall' }]);
    expect(r.state.revoking).toBe(true);
    // A second click while the call runs does nothing.
    expect(transition(r.state, { type: 'revokeOtherSession' }).effects).toEqual([]);
    expect(toasts(transition(r.state, { type: 'revokeFailed' }).effects)).toEqual([
      'Failed to revoke other session',
    ]);
    r = transition(r.state, { type: 'revokeSucceeded' });
    expect(r.state.dialog).toBeNull();
    expect(r.effects).toEqual([{ type: 'connect' }]);
  });

  it('Back to Dashboard navigates to the dashboard', () => {
    const s = transition(userTurnState(), msg({ type: 'error', code: 'ERROR_MULTIPLE_CONNECTIONS' })).state;
    expect(transition(s, { type: 'backToDashboard' }).effects).toContainEqual({
      type: 'navigate',
      to: '/app/dashboard',
      delayMs: 0,
    });
  });

  it.each(['ERROR_HANDLING_USER_RESPONSE_AUDIO', 'ERROR_HANDLING_USER_RESPONSE_TEXT'])(
    '%s opens Audio Processing Error, resets model state and gives the turn back',
    (code) => {
      const s = run(userTurnState(), { type: 'sendText', text: 'answer' }).state;
      const r = transition({ ...s, modelProcessing: true, modelPlaying: true }, msg({ type: 'error', code }));
      expect(r.state.dialog).toEqual({ kind: 'audio-processing' });
      expect(r.state.userTurn).toBe(true);
      expect(r.state.modelPlaying).toBe(false);
      expect(r.state.modelProcessing).toBe(false);
      expect(r.state.userProcessing).toBe(false);
      expect(r.effects).toEqual([{ type: 'clearQueue' }]);
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
    expect(r.effects).toEqual([{ type: 'connect' }]);
    r = transition(r.state, { type: 'socketOpen' });
    expect(sent(r.effects)).toEqual([{ type: 'join', ...join }]);
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

  it('a close during a recording cancels it', () => {
    const s = run(userTurnState(), {
      type: 'startRecording',
      hasRecorder: true,
      microphoneSelected: true,
    }).state;
    expect(transition(s, { type: 'connectionLost' }).effects).toContainEqual({ type: 'cancelRecording' });
  });

  it('tracks reconnect attempts and toasts once retries are exhausted', () => {
    let s = run(fresh(), { type: 'start', join }).state;
    s = transition(s, { type: 'socketReconnecting', attempt: 2 }).state;
    expect(s.reconnectAttempts).toBe(2);
    const r = transition(s, { type: 'socketFailed' });
    expect(toasts(r.effects)).toEqual(['Failed to connect with server']);
    expect(r.state.joining).toBe(false);
  });
});
