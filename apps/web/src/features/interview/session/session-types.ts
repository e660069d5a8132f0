import type {
  Analytics,
  Chat,
  ClientMessage,
  JoinMessage,
  Metadata,
  ServerMessage,
  ServerMessageOf,
} from '@mockint/api-contract/socket';
import { SOCKET_PING_INTERVAL_MS } from '@mockint/api-contract/socket';
import { RECORDER_MESSAGES } from '../audio/recorder';

// What the session machine (session-step.ts) speaks: its messages, context, events and effects.

export const MESSAGES = {
  joined: (name: string) => `${name} has joined the interview session.`,
  timeUp: "Time's Up! Your interview session has ended",
  serverEnded: 'The system has detected that the interview session has ended.',
  emptyMessage: 'Message cannot be empty',
  selectMicrophone: 'Please select a microphone.',
  noAudio: RECORDER_MESSAGES.noAudio,
  failedToConnect: 'Failed to connect with server',
  failedToEnd: 'Failed to end interview room session',
  failedToRevoke: 'Failed to revoke other session',
  invalidSession: 'Invalid interview session, please try again',
  generic: 'An error occurred. Please try again.',
  /** A late interviewer interrupted an answer being recorded or encoded (decision 0635). */
  answerKept: 'Your recording is kept: send it when it is your turn.',
  /** ERROR_NOT_USER_TURN: the server had not given the turn yet (decision 0635). */
  notYourTurn: 'The interviewer has not finished. Your answer is kept: send it again when it is your turn.',
  /** The microphone's track ended mid-answer (G10): what was recorded is sent, as on End Response. */
  microphoneEnded:
    'Your microphone stopped, so the recording ended. What you recorded is sent as your answer.',
} as const;

/**
 * How long each wait of the room lasts before the room gives the candidate a way forward (decision 0630).
 * Scaled by `SessionControllerDeps.deadlineScale` (tests run the mock's time scale).
 */
export const DEADLINES_MS = {
  /**
   * From entering `connecting` to `initial_message`, reconnect attempts included: the spec's three attempts
   * 2, 4 and 6 s apart (12 s) and a second for the last one to open and greet. Past it, Connection Lost and its
   * Reconnect, within the 15 s a candidate (and the chaos suite's stuck detector) will wait.
   */
  joining: 13_000,
  /**
   * An answer sent, no `user_transcript`: a 2-minute recording is transcribed in a few seconds. 14 s, not the 30
   * of decision 0630: nothing is enabled meanwhile, and the room promises 15 s (G13, decision 0638).
   */
  sending: 14_000,
  /**
   * A transcript or a repeat request acknowledged, no `model_response`. After `sending` it continues sending's
   * clock (CONTINUED_WAITS): from the answer to the reply's first sentence, 14 s in all.
   */
  processing: 14_000,
  /**
   * A sentence played, the next (or final) chunk of the reply not here yet. The server streams a reply's chunks
   * while the earlier ones play, so the gap is a fraction of a second; 10 s keeps an enabled way forward
   * within the 15 s a candidate (and the chaos suite's stuck detector) will wait.
   */
  waiting: 10_000,
  /** POST /interviews/end sent, no answer ('Leaving...', nothing enabled): within the 15 s (G13). */
  leaving: 14_000,
  /** The microphone is opening (getUserMedia unanswered): the turn comes back (G13). */
  starting: 10_000,
  /** End Response pressed, the recording not encoded yet: the turn comes back; a late recording is kept (G13). */
  encoding: 10_000,
  /**
   * The interviewer speaks, and no sentence has started for this long (from the reply's arrival or the previous
   * sentence's end): a stalled audio queue (G13). A sentence playing is progress, however long.
   */
  speaking: 15_000,
  /** The take-over's revoke call, unanswered: the question is asked again (G13). */
  revoking: 15_000,
} as const;
export type WaitName = keyof typeof DEADLINES_MS;

/**
 * Waits that continue the one they follow in the same step, with nothing enabled in between: their deadline
 * counts from the first one's start (G13). `processing` after `sending` (the transcript came): the candidate has
 * waited since the answer went. `waiting` after `joining` (the greeting came, the first sentence not yet): the
 * candidate has waited since the (re)connect began; a late server's greeting at 12 s no longer adds 10 s more.
 */
export const CONTINUED_WAITS: Partial<Record<WaitName, WaitName>> = {
  processing: 'sending',
  waiting: 'joining',
};

/**
 * Pings the server may miss before the room takes its silence for a dead link (decision 0632). The interval is
 * the contract's promise (SOCKET_PING_INTERVAL_MS), not the room's guess; any frame counts as a sign of life.
 */
export const MISSED_PINGS = 3;
/** Silence on a joined socket past which the link is dead: 15 s, within the 15 s a candidate will wait. */
export const LINK_SILENCE_MS = MISSED_PINGS * SOCKET_PING_INTERVAL_MS;

/**
 * How POST /interview/sessions/revoke answered: 200, 400 INTERVIEW_ALREADY_FINISHED (the interview ended,
 * e.g. its time ran out while the other tab had it: decision 0624), or any other failure.
 */
export type RevokeOutcome = 'revoked' | 'finished' | 'failed';

export const LEAVE_REDIRECT_DELAY_MS = 2000;
/** A time-out's end call is retried this many times before the candidate goes to the dashboard. */
export const TIMEOUT_END_RETRIES = 2;
export const UNKNOWN_ERROR = 'UNKNOWN_ERROR';

export type SessionDialog =
  | { kind: 'multiple-sessions' }
  | { kind: 'revoked' }
  | { kind: 'audio-processing' }
  | { kind: 'generation'; code: string }
  | { kind: 'connection-lost' };

export type JoinPayload = Omit<JoinMessage, 'type'>;

/** Where a navigation effect goes; the controller resolves it through config/paths. */
export type NavigationTarget = 'feedback' | 'dashboard' | 'logout';
/** Where Leave goes once the interview has ended: the feedback page, or a header-menu link the user chose. */
export type LeaveDestination = 'feedback' | 'dashboard' | 'logout';

/** An answer the server has not acknowledged (no `user_transcript` yet), kept across a drop. */
export type PendingAnswer = { kind: 'audio'; audioBase64: string } | { kind: 'text'; text: string };
/**
 * Why the pending answer is (or will be) offered again; the resend banner says it (decision 0635). `sent`: on its
 * way, acknowledgeable; `connection`: the link dropped before an acknowledgement; `unconfirmed`: no
 * acknowledgement by the sending deadline; `audioError`: the server could not process it; `interrupted`: a late
 * interviewer spoke before it was sent or acknowledged; `notYourTurn`: the server refused it (ERROR_NOT_USER_TURN).
 */
export type PendingWhy =
  | 'sent'
  | 'connection'
  | 'unconfirmed'
  | 'audioError'
  | 'interrupted'
  | 'notYourTurn'
  /** Kept in sessionStorage by an earlier room of this tab (Refresh Page, a reload, a remount): not sent yet. */
  | 'kept';

export type SoundName = 'leave' | 'reconnect';
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export type SessionEffect =
  | { type: 'connect' }
  | { type: 'disconnect' }
  | { type: 'send'; message: ClientMessage }
  | { type: 'enqueueAudio'; audioBase64: string; finalSentence: boolean; caption: string }
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
  | { type: 'navigate'; to: NavigationTarget; delayMs: number }
  | { type: 'reload' }
  /** Starts the timer of a wait; `deadlinePassed` comes back unless `disarmDeadline` ran first. */
  | { type: 'armDeadline'; wait: WaitName }
  | { type: 'disarmDeadline'; wait: WaitName }
  /** Starts watching the joined socket: LINK_SILENCE_MS without a frame is `linkLost { cause: 'silence' }`. */
  | { type: 'watchLink' }
  /** Reads the server's time remaining (after a join): `timeSynced` comes back (G8). */
  | { type: 'syncTime' }
  | { type: 'unwatchLink' };

/** The controller's effect names; a handler map keyed by them fails to compile when one is missing. */
export type SessionEffectType = SessionEffect['type'];

/** One event per server message type, `server.model_response` etc.: each carries its own typed message. */
export type ServerEvent = {
  [K in ServerMessage['type']]: { type: `server.${K}`; message: ServerMessageOf<K> };
}[ServerMessage['type']];

export const serverEvent = (message: ServerMessage): ServerEvent =>
  ({ type: `server.${message.type}`, message }) as ServerEvent;

export type SessionEvent =
  // user
  | { type: 'start'; join: JoinPayload }
  | { type: 'startRecording'; hasRecorder: boolean; microphoneSelected: boolean }
  | { type: 'stopRecording' }
  | { type: 'sendText'; text: string }
  | { type: 'repeat' }
  /** End interview / a confirmed header-menu link: `then` is where to go once the interview has ended. */
  | { type: 'leave'; then?: LeaveDestination }
  | { type: 'retryAfterAudioError' }
  | { type: 'revokeOtherSession' }
  | { type: 'backToDashboard' }
  | { type: 'refreshPage' }
  | { type: 'reconnect' }
  | { type: 'resendAnswer' }
  | { type: 'discardAnswer' }
  // socket
  | { type: 'socketOpen' }
  | ServerEvent
  | { type: 'socketReconnecting'; attempt: number }
  | { type: 'socketFailed' }
  /** An open socket closed without us asking; `code` is the close code when known. */
  | { type: 'connectionLost'; code?: number }
  /**
   * The link is dead though no close came (decision 0632): the server was silent past LINK_SILENCE_MS, or the
   * browser went offline. Connection Lost as on a close, and the dead socket is closed by us.
   */
  | { type: 'linkLost'; cause: 'silence' | 'offline' }
  // audio queue
  | { type: 'chunkStarted'; caption: string }
  /** A sentence finished playing (the wait for the next one starts: G13). */
  | { type: 'chunkEnded' }
  | { type: 'queueDrained'; finalSentence: boolean }
  // recorder
  | { type: 'recordingStarted' }
  | { type: 'recordingFailed'; message: string }
  | { type: 'recordingTimeUp' }
  /** The microphone's track ended by itself mid-recording (a headset unplugged): G10. */
  | { type: 'microphoneEnded' }
  | { type: 'audioRecorded'; audioBase64: string }
  /** Stopping, encoding or serializing the recording failed; message is the toast (the spec's validation rules and error catalogue). */
  | { type: 'audioFailed'; message: string }
  // countdown
  /** `seconds` passed since the last tick: 1, more after a throttled or sleeping tab (decision 0651). */
  | { type: 'tick'; seconds?: number }
  /** The server's time remaining, read after a join: the countdown follows it (G8). */
  | { type: 'timeSynced'; timeRemaining: number }
  /** Whether another tab of this browser has the interview live, told before ERROR_MULTIPLE_CONNECTIONS (0665). */
  | { type: 'otherTab'; live: boolean }
  /**
   * The room's chats as the server holds them, read after a join (null: the read failed). A transcript or an
   * answer lost with a dead link is restored from them (decision 0663).
   */
  | { type: 'chatsSynced'; chats: readonly Chat[] | null }
  // deadlines
  | { type: 'deadlinePassed'; wait: WaitName }
  // http results
  | { type: 'endCallSucceeded' }
  | { type: 'endCallFailed' }
  | { type: 'revokeSucceeded' }
  /** `finished`: the interview is over (nothing left to take back). */
  | { type: 'revokeFailed'; finished?: boolean };

export interface SessionContext {
  roomId: string;
  interviewerName: string;
  /** Payload of the `join` frame, kept so a reconnect joins again with the same device list. */
  join: JoinPayload | null;
  /** Latest opaque server metadata, echoed in every client message. */
  metadata: Metadata;
  timeRemaining: number;
  chats: Chat[];
  /** The sentence being played (set when its chunk starts, not when it arrives). */
  modelCaption: string;
  userHint: string;
  analytics: Analytics | null;
  reconnectAttempts: number;
  errorCode: string;
  /** Server sent `end` / `toggle_leave_interview`: leave once the queue has drained and both arrived. */
  serverEnded: boolean;
  toggleLeave: boolean;
  pendingAnswer: PendingAnswer | null;
  pendingWhy: PendingWhy;
  /**
   * The room handed the turn to the candidate by a deadline (waiting, processing) before the interviewer's final
   * sentence: the server still owes its reply, so its late chunks acknowledge nothing (decision 0635).
   */
  replyOwed: boolean;
  /**
   * Answers sent whose sending deadline passed with no acknowledgement, other than the pending one: the server
   * may still answer for them, and a `user_transcript` that comes while a later answer is on its way is theirs
   * (decision 0648). A new connection starts from none: the server answers on the socket that carried it.
   */
  lateAnswers: number;
  /**
   * This tab is joining again after its own connection dropped (Reconnect): an ERROR_MULTIPLE_CONNECTIONS then
   * most likely meets that previous connection, which the server still holds, and is taken over (G4).
   */
  rejoining: boolean;
  /**
   * Another tab of this browser had the interview live when the server said ERROR_MULTIPLE_CONNECTIONS: the
   * connection it holds is that tab's, not a stale one of ours, and is not taken without asking (decision 0665).
   */
  openElsewhere: boolean;
  /** Where a reconnect resumes: the candidate's turn (it was theirs at the drop) or waiting for the server. */
  resumeAt: 'candidate' | 'waiting';
  leaveTo: LeaveDestination;
  /** End calls made for a time-out that failed; retried up to TIMEOUT_END_RETRIES times. */
  timeoutEndFailures: number;
}

export interface InitialSessionOptions {
  roomId: string;
  interviewerName: string;
  timeRemaining: number;
  chats?: Chat[];
  /** An unacknowledged answer an earlier room of this tab kept (sessionStorage): offered again as not sent yet. */
  pendingAnswer?: PendingAnswer | null;
}
