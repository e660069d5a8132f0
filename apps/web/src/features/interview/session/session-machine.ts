import type {
  Analytics,
  Chat,
  ClientMessage,
  JoinMessage,
  Metadata,
  ServerMessage,
} from '@mockint/api-contract/socket';
import { USER_RESPONSE_ERROR_CODES } from '@mockint/api-contract/socket';

/**
 * The live interview session as a pure reducer: `transition(state, event) → {state, effects}`.
 * Effects are data; the session controller (session-controller.ts) performs them (socket, audio queue,
 * recorder, HTTP, toasts, navigation). Nothing here touches React, timers or the DOM, so every rule of
 * live-interview §4/§5/§8 is unit tested in session-machine.test.ts.
 */

export const MESSAGES = {
  joined: (name: string) => `${name} has joined the interview session.`,
  timeUp: "Time's Up! Your interview session has ended",
  serverEnded: 'The system has detected that the interview session has ended.',
  emptyMessage: 'Message cannot be empty',
  selectMicrophone: 'Please select a microphone.',
  noAudio: 'No audio recorded. Please try again.',
  badAudioFormat: 'Cannot process your response, audio format.',
  failedToConnect: 'Failed to connect with server',
  failedToEnd: 'Failed to end interview room session',
  failedToRevoke: 'Failed to revoke other session',
} as const;

export const LEAVE_REDIRECT_DELAY_MS = 2000;
export const UNKNOWN_ERROR = 'UNKNOWN_ERROR';

export type SessionDialog =
  | { kind: 'multiple-sessions' }
  | { kind: 'audio-processing' }
  | { kind: 'generation'; code: string }
  | { kind: 'connection-lost' };

export type JoinPayload = Omit<JoinMessage, 'type'>;

export interface SessionState {
  sessionId: string;
  interviewerName: string;
  /** Payload of the `join` frame, kept so a reconnect can join again with the same device list. */
  join: JoinPayload | null;
  joining: boolean;
  connected: boolean;
  leaving: boolean;
  finished: boolean;
  /** Server sent `end`. */
  serverEnded: boolean;
  /** Server sent `toggle_leave_interview`: leave once the audio queue drains. */
  toggleLeave: boolean;
  /** Leave was triggered (by the user, the server or the timeout); it runs once. */
  triggerLeave: boolean;
  timeout: boolean;
  /** POST /interviews/end was issued; each end is handled once. */
  endCallIssued: boolean;
  userTurn: boolean;
  recording: boolean;
  modelPlaying: boolean;
  modelProcessing: boolean;
  userProcessing: boolean;
  modelCaption: string;
  userHint: string;
  analytics: Analytics | null;
  reconnectAttempts: number;
  /** Latest opaque server metadata, echoed in every client message. */
  metadata: Metadata;
  timeRemaining: number;
  countdownRunning: boolean;
  chats: Chat[];
  dialog: SessionDialog | null;
  /** POST /interview/sessions/revoke in flight. */
  revoking: boolean;
}

export type SoundName = 'leave' | 'reconnect';
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export type SessionEffect =
  | { type: 'connect' }
  | { type: 'disconnect' }
  | { type: 'send'; message: ClientMessage }
  | { type: 'enqueueAudio'; audioBase64: string; finalSentence: boolean }
  | { type: 'playQueue' }
  | { type: 'clearQueue' }
  | { type: 'startRecording' }
  | { type: 'stopRecording' }
  | { type: 'cancelRecording' }
  | { type: 'startCountdown' }
  | { type: 'stopCountdown' }
  | { type: 'toast'; kind: ToastKind; message: string }
  | { type: 'playSound'; sound: SoundName }
  | { type: 'endCall'; timeout: boolean }
  | { type: 'revokeCall' }
  | { type: 'clearStorage' }
  | { type: 'navigate'; to: string; delayMs: number }
  | { type: 'reload' };

export type SessionEvent =
  // user
  | { type: 'start'; join: JoinPayload }
  | { type: 'startRecording'; hasRecorder: boolean; microphoneSelected: boolean }
  | { type: 'stopRecording' }
  | { type: 'sendText'; text: string }
  | { type: 'repeat' }
  | { type: 'leave' }
  | { type: 'retryAfterAudioError' }
  | { type: 'revokeOtherSession' }
  | { type: 'backToDashboard' }
  | { type: 'refreshPage' }
  | { type: 'reconnect' }
  // socket
  | { type: 'socketOpen' }
  | { type: 'socketMessage'; message: ServerMessage }
  | { type: 'socketReconnecting'; attempt: number }
  | { type: 'socketFailed' }
  | { type: 'connectionLost' }
  // audio queue
  | { type: 'queueDrained'; finalSentence: boolean }
  // recorder
  | { type: 'recordingStarted' }
  | { type: 'recordingFailed'; message: string }
  | { type: 'recordingTimeUp' }
  | { type: 'audioRecorded'; audioBase64: string }
  /** Stopping or encoding the recording failed; message is the toast (spec §5/§8). */
  | { type: 'audioFailed'; message: string }
  // countdown
  | { type: 'tick' }
  // http results
  | { type: 'endCallSucceeded' }
  | { type: 'endCallFailed' }
  | { type: 'revokeSucceeded' }
  | { type: 'revokeFailed' };

export interface TransitionResult {
  state: SessionState;
  effects: SessionEffect[];
}

export interface InitialSessionOptions {
  sessionId: string;
  interviewerName: string;
  timeRemaining: number;
  chats?: Chat[];
}

export function initialSessionState(options: InitialSessionOptions): SessionState {
  return {
    sessionId: options.sessionId,
    interviewerName: options.interviewerName,
    join: null,
    joining: false,
    connected: false,
    leaving: false,
    finished: false,
    serverEnded: false,
    toggleLeave: false,
    triggerLeave: false,
    timeout: false,
    endCallIssued: false,
    userTurn: false,
    recording: false,
    modelPlaying: false,
    modelProcessing: false,
    userProcessing: false,
    modelCaption: '',
    userHint: '',
    analytics: null,
    reconnectAttempts: 0,
    metadata: {},
    timeRemaining: Number.isFinite(options.timeRemaining)
      ? Math.max(0, Math.floor(options.timeRemaining))
      : 0,
    countdownRunning: false,
    chats: options.chats ?? [],
    dialog: null,
    revoking: false,
  };
}

export const feedbackPath = (sessionId: string) =>
  `/interview/feedback?session=${encodeURIComponent(sessionId)}`;

/** Why a recording cannot start now (spec §5), or null when it can. Only the microphone case has a message. */
export type RecordingRefusal =
  'no-socket' | 'model-playing' | 'not-user-turn' | 'no-recorder' | 'no-microphone' | 'already-recording';

export function recordingRefusal(
  state: SessionState,
  env: { hasRecorder: boolean; microphoneSelected: boolean },
): RecordingRefusal | null {
  if (!state.connected) return 'no-socket';
  if (state.modelPlaying) return 'model-playing';
  if (!state.userTurn) return 'not-user-turn';
  if (!env.hasRecorder) return 'no-recorder';
  if (!env.microphoneSelected) return 'no-microphone';
  if (state.recording) return 'already-recording';
  return null;
}

/** Whether the user may answer now (text box, Send, Start Speaking, Repeat Response). */
export function canAnswer(state: SessionState): boolean {
  return state.connected && state.userTurn && !state.modelPlaying && !state.recording && !isOver(state);
}

export function isOver(state: SessionState): boolean {
  return state.finished || state.leaving || state.triggerLeave || state.timeout;
}

/** Label of the interviewer tile, if any (spec §2.3). */
export function interviewerStatus(state: SessionState): 'Joining...' | 'Leaving...' | 'Thinking' | null {
  if (state.leaving || state.triggerLeave) return 'Leaving...';
  if (state.joining) return 'Joining...';
  if (state.modelProcessing || state.userProcessing) return 'Thinking';
  return null;
}

// Base64 per the contract: standard alphabet, padded. Checked here too so a corrupt recording gets the
// spec's message instead of a serializer exception.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
export function isValidBase64(value: string): boolean {
  return value.length > 0 && value.length % 4 === 0 && BASE64.test(value);
}

function upsertChat(chats: Chat[], chat: Chat): Chat[] {
  const index = chats.findIndex((c) => c.id === chat.id);
  if (index === -1) return [...chats, chat];
  const next = chats.slice();
  next[index] = chat;
  return next;
}

const none = (state: SessionState): TransitionResult => ({ state, effects: [] });

/**
 * Starts the leave sequence once (user Leave, or server end after the queue drained). The end call
 * is issued once; navigation to the feedback page waits for its success.
 */
function beginLeave(state: SessionState, effects: SessionEffect[]): TransitionResult {
  if (state.triggerLeave || state.finished || state.timeout) return { state, effects };
  const next: SessionState = {
    ...state,
    triggerLeave: true,
    leaving: true,
    userTurn: false,
    recording: false,
    countdownRunning: false,
    endCallIssued: true,
  };
  const out: SessionEffect[] = [...effects];
  if (state.recording) out.push({ type: 'cancelRecording' });
  out.push({ type: 'stopCountdown' });
  if (state.connected) out.push({ type: 'send', message: { type: 'end', metadata: state.metadata } });
  if (!state.endCallIssued) out.push({ type: 'endCall', timeout: false });
  out.push({ type: 'playSound', sound: 'leave' });
  return { state: next, effects: out };
}

function timeUp(state: SessionState): TransitionResult {
  const next: SessionState = {
    ...state,
    timeRemaining: 0,
    timeout: true,
    finished: true,
    leaving: true,
    triggerLeave: true,
    userTurn: false,
    recording: false,
    countdownRunning: false,
    endCallIssued: true,
  };
  const effects: SessionEffect[] = [
    { type: 'stopCountdown' },
    { type: 'toast', kind: 'info', message: MESSAGES.timeUp },
  ];
  if (state.recording) effects.push({ type: 'cancelRecording' });
  effects.push({ type: 'clearQueue' });
  if (state.connected) effects.push({ type: 'send', message: { type: 'end', metadata: state.metadata } });
  if (!state.endCallIssued) effects.push({ type: 'endCall', timeout: true });
  effects.push(
    { type: 'clearStorage' },
    { type: 'playSound', sound: 'leave' },
    { type: 'disconnect' },
    { type: 'navigate', to: feedbackPath(state.sessionId), delayMs: LEAVE_REDIRECT_DELAY_MS },
  );
  return { state: { ...next, connected: false }, effects };
}

/** Server end + toggle-leave, once the queue has drained: toast and leave, once. */
function maybeServerLeave(state: SessionState, effects: SessionEffect[]): TransitionResult {
  if (!state.serverEnded || !state.toggleLeave || state.modelPlaying || state.triggerLeave)
    return { state, effects };
  return beginLeave(state, [...effects, { type: 'toast', kind: 'info', message: MESSAGES.serverEnded }]);
}

function onServerMessage(state: SessionState, message: ServerMessage): TransitionResult {
  switch (message.type) {
    case 'ping':
      return {
        state,
        effects: [
          {
            type: 'send',
            message: {
              type: 'pong',
              eventId: message.eventId,
              timeRemaining: Math.max(0, state.timeRemaining),
              metadata: state.metadata,
            },
          },
        ],
      };
    case 'initial_message': {
      const next: SessionState = {
        ...state,
        joining: false,
        connected: true,
        reconnectAttempts: 0,
        metadata: message.metadata,
        countdownRunning: !isOver(state),
      };
      const effects: SessionEffect[] = [
        { type: 'toast', kind: 'success', message: MESSAGES.joined(state.interviewerName) },
        { type: 'playSound', sound: 'reconnect' },
      ];
      if (!state.countdownRunning && !isOver(state)) effects.push({ type: 'startCountdown' });
      return { state: next, effects };
    }
    case 'user_transcript':
      return {
        state: {
          ...state,
          chats: upsertChat(state.chats, message.chat),
          userProcessing: false,
          modelProcessing: true,
        },
        effects: [],
      };
    case 'model_response':
    case 'model_repeat_response': {
      if (isOver(state)) return none(state);
      return {
        state: {
          ...state,
          metadata: message.metadata,
          chats: upsertChat(state.chats, message.chat),
          modelCaption: message.transcript,
          modelProcessing: false,
          userProcessing: false,
          modelPlaying: true,
          userTurn: false,
        },
        effects: [
          { type: 'enqueueAudio', audioBase64: message.audio_base_64, finalSentence: message.final_sentence },
          { type: 'playQueue' },
        ],
      };
    }
    case 'hint_response':
      return none({ ...state, userHint: message.hintResponse });
    case 'analytics_response':
      return none({ ...state, analytics: message.analytics });
    case 'end':
      return maybeServerLeave({ ...state, serverEnded: true }, []);
    case 'toggle_leave_interview':
      return maybeServerLeave({ ...state, toggleLeave: true }, []);
    case 'error':
      return onServerError(state, message.code);
  }
}

function onServerError(state: SessionState, rawCode: string | undefined): TransitionResult {
  const code = rawCode && rawCode.trim() ? rawCode : UNKNOWN_ERROR;
  if (code === 'ERROR_MULTIPLE_CONNECTIONS') {
    const effects: SessionEffect[] = [{ type: 'stopCountdown' }];
    if (state.recording) effects.push({ type: 'cancelRecording' });
    effects.push({ type: 'disconnect' });
    return {
      state: {
        ...state,
        dialog: { kind: 'multiple-sessions' },
        joining: false,
        connected: false,
        recording: false,
        countdownRunning: false,
      },
      effects,
    };
  }
  if ((USER_RESPONSE_ERROR_CODES as readonly string[]).includes(code)) {
    return {
      state: {
        ...state,
        dialog: { kind: 'audio-processing' },
        modelPlaying: false,
        modelProcessing: false,
        userProcessing: false,
        recording: false,
        userTurn: true,
      },
      effects: [{ type: 'clearQueue' }],
    };
  }
  return none({
    ...state,
    dialog: { kind: 'generation', code },
    modelProcessing: false,
    userProcessing: false,
  });
}

function connect(state: SessionState, effects: SessionEffect[] = []): TransitionResult {
  return { state: { ...state, joining: true, dialog: null }, effects: [...effects, { type: 'connect' }] };
}

export function transition(state: SessionState, event: SessionEvent): TransitionResult {
  switch (event.type) {
    case 'start':
      // A session cannot start twice, nor after it finished (spec §4).
      if (state.connected || state.joining || state.finished || isOver(state)) return none(state);
      return connect({ ...state, join: event.join });

    case 'socketOpen':
      if (!state.join) return none(state);
      return { state, effects: [{ type: 'send', message: { type: 'join', ...state.join } }] };

    case 'socketMessage':
      if (state.finished && event.message.type !== 'ping') return none(state);
      return onServerMessage(state, event.message);

    case 'socketReconnecting':
      return none({ ...state, reconnectAttempts: event.attempt });

    case 'socketFailed':
      return {
        state: { ...state, joining: false, connected: false },
        effects: [{ type: 'toast', kind: 'error', message: MESSAGES.failedToConnect }],
      };

    case 'connectionLost': {
      const wasConnected = state.connected;
      const next: SessionState = { ...state, connected: false, joining: false, recording: false };
      const effects: SessionEffect[] = [];
      if (state.recording) effects.push({ type: 'cancelRecording' });
      if (state.finished || state.leaving || state.triggerLeave || state.dialog)
        return { state: next, effects };
      if (!wasConnected && !state.joining) return { state: next, effects };
      if (state.countdownRunning) effects.push({ type: 'stopCountdown' });
      return {
        state: {
          ...next,
          countdownRunning: false,
          userProcessing: false,
          dialog: { kind: 'connection-lost' },
        },
        effects,
      };
    }

    case 'reconnect':
      if (state.connected || state.joining || isOver(state)) return none({ ...state, dialog: null });
      return connect({ ...state, reconnectAttempts: 0 });

    case 'revokeOtherSession':
      if (state.revoking) return none(state);
      return { state: { ...state, revoking: true }, effects: [{ type: 'revokeCall' }] };

    case 'revokeSucceeded':
      if (isOver(state)) return none({ ...state, revoking: false });
      return connect({ ...state, dialog: null, connected: false, revoking: false });

    case 'revokeFailed':
      return {
        state: { ...state, revoking: false },
        effects: [{ type: 'toast', kind: 'error', message: MESSAGES.failedToRevoke }],
      };

    case 'backToDashboard':
      return {
        state: { ...state, dialog: null },
        effects: [{ type: 'disconnect' }, { type: 'navigate', to: '/app/dashboard', delayMs: 0 }],
      };

    case 'refreshPage':
      return { state, effects: [{ type: 'reload' }] };

    case 'retryAfterAudioError':
      // The turn was already given back when the error arrived; Retry just lets the user answer again.
      return none({ ...state, dialog: null, userTurn: !isOver(state) });

    case 'queueDrained': {
      const next: SessionState = {
        ...state,
        modelPlaying: false,
        userTurn: event.finalSentence && !isOver(state) && !state.serverEnded ? true : state.userTurn,
      };
      return maybeServerLeave(next, []);
    }

    case 'startRecording': {
      const refusal = recordingRefusal(state, event);
      if (refusal === 'no-microphone') {
        return { state, effects: [{ type: 'toast', kind: 'error', message: MESSAGES.selectMicrophone }] };
      }
      if (refusal) return none(state);
      return { state: { ...state, recording: true }, effects: [{ type: 'startRecording' }] };
    }

    case 'recordingStarted':
      return none(state);

    case 'recordingFailed':
      return {
        state: { ...state, recording: false },
        effects: [{ type: 'toast', kind: 'error', message: event.message }],
      };

    case 'stopRecording':
    case 'recordingTimeUp':
      if (!state.recording) return none(state);
      return {
        state: { ...state, recording: false, userTurn: false, userProcessing: true },
        effects: [{ type: 'stopRecording' }],
      };

    case 'audioRecorded': {
      if (isOver(state)) return none({ ...state, userProcessing: false });
      const invalid = !event.audioBase64
        ? MESSAGES.noAudio
        : !isValidBase64(event.audioBase64)
          ? MESSAGES.badAudioFormat
          : null;
      if (invalid || !state.connected) {
        // Nothing was sent: the answer is still owed, so the turn goes back to the user.
        const effects: SessionEffect[] = invalid ? [{ type: 'toast', kind: 'error', message: invalid }] : [];
        return { state: { ...state, userProcessing: false, userTurn: true }, effects };
      }
      return {
        state: { ...state, userProcessing: true, userTurn: false },
        effects: [
          {
            type: 'send',
            message: {
              type: 'user_response_audio',
              audio_base_64: event.audioBase64,
              metadata: state.metadata,
            },
          },
        ],
      };
    }

    case 'audioFailed':
      if (isOver(state)) return none({ ...state, userProcessing: false });
      return {
        state: { ...state, recording: false, userProcessing: false, userTurn: true },
        effects: [{ type: 'toast', kind: 'error', message: event.message }],
      };

    case 'sendText': {
      const text = event.text.trim();
      if (!text)
        return { state, effects: [{ type: 'toast', kind: 'error', message: MESSAGES.emptyMessage }] };
      if (!canAnswer(state)) return none(state);
      return {
        state: { ...state, userTurn: false, userProcessing: true },
        effects: [
          { type: 'send', message: { type: 'user_response_text', message: text, metadata: state.metadata } },
        ],
      };
    }

    case 'repeat':
      // Same turn rules as answering; skipped while model audio plays (spec §4).
      if (!canAnswer(state)) return none(state);
      return {
        state: { ...state, userTurn: false, modelProcessing: true },
        effects: [{ type: 'send', message: { type: 'request_repeat_response', metadata: state.metadata } }],
      };

    case 'leave':
      return beginLeave(state, []);

    case 'endCallSucceeded':
      if (state.timeout) return none(state);
      return {
        state: { ...state, finished: true, leaving: true, connected: false },
        effects: [
          { type: 'clearStorage' },
          { type: 'disconnect' },
          { type: 'navigate', to: feedbackPath(state.sessionId), delayMs: 0 },
        ],
      };

    case 'endCallFailed':
      if (state.timeout) return none(state);
      // Let the user try again: the room is still live on our side.
      return {
        state: { ...state, leaving: false, triggerLeave: false, endCallIssued: false },
        effects: [{ type: 'toast', kind: 'error', message: MESSAGES.failedToEnd }],
      };

    case 'tick': {
      if (!state.countdownRunning || state.finished) return none(state);
      const remaining = state.timeRemaining - 1;
      if (remaining <= 0) return timeUp(state);
      return none({ ...state, timeRemaining: remaining });
    }
  }
}
