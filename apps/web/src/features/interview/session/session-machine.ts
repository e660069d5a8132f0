import {
  assign,
  initialTransition,
  setup,
  transition as xstateTransition,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import type {
  Analytics,
  Chat,
  ClientMessage,
  JoinMessage,
  Metadata,
  ServerMessage,
} from '@mockint/api-contract/socket';
import { USER_RESPONSE_ERROR_CODES } from '@mockint/api-contract/socket';
import { RECORDER_MESSAGES } from '../audio/recorder';

/**
 * The live interview session as an XState v5 statechart (decision 0620). Phases are states, not flags:
 *
 *   idle → connecting → running{ live{ waiting | speaking | candidate{ready|starting|recording|encoding}
 *                                      | sending | processing | audioError | generationError }
 *                                | leaving }
 *        → disconnected (Connection Lost) | multipleSessions | revoked (4001) → ended | timedOut
 *
 * The machine is pure: it is stepped with XState's `transition()` (no actor, no timers) and every effect is a
 * named action with params that the session controller performs (socket, audio queue, recorder, countdown,
 * HTTP, toasts, navigation). `transition(state, event) → {state, effects}` below keeps that shape, and
 * `SessionState` is a read-only view whose flags are derived from the current state, so impossible
 * combinations (a dead socket offering Start Speaking, a frozen countdown while live) cannot be represented.
 */

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
} as const;

export const LEAVE_REDIRECT_DELAY_MS = 2000;
export const UNKNOWN_ERROR = 'UNKNOWN_ERROR';
/** Close codes of the interview socket (apps/mock-server README, "close codes"). */
export const CLOSE_CODES = { normal: 1000, reset: 4000, revoked: 4001 } as const;

export type SessionDialog =
  | { kind: 'multiple-sessions' }
  | { kind: 'revoked' }
  | { kind: 'audio-processing' }
  | { kind: 'generation'; code: string }
  | { kind: 'connection-lost' };

export type JoinPayload = Omit<JoinMessage, 'type'>;

/** Where a navigation effect goes; the controller resolves it through config/paths. */
export type NavigationTarget = 'feedback' | 'dashboard';

/** An answer the server has not acknowledged (no `user_transcript` yet), kept across a drop. */
export type PendingAnswer = { kind: 'audio'; audioBase64: string } | { kind: 'text'; text: string };

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
  | { type: 'resendAnswer' }
  | { type: 'discardAnswer' }
  // socket
  | { type: 'socketOpen' }
  | { type: 'socketMessage'; message: ServerMessage }
  | { type: 'socketReconnecting'; attempt: number }
  | { type: 'socketFailed' }
  /** An open socket closed without us asking; `code` is the close code when known. */
  | { type: 'connectionLost'; code?: number }
  // audio queue
  | { type: 'chunkStarted'; caption: string }
  | { type: 'queueDrained'; finalSentence: boolean }
  // recorder
  | { type: 'recordingStarted' }
  | { type: 'recordingFailed'; message: string }
  | { type: 'recordingTimeUp' }
  | { type: 'audioRecorded'; audioBase64: string }
  /** Stopping, encoding or serializing the recording failed; message is the toast (spec §5/§8). */
  | { type: 'audioFailed'; message: string }
  // countdown
  | { type: 'tick' }
  // http results
  | { type: 'endCallSucceeded' }
  | { type: 'endCallFailed' }
  | { type: 'revokeSucceeded' }
  | { type: 'revokeFailed' };

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
  /** Where a reconnect resumes: the candidate's turn (it was theirs at the drop) or waiting for the server. */
  resumeAt: 'candidate' | 'waiting';
}

export interface InitialSessionOptions {
  roomId: string;
  interviewerName: string;
  timeRemaining: number;
  chats?: Chat[];
}

type Ctx = { context: SessionContext; event: SessionEvent };
type Msg<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;
const msgOf = (event: SessionEvent) => (event as Extract<SessionEvent, { type: 'socketMessage' }>).message;
const isMsg =
  <T extends ServerMessage['type']>(...types: T[]) =>
  ({ event }: Ctx) =>
    event.type === 'socketMessage' && (types as string[]).includes(event.message.type);

function upsertChat(chats: Chat[], chat: Chat): Chat[] {
  const index = chats.findIndex((c) => c.id === chat.id);
  if (index === -1) return [...chats, chat];
  const next = chats.slice();
  next[index] = chat;
  return next;
}

const errorCodeOf = (event: SessionEvent): string => {
  const code = (msgOf(event) as Msg<'error'>).code;
  return code && code.trim() ? code : UNKNOWN_ERROR;
};
const isUserResponseError = (code: string) => (USER_RESPONSE_ERROR_CODES as readonly string[]).includes(code);

const answerMessage = (answer: PendingAnswer, metadata: Metadata): ClientMessage =>
  answer.kind === 'audio'
    ? { type: 'user_response_audio', audio_base_64: answer.audioBase64, metadata }
    : { type: 'user_response_text', message: answer.text, metadata };

// Effects are plain named actions with params; the controller performs them (see SessionEffect).
const fx = <T extends SessionEffect['type']>(
  type: T,
  params?: (args: Ctx) => Omit<Extract<SessionEffect, { type: T }>, 'type'>,
) => (params ? { type, params } : { type });
const toast = (kind: ToastKind, message: string | ((args: Ctx) => string)) =>
  fx('toast', (args) => ({ kind, message: typeof message === 'string' ? message : message(args) }));
const send = (message: (args: Ctx) => ClientMessage) => fx('send', (args) => ({ message: message(args) }));
const sendEnd = send(({ context }) => ({ type: 'end', metadata: context.metadata }));

const noop = () => undefined;

/** An interviewer chunk: queue it (with its sentence, for the caption) and play. */
const modelSpeaks = (before: ReturnType<typeof fx>[]) => ({
  guard: isMsg('model_response', 'model_repeat_response'),
  target: '#session.running.live.speaking',
  actions: [
    ...before,
    'acceptModelResponse' as const,
    fx('enqueueAudio', ({ event }) => {
      const m = msgOf(event) as Msg<'model_response'>;
      return { audioBase64: m.audio_base_64, finalSentence: m.final_sentence, caption: m.transcript };
    }),
    fx('playQueue'),
  ],
});

/** initial_message: joined (toast with the interviewer's name, reconnect sound); the metadata is the new one. */
const joined = [
  'acceptInitialMessage' as const,
  toast('success', ({ context }) => MESSAGES.joined(context.interviewerName)),
  fx('playSound', () => ({ sound: 'reconnect' as const })),
];

/**
 * The socket closed under a live interview: 4001 (another tab took the room) asks whether to take it back;
 * anything else is Connection Lost. The audio queue is cleared; `resumeAt` says where a reconnect resumes.
 */
const lost = (resumeAt: SessionContext['resumeAt'], recorder: ReturnType<typeof fx>[]) => [
  {
    guard: ({ event }: Ctx) => (event as { code?: number }).code === CLOSE_CODES.revoked,
    target: '#session.revoked',
    actions: [
      { type: 'rememberTurn' as const, params: { resumeAt } },
      fx('cancelRecording'),
      fx('clearQueue'),
    ],
  },
  {
    target: '#session.disconnected',
    actions: [{ type: 'rememberTurn' as const, params: { resumeAt } }, ...recorder, fx('clearQueue')],
  },
];

/** ERROR_HANDLING_USER_RESPONSE_*: Audio Processing Error, model state reset, the turn goes back (spec §8). */
const userResponseError = (before: ReturnType<typeof fx>[]) => ({
  guard: ({ event }: Ctx) => isMsg('error')({ event } as Ctx) && isUserResponseError(errorCodeOf(event)),
  target: '#session.running.live.audioError',
  actions: [...before, fx('clearQueue')],
});
const leaveSound = fx('playSound', () => ({ sound: 'leave' as const }));
const serverLeave = [toast('info', MESSAGES.serverEnded), leaveSound];
const backToDashboard = {
  actions: [fx('disconnect'), fx('navigate', () => ({ to: 'dashboard' as const, delayMs: 0 }))],
};
/** Multiple Sessions Detected and Revoked share the take-over flow: revoke the other, then join again. */
const takeOver = {
  initial: 'asking' as const,
  on: { backToDashboard },
  states: {
    asking: { on: { revokeOtherSession: { target: 'revoking', actions: fx('revokeCall') } } },
    revoking: {
      on: {
        revokeSucceeded: '#session.connecting',
        revokeFailed: { target: 'asking', actions: toast('error', MESSAGES.failedToRevoke) },
      },
    },
  },
};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as InitialSessionOptions,
  },
  actions: {
    connect: noop,
    disconnect: noop,
    send: noop,
    enqueueAudio: noop,
    playQueue: noop,
    clearQueue: noop,
    startRecording: noop,
    stopRecording: noop,
    cancelRecording: noop,
    startCountdown: noop,
    stopCountdown: noop,
    toast: noop,
    playSound: noop,
    endCall: noop,
    revokeCall: noop,
    clearStorage: noop,
    navigate: noop,
    reload: noop,
    acceptInitialMessage: assign({
      metadata: ({ event }) => (msgOf(event) as Msg<'initial_message'>).metadata,
      reconnectAttempts: 0,
    }),
    rememberTurn: assign((_, params: { resumeAt: SessionContext['resumeAt'] }) => ({
      resumeAt: params.resumeAt,
    })),
    acceptModelResponse: assign(({ context, event }) => {
      const m = msgOf(event) as Msg<'model_response'>;
      return {
        metadata: m.metadata,
        chats: upsertChat(context.chats, m.chat),
        // The model answered the answer: it was received even if its transcript was lost.
        pendingAnswer: m.type === 'model_response' ? null : context.pendingAnswer,
      };
    }),
  },
  guards: {
    serverLeaveDue: ({ context }) => context.serverEnded && context.toggleLeave,
    timeUp: ({ context }) => context.timeRemaining <= 1,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    roomId: input.roomId,
    interviewerName: input.interviewerName,
    join: null,
    metadata: {},
    timeRemaining: Number.isFinite(input.timeRemaining) ? Math.max(0, Math.floor(input.timeRemaining)) : 0,
    chats: input.chats ?? [],
    modelCaption: '',
    userHint: '',
    analytics: null,
    reconnectAttempts: 0,
    errorCode: UNKNOWN_ERROR,
    serverEnded: false,
    toggleLeave: false,
    pendingAnswer: null,
    resumeAt: 'waiting',
  }),
  initial: 'idle',
  on: {
    // Valid in every state: pings are answered even while leaving, hints and analytics are kept.
    socketMessage: [
      {
        guard: isMsg('ping'),
        actions: send(({ context, event }) => ({
          type: 'pong',
          eventId: (msgOf(event) as Msg<'ping'>).eventId,
          timeRemaining: Math.max(0, context.timeRemaining),
          metadata: context.metadata,
        })),
      },
      {
        guard: isMsg('hint_response'),
        actions: assign({ userHint: ({ event }) => (msgOf(event) as Msg<'hint_response'>).hintResponse }),
      },
      {
        guard: isMsg('analytics_response'),
        actions: assign({ analytics: ({ event }) => (msgOf(event) as Msg<'analytics_response'>).analytics }),
      },
    ],
    chunkStarted: { actions: assign({ modelCaption: ({ event }) => event.caption }) },
    sendText: {
      guard: ({ event }) => !event.text.trim(),
      actions: toast('error', MESSAGES.emptyMessage),
    },
  },
  states: {
    idle: {
      on: {
        start: { target: 'connecting', actions: assign({ join: ({ event }) => event.join }) },
      },
    },

    /** A socket is being opened (retried up to 3 times, `reconnectAttempts`), then the join is answered. */
    connecting: {
      entry: fx('connect'),
      initial: 'opening',
      on: {
        socketFailed: {
          target: 'disconnected',
          actions: toast('error', MESSAGES.failedToConnect),
        },
        connectionLost: [
          { guard: ({ event }) => event.code === CLOSE_CODES.revoked, target: 'revoked' },
          { target: 'disconnected' },
        ],
      },
      states: {
        opening: {
          on: {
            socketOpen: {
              target: 'joining',
              actions: send(({ context }) => ({ type: 'join', ...context.join! })),
            },
            socketReconnecting: {
              target: 'opening',
              reenter: true,
              actions: assign({ reconnectAttempts: ({ event }) => event.attempt }),
            },
          },
        },
        /** Open; `join` sent, waiting for initial_message. */
        joining: {
          on: {
            socketMessage: [
              {
                guard: ({ context, event }) =>
                  isMsg('initial_message')({ context, event }) && context.resumeAt === 'candidate',
                target: '#session.running.live.candidate',
                actions: joined,
              },
              {
                guard: isMsg('initial_message'),
                target: '#session.running',
                actions: joined,
              },
              {
                guard: ({ event }) =>
                  isMsg('error')({ event } as Ctx) && errorCodeOf(event) === 'ERROR_MULTIPLE_CONNECTIONS',
                target: '#session.multipleSessions',
                actions: fx('disconnect'),
              },
              {
                guard: isMsg('error'),
                target: '#session.failed',
                actions: assign({ errorCode: ({ event }) => errorCodeOf(event) }),
              },
            ],
          },
        },
      },
    },

    running: {
      entry: fx('startCountdown'),
      exit: fx('stopCountdown'),
      initial: 'live',
      on: {
        tick: [
          { guard: 'timeUp', target: 'timedOut', actions: fx('endCall', () => ({ timeout: true })) },
          { actions: assign({ timeRemaining: ({ context }) => context.timeRemaining - 1 }) },
        ],
      },
      states: {
        live: {
          initial: 'waiting',
          on: {
            leave: { target: 'leaving', actions: [fx('cancelRecording'), leaveSound] },
            connectionLost: [
              // The server closes normally after its end frames: let the queue drain, then leave.
              { guard: ({ context }) => context.serverEnded },
              ...lost('waiting', []),
            ],
            socketMessage: [
              modelSpeaks([]),
              {
                guard: isMsg('user_transcript'),
                target: '.processing',
                actions: assign({
                  chats: ({ context, event }) =>
                    upsertChat(context.chats, (msgOf(event) as Msg<'user_transcript'>).chat),
                  pendingAnswer: null,
                }),
              },
              {
                // Both end frames arrived and no audio is playing: leave once (spec §4).
                guard: ({ context, event }) =>
                  isMsg('end', 'toggle_leave_interview')({ context, event }) &&
                  (context.serverEnded || msgOf(event).type === 'end') &&
                  (context.toggleLeave || msgOf(event).type === 'toggle_leave_interview'),
                target: '#session.running.leaving',
                actions: [assign({ serverEnded: true, toggleLeave: true }), ...serverLeave],
              },
              { guard: isMsg('end'), actions: assign({ serverEnded: true }) },
              { guard: isMsg('toggle_leave_interview'), actions: assign({ toggleLeave: true }) },
              {
                guard: ({ event }) =>
                  isMsg('error')({ event } as Ctx) && errorCodeOf(event) === 'ERROR_MULTIPLE_CONNECTIONS',
                target: '#session.multipleSessions',
                actions: [fx('cancelRecording'), fx('clearQueue'), fx('disconnect')],
              },
              userResponseError([]),
              {
                guard: isMsg('error'),
                target: '.generationError',
                actions: assign({ errorCode: ({ event }) => errorCodeOf(event) }),
              },
            ],
          },
          states: {
            /** Joined (or answered); the interviewer has not started speaking. */
            waiting: {},
            speaking: {
              on: {
                queueDrained: [
                  { guard: 'serverLeaveDue', target: '#session.running.leaving', actions: serverLeave },
                  {
                    guard: ({ context, event }) => event.finalSentence && !context.serverEnded,
                    target: 'candidate',
                  },
                  { target: 'waiting' },
                ],
                socketMessage: [
                  // While audio plays, end frames wait for the drain (spec §4).
                  { guard: isMsg('end'), actions: assign({ serverEnded: true }) },
                  { guard: isMsg('toggle_leave_interview'), actions: assign({ toggleLeave: true }) },
                ],
              },
            },
            candidate: {
              initial: 'ready',
              on: {
                // Whatever ends the turn while the microphone may be open also closes it.
                socketMessage: [
                  modelSpeaks([fx('cancelRecording')]),
                  userResponseError([fx('cancelRecording')]),
                ],
                // An encoding in progress finishes and is kept (audioRecorded while disconnected).
                connectionLost: lost('candidate', []),
              },
              states: {
                ready: {
                  on: {
                    startRecording: [
                      {
                        guard: ({ event }) => !event.hasRecorder,
                      },
                      {
                        guard: ({ event }) => !event.microphoneSelected,
                        actions: toast('error', MESSAGES.selectMicrophone),
                      },
                      { target: 'starting', actions: fx('startRecording') },
                    ],
                    sendText: {
                      guard: ({ event }) => event.text.trim().length > 0,
                      target: '#session.running.live.sending',
                      actions: [
                        assign({ pendingAnswer: ({ event }) => ({ kind: 'text', text: event.text.trim() }) }),
                        send(({ context }) => answerMessage(context.pendingAnswer!, context.metadata)),
                      ],
                    },
                    resendAnswer: {
                      guard: ({ context }) => context.pendingAnswer !== null,
                      target: '#session.running.live.sending',
                      actions: send(({ context }) => answerMessage(context.pendingAnswer!, context.metadata)),
                    },
                    discardAnswer: { actions: assign({ pendingAnswer: null }) },
                    repeat: {
                      target: '#session.running.live.processing',
                      actions: send(({ context }) => ({
                        type: 'request_repeat_response',
                        metadata: context.metadata,
                      })),
                    },
                  },
                },
                /** The microphone is opening: End Response cannot act yet. */
                starting: {
                  on: {
                    connectionLost: lost('candidate', [fx('cancelRecording')]),
                    recordingStarted: 'recording',
                    recordingFailed: {
                      target: 'ready',
                      actions: toast(
                        'error',
                        ({ event }) => (event as Extract<SessionEvent, { type: 'recordingFailed' }>).message,
                      ),
                    },
                  },
                },
                recording: {
                  on: {
                    // A recording in progress at a drop is finished and kept, to offer once back.
                    connectionLost: lost('candidate', [fx('stopRecording')]),
                    stopRecording: { target: 'encoding', actions: fx('stopRecording') },
                    recordingTimeUp: { target: 'encoding', actions: fx('stopRecording') },
                  },
                },
                encoding: {
                  on: {
                    audioRecorded: [
                      {
                        guard: ({ event }) => !event.audioBase64,
                        target: 'ready',
                        actions: toast('error', MESSAGES.noAudio),
                      },
                      {
                        target: '#session.running.live.sending',
                        actions: [
                          assign({
                            pendingAnswer: ({ event }) => ({ kind: 'audio', audioBase64: event.audioBase64 }),
                          }),
                          send(({ context }) => answerMessage(context.pendingAnswer!, context.metadata)),
                        ],
                      },
                    ],
                    audioFailed: {
                      target: 'ready',
                      actions: toast(
                        'error',
                        ({ event }) => (event as Extract<SessionEvent, { type: 'audioFailed' }>).message,
                      ),
                    },
                  },
                },
              },
            },
            /** An answer is on its way; `user_transcript` acknowledges it. */
            sending: {
              on: {
                // Unacknowledged: once back, the turn is the candidate's with the answer offered again.
                connectionLost: lost('candidate', []),
                // The serializer refused the answer (e.g. not Base64): nothing was sent, the turn is the user's.
                audioFailed: {
                  target: 'candidate',
                  actions: [
                    assign({ pendingAnswer: null }),
                    toast(
                      'error',
                      ({ event }) => (event as Extract<SessionEvent, { type: 'audioFailed' }>).message,
                    ),
                  ],
                },
              },
            },
            /** The interviewer is thinking (after a transcript or a repeat request). */
            processing: {},
            audioError: {
              on: { retryAfterAudioError: 'candidate', connectionLost: lost('candidate', []) },
            },
            generationError: {
              // Refresh Page is the way forward whatever the socket does meanwhile.
              on: { refreshPage: { actions: fx('reload') }, connectionLost: {} },
            },
            // After a failed end call the room resumes where it was (a turn restarts from its beginning).
            hist: { type: 'history', history: 'shallow' },
          },
        },

        /** POST /interviews/end in flight; the countdown keeps ticking until it succeeds. */
        leaving: {
          entry: fx('endCall', () => ({ timeout: false })),
          on: {
            endCallSucceeded: '#session.ended',
            endCallFailed: [
              // The server already ended it (end + toggle_leave): there is nothing left to resume.
              { guard: 'serverLeaveDue', target: '#session.ended' },
              { target: 'live.hist', actions: toast('error', MESSAGES.failedToEnd) },
            ],
            // The end call already runs: time-out must not issue a second one.
            tick: [
              { guard: 'timeUp', target: '#session.timedOut' },
              { actions: assign({ timeRemaining: ({ context }) => context.timeRemaining - 1 }) },
            ],
          },
        },
      },
    },

    /** Connection Lost: the socket is gone and retries, if any, failed. Reconnect is always offered. */
    disconnected: {
      on: {
        reconnect: { target: 'connecting', actions: assign({ reconnectAttempts: 0 }) },
        // A recording finished after the drop: keep it to offer once back.
        audioRecorded: {
          guard: ({ event }) => event.audioBase64.length > 0,
          actions: assign({
            pendingAnswer: ({ event }) => ({ kind: 'audio', audioBase64: event.audioBase64 }),
          }),
        },
      },
    },

    multipleSessions: takeOver,

    /** Another tab took the room (close 4001): the interview continues there unless taken back here. */
    revoked: takeOver,

    /** The socket refused the session before it started (a code other than multiple connections). */
    failed: {
      on: { refreshPage: { actions: fx('reload') } },
    },

    ended: {
      type: 'final',
      entry: [
        fx('clearStorage'),
        sendEnd,
        fx('disconnect'),
        fx('navigate', () => ({ to: 'feedback' as const, delayMs: 0 })),
      ],
    },

    timedOut: {
      type: 'final',
      entry: [
        assign({ timeRemaining: 0 }),
        toast('info', MESSAGES.timeUp),
        fx('cancelRecording'),
        fx('clearQueue'),
        sendEnd,
        fx('clearStorage'),
        fx('playSound', () => ({ sound: 'leave' as const })),
        fx('disconnect'),
        fx('navigate', () => ({ to: 'feedback' as const, delayMs: LEAVE_REDIRECT_DELAY_MS })),
      ],
    },
  },
});

export type SessionSnapshotValue = SnapshotFrom<typeof sessionMachine>;

/**
 * What the room renders: the machine's context plus flags derived from the current state (never stored, so
 * they cannot contradict each other). `machine` is the XState snapshot, for `matches()` and the model tests.
 */
export interface SessionState extends SessionContext {
  machine: SessionSnapshotValue;
  /** Dotted path of the current leaf state, e.g. `running.live.candidate.recording`. */
  phase: string;
  joining: boolean;
  connected: boolean;
  leaving: boolean;
  finished: boolean;
  timeout: boolean;
  countdownRunning: boolean;
  userTurn: boolean;
  /** The microphone is opening; End Response is not usable yet. */
  recordingStarting: boolean;
  recording: boolean;
  modelPlaying: boolean;
  modelProcessing: boolean;
  userProcessing: boolean;
  revoking: boolean;
  dialog: SessionDialog | null;
  /** An unacknowledged answer the candidate can send again now. */
  canResend: boolean;
}

export interface TransitionResult {
  state: SessionState;
  effects: SessionEffect[];
}

const phaseOf = (value: StateValue): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, child]) => (child ? `${key}.${phaseOf(child as StateValue)}` : key))
        .join(',');

function dialogOf(s: SessionSnapshotValue): SessionDialog | null {
  if (s.matches('disconnected')) return { kind: 'connection-lost' };
  if (s.matches('multipleSessions')) return { kind: 'multiple-sessions' };
  if (s.matches('revoked')) return { kind: 'revoked' };
  if (s.matches({ running: { live: 'audioError' } })) return { kind: 'audio-processing' };
  if (s.matches({ running: { live: 'generationError' } }) || s.matches('failed'))
    return { kind: 'generation', code: s.context.errorCode };
  return null;
}

export function viewOf(machine: SessionSnapshotValue): SessionState {
  const m = (value: Parameters<SessionSnapshotValue['matches']>[0]) => machine.matches(value);
  // The turn is the candidate's from the drain until the answer is stopped; the Audio Processing Error dialog
  // has already given it back (its Retry only closes the dialog).
  const userTurn =
    (m({ running: { live: 'candidate' } }) && !m({ running: { live: { candidate: 'encoding' } } })) ||
    m({ running: { live: 'audioError' } });
  return {
    ...machine.context,
    machine,
    phase: phaseOf(machine.value),
    joining: m('connecting'),
    connected: m('running'),
    leaving: m({ running: 'leaving' }) || m('ended') || m('timedOut'),
    finished: m('ended') || m('timedOut'),
    timeout: m('timedOut'),
    countdownRunning: m('running'),
    userTurn,
    recordingStarting: m({ running: { live: { candidate: 'starting' } } }),
    recording: m({ running: { live: { candidate: 'recording' } } }),
    modelPlaying: m({ running: { live: 'speaking' } }),
    modelProcessing: m({ running: { live: 'processing' } }),
    userProcessing:
      m({ running: { live: 'sending' } }) || m({ running: { live: { candidate: 'encoding' } } }),
    revoking: m({ multipleSessions: 'revoking' }) || m({ revoked: 'revoking' }),
    dialog: dialogOf(machine),
    canResend: machine.context.pendingAnswer !== null && m({ running: { live: { candidate: 'ready' } } }),
  };
}

export function initialSessionState(options: InitialSessionOptions): SessionState {
  const [machine] = initialTransition(sessionMachine, options);
  return viewOf(machine);
}

/** One step of the machine: the next view and the effects to perform, in order. */
export function transition(state: SessionState, event: SessionEvent): TransitionResult {
  const [machine, actions] = xstateTransition(sessionMachine, state.machine, event);
  const effects = actions.map((a) => ({ type: a.type, ...(a.params as object) }) as SessionEffect);
  if (machine === state.machine && effects.length === 0) return { state, effects };
  return { state: viewOf(machine), effects };
}

/** Why a recording cannot start now (spec §5), or null when it can. Only the microphone case has a message. */
export type RecordingRefusal =
  'no-socket' | 'model-playing' | 'not-user-turn' | 'no-recorder' | 'no-microphone' | 'already-recording';

export function recordingRefusal(
  state: SessionState,
  env: { hasRecorder: boolean; microphoneSelected: boolean },
): RecordingRefusal | null {
  if (!state.connected) return 'no-socket';
  if (state.modelPlaying) return 'model-playing';
  if (state.recording || state.recordingStarting) return 'already-recording';
  if (!state.userTurn) return 'not-user-turn';
  if (!env.hasRecorder) return 'no-recorder';
  if (!env.microphoneSelected) return 'no-microphone';
  return null;
}

/** Whether the user may answer now (text box, Send, Start Speaking, Repeat Response). */
export function canAnswer(state: SessionState): boolean {
  return state.machine.matches({ running: { live: { candidate: 'ready' } } });
}

export function isOver(state: SessionState): boolean {
  return state.leaving || state.finished;
}

/** Label of the interviewer tile, if any (spec §2.3). */
export function interviewerStatus(state: SessionState): 'Joining...' | 'Leaving...' | 'Thinking' | null {
  if (state.leaving) return 'Leaving...';
  if (state.joining) return 'Joining...';
  if (state.modelProcessing || state.userProcessing) return 'Thinking';
  return null;
}
