import { describe, expect, it } from 'vitest';
import type { Chat, ServerMessage, ServerMessageOf } from '@mockint/api-contract/socket';
import {
  canAnswer,
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
  initialSessionState({ roomId: 'room-1', interviewerName: 'Ava', timeRemaining });

/** Connected, the first question played, the user's turn. */
function userTurnState(timeRemaining = 600): SessionState {
  return run(
    fresh(timeRemaining),
    { type: 'start', join },
    { type: 'socketOpen' },
    msg({ type: 'initial_message', metadata: { m: 1 } }),
    msg(modelResponse(true)),
    { type: 'queueDrained', finalSentence: true },
  ).state;
}

const startRec: SessionEvent[] = [
  { type: 'startRecording', hasRecorder: true, microphoneSelected: true },
  { type: 'recordingStarted' },
];

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
    const finished = transition(userTurnState(1), { type: 'tick' }).state;
    expect(finished.finished).toBe(true);
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
      { type: 'socketOpen' },
      msg({ type: 'initial_message', metadata: {} }),
    ).state;
    const { state, effects } = transition(connected, msg(modelResponse(false, 'First')));
    expect(state.modelPlaying).toBe(true);
    expect(state.chats).toHaveLength(1);
    expect(effects).toEqual([
      { type: 'enqueueAudio', audioBase64: 'AAAA', finalSentence: false, caption: 'First' },
      { type: 'playQueue' },
    ]);
  });

  it('the caption is the sentence being played, not the last one received', () => {
    const connected = run(
      fresh(),
      { type: 'start', join },
      { type: 'socketOpen' },
      msg({ type: 'initial_message', metadata: {} }),
    ).state;
    let s = run(connected, msg(modelResponse(false, 'First.')), msg(modelResponse(true, 'Second.'))).state;
    // Both frames arrived; the first chunk has not started yet.
    expect(s.modelCaption).toBe('');
    s = transition(s, { type: 'chunkStarted', caption: 'First.' }).state;
    expect(s.modelCaption).toBe('First.');
    s = transition(s, { type: 'chunkStarted', caption: 'Second.' }).state;
    expect(s.modelCaption).toBe('Second.');
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
      { type: 'socketOpen' },
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
    // The microphone is opening: End Response cannot act yet.
    expect(s.recording).toBe(false);
    expect(s.recordingStarting).toBe(true);
    expect(transition(s, { type: 'stopRecording' }).effects).toEqual([]);
    s = transition(s, { type: 'recordingStarted' }).state;
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
    const s = run(userTurnState(), ...startRec).state;
    const r = transition(s, { type: 'recordingTimeUp' });
    expect(r.effects).toEqual([{ type: 'stopRecording' }]);
    expect(r.state.userProcessing).toBe(true);
  });

  it('empty recordings are refused with the spec message and give the turn back', () => {
    const stopped = run(userTurnState(), ...startRec, { type: 'stopRecording' }).state;
    const r = transition(stopped, { type: 'audioRecorded', audioBase64: '' });
    expect(toasts(r.effects)).toEqual(['No audio recorded. Please try again.']);
    expect(sent(r.effects)).toEqual([]);
    expect(r.state.userTurn).toBe(true);
  });

  it('a recording the serializer refuses (not Base64) gives the turn back with its message', () => {
    const sending = run(
      userTurnState(),
      ...startRec,
      { type: 'stopRecording' },
      {
        type: 'audioRecorded',
        audioBase64: 'not base64!',
      },
    ).state;
    const r = transition(sending, {
      type: 'audioFailed',
      message: 'Cannot process your response, audio format.',
    });
    expect(toasts(r.effects)).toEqual(['Cannot process your response, audio format.']);
    expect(r.state.userTurn).toBe(true);
    expect(r.state.canResend).toBe(false);
  });

  it('a failed stop/encode toasts its message and gives the turn back', () => {
    const stopped = run(userTurnState(), ...startRec, { type: 'stopRecording' }).state;
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
    const recording = run(s, ...startRec).state;
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
    const s = userTurnState(1);
    const r = transition(s, { type: 'tick' });
    expect(r.state.timeout).toBe(true);
    expect(r.state.timeRemaining).toBe(0);
    expect(toasts(r.effects)).toEqual(["Time's Up! Your interview session has ended"]);
    expect(r.effects).toContainEqual({ type: 'endCall', timeout: true });
    expect(r.effects).toContainEqual({ type: 'clearStorage' });
    expect(r.effects).toContainEqual({ type: 'playSound', sound: 'leave' });
    expect(r.effects).toContainEqual({
      type: 'navigate',
      to: 'feedback',
      delayMs: 2000,
    });
    // Later ticks and the end call result change nothing: handled once.
    expect(transition(r.state, { type: 'tick' }).effects).toEqual([]);
    expect(transition(r.state, { type: 'endCallSucceeded' }).effects).toEqual([]);
    expect(transition(r.state, { type: 'leave' }).effects).toEqual([]);
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
        msg({ type: 'user_transcript', transcript: 'answer', chat: chat('c1', 'CANDIDATE', ['answer']) }),
      ).state;
      expect(s.modelProcessing).toBe(true);
      const r = transition(s, msg({ type: 'error', code }));
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
    let s = run(fresh(), { type: 'start', join }).state;
    s = transition(s, { type: 'socketReconnecting', attempt: 2 }).state;
    expect(s.reconnectAttempts).toBe(2);
    const r = transition(s, { type: 'socketFailed' });
    expect(toasts(r.effects)).toEqual(['Failed to connect with server']);
    expect(r.state.joining).toBe(false);
  });
});

describe('issue 10: no state without a way forward, no answer lost', () => {
  it('after the retries fail the room is disconnected: no answering, the toast, and Connection Lost with Reconnect', () => {
    let s = transition(userTurnState(), { type: 'connectionLost' }).state;
    s = run(s, { type: 'reconnect' }, { type: 'socketReconnecting', attempt: 3 }).state;
    const r = transition(s, { type: 'socketFailed' });
    expect(toasts(r.effects)).toEqual(['Failed to connect with server']);
    expect(r.state.dialog).toEqual({ kind: 'connection-lost' });
    expect(canAnswer(r.state)).toBe(false);
    expect(recordingRefusal(r.state, { hasRecorder: true, microphoneSelected: true })).toBe('no-socket');
    expect(transition(r.state, { type: 'reconnect' }).effects).toEqual([{ type: 'connect' }]);
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
    expect(r.effects).toEqual([{ type: 'revokeCall' }]);
    r = transition(r.state, { type: 'revokeSucceeded' });
    expect(r.effects).toEqual([{ type: 'connect' }]);
    expect(r.state.dialog).toBeNull();
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

  it('an audio-processing error while recording cancels the recorder', () => {
    const recording = run(userTurnState(), ...startRec).state;
    const r = transition(recording, msg({ type: 'error', code: 'ERROR_HANDLING_USER_RESPONSE_AUDIO' }));
    expect(r.effects).toContainEqual({ type: 'cancelRecording' });
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
      msg({ type: 'user_transcript', transcript: 'x', chat: chat('c9', 'CANDIDATE', ['x']) }),
    );
    expect(r.state.pendingAnswer).toBeNull();
  });

  it('an acknowledged answer is not offered again', () => {
    const s = run(
      userTurnState(),
      { type: 'sendText', text: 'ok' },
      msg({ type: 'user_transcript', transcript: 'ok', chat: chat('c1', 'CANDIDATE', ['ok']) }),
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
