import { assign } from 'xstate';
import { isAnswerText } from '@mockint/api-contract/socket';
import {
  answerMessage,
  armDeadline,
  disarmDeadline,
  effect,
  errorCode,
  isUserResponseError,
  send,
  sendEnd,
  sessionSetup,
  toast,
  upsertChat,
} from './session-setup';
import { PLAY_AUDIO_ERROR } from '../audio/audio-queue';
import { RECORDER_MESSAGES } from '../audio/recorder';
import {
  LEAVE_REDIRECT_DELAY_MS,
  MESSAGES,
  TIMEOUT_END_RETRIES,
  UNKNOWN_ERROR,
  type PendingWhy,
  type ServerEvent,
  type SessionContext,
  type SessionEvent,
} from './session-types';
import type { ServerMessageOf } from '@mockint/api-contract/socket';

/**
 * The live interview session as an XState v5 statechart (decisions 0620, 0630, 0631). Phases are states:
 *
 *   idle → connecting{ opening → joining }
 *        → running{ live{ waiting | speaking | candidate{ ready | starting | recording | encoding }
 *                         | sending | processing | audioError | generationError }
 *                 | leaving{ online | offline } }
 *        → disconnected (Connection Lost) | multipleSessions{asking|revoking} | revoked{asking|revoking} (4001)
 *        | failed (join refused: Generation Error) | refused (invalid session → dashboard)
 *        → ended (→ feedback, or the header-menu link chosen) | timedOut{ ending → done | gaveUp }
 *
 * There is no history state: after a failed end call the room resumes at the candidate's turn on a working
 * socket (`leaving.online`), or in Connection Lost when the socket closed meanwhile (`leaving.offline`).
 *
 * Every wait has a deadline (`armDeadline` on entry, `disarmDeadline` on exit, `deadlinePassed` back; see
 * DEADLINES_MS): joining → Connection Lost; waiting, processing → the candidate's turn; sending → the
 * candidate's turn with the answer offered again; leaving → as a failed end call.
 *
 * The machine is pure: it is stepped with XState's `transition()` (session-machine.ts) and every effect is a
 * named action with params that the session controller performs. Server frames arrive as one event per message
 * type (`server.model_response`, …). The view's flags are state tags (session-view.ts).
 */

const leaveSound = effect('playSound', () => ({ sound: 'leave' as const }));
const serverLeave = [toast('info', MESSAGES.serverEnded), leaveSound];
const genericError = toast('error', MESSAGES.generic);

/**
 * The socket closed under a live interview: 4001 (another tab took the room) asks whether to take it back;
 * anything else is Connection Lost. `resumeAt` says where a reconnect resumes; `recorder` is what happens to
 * a recording in progress (the controller cancels any other open recorder).
 */
const lost = (resumeAt: SessionContext['resumeAt'], recorder: ReturnType<typeof effect>[] = []) => [
  {
    guard: 'takenOver' as const,
    target: '#session.revoked',
    actions: [{ type: 'rememberTurn' as const, params: { resumeAt } }, effect('clearQueue')],
  },
  {
    target: '#session.disconnected',
    actions: [{ type: 'rememberTurn' as const, params: { resumeAt } }, ...recorder, effect('clearQueue')],
  },
];

/**
 * The link died without a close (decision 0632): the server silent past LINK_SILENCE_MS, or the browser offline.
 * As `lost`, but the dead socket is closed by us first, so neither its late frames nor its late close count.
 */
const linkDown = (resumeAt: SessionContext['resumeAt'], recorder: ReturnType<typeof effect>[] = []) => ({
  target: '#session.disconnected',
  actions: [
    effect('disconnect'),
    { type: 'rememberTurn' as const, params: { resumeAt } },
    ...recorder,
    effect('clearQueue'),
  ],
});

type ModelMessage = ServerMessageOf<'model_response' | 'model_repeat_response'>;

/** Pending answers a reply can acknowledge: sent (now or before a drop) and not refused (decision 0635). */
const ACKNOWLEDGEABLE: readonly PendingWhy[] = ['sent', 'connection', 'unconfirmed'];

/**
 * A reply's chunk: keep its chat and metadata. A `model_response` acknowledges a pending answer (the model
 * answered it, even if its transcript was lost) only when it can be the reply to it: it opens a chat not in the
 * transcript yet, and the server owes no earlier reply (the turn was not handed over by a deadline). Anything
 * else is a late chunk of the previous reply: the answer stays pending, to be acknowledged, refused
 * (ERROR_NOT_USER_TURN) or offered again (decision 0635).
 */
const acceptModelText = (context: SessionContext, message: ModelMessage): Partial<SessionContext> => {
  const pending = context.pendingAnswer;
  const acknowledges =
    message.type === 'model_response' &&
    pending !== null &&
    ACKNOWLEDGEABLE.includes(context.pendingWhy) &&
    !context.replyOwed &&
    !context.chats.some((chat) => chat.id === message.chat.id);
  return {
    metadata: message.metadata,
    chats: upsertChat(context.chats, message.chat),
    pendingAnswer: acknowledges ? null : pending,
    pendingWhy:
      !acknowledges && pending && context.pendingWhy === 'sent' ? 'interrupted' : context.pendingWhy,
    // The final sentence: whatever the server owed, it has said.
    replyOwed: message.final_sentence ? false : context.replyOwed,
  };
};

/** A deadline handed the turn over before the interviewer's final sentence: its late reply is still owed. */
const owesReply = assign<SessionContext, SessionEvent, undefined, SessionEvent, never>({ replyOwed: true });

/** The pending answer is offered again, for this reason (the resend banner says it). */
const pendingBecause = (why: PendingWhy) =>
  assign<SessionContext, SessionEvent, undefined, SessionEvent, never>({
    pendingWhy: ({ context }) => (context.pendingAnswer ? why : context.pendingWhy),
  });

const notUserTurn = ({ event }: { event: SessionEvent }) =>
  event.type === 'server.error' && event.message.code === 'ERROR_NOT_USER_TURN';

/**
 * ERROR_NOT_USER_TURN: the server has the turn. No dialog; an answer it refused is kept and offered again once
 * the interviewer has finished. `target`: where the room waits for the interviewer (from sending, processing).
 */
const refusedTurn = (target?: string) => [
  {
    guard: ({ context, event }: { context: SessionContext; event: SessionEvent }) =>
      notUserTurn({ event }) && context.pendingAnswer !== null,
    ...(target ? { target } : {}),
    actions: [
      assign<SessionContext, SessionEvent, undefined, SessionEvent, never>({
        pendingWhy: 'notYourTurn',
        replyOwed: true,
      }),
      toast('info', MESSAGES.notYourTurn),
    ],
  },
  { guard: notUserTurn, ...(target ? { target } : {}), actions: owesReply },
];

/** A recording finished after the room moved on (a late interviewer): kept and offered again, never dropped. */
const keepLateRecording = {
  audioRecorded: [
    {
      guard: ({ event }: { event: SessionEvent }) => event.type === 'audioRecorded' && !event.audioBase64,
      actions: toast('error', MESSAGES.noAudio),
    },
    {
      actions: [
        assign<SessionContext, SessionEvent, undefined, SessionEvent, never>({
          pendingAnswer: ({ event, context }) =>
            event.type === 'audioRecorded'
              ? { kind: 'audio', audioBase64: event.audioBase64 }
              : context.pendingAnswer,
          pendingWhy: 'interrupted',
        }),
        toast('info', MESSAGES.answerKept),
      ],
    },
  ],
  audioFailed: { actions: toast<'audioFailed'>('error', ({ event }) => event.message) },
};

/** An interviewer chunk: its text is kept, its audio queued (with its sentence, for the caption) and played. */
const modelSpeaks = {
  target: '#live.speaking',
  actions: [
    assign<SessionContext, ServerEvent, undefined, SessionEvent, never>(({ context, event }) =>
      event.type === 'server.model_response' || event.type === 'server.model_repeat_response'
        ? acceptModelText(context, event.message)
        : {},
    ),
    effect<'enqueueAudio', 'server.model_response' | 'server.model_repeat_response'>(
      'enqueueAudio',
      ({ event }) => ({
        audioBase64: event.message.audio_base_64,
        finalSentence: event.message.final_sentence,
        caption: event.message.transcript,
      }),
    ),
    effect('playQueue'),
  ],
};

/** initial_message: joined (toast with the interviewer's name, reconnect sound); the metadata is the new one. */
const joined = [
  effect('syncTime'),
  effect('playSound', () => ({ sound: 'reconnect' as const })),
  toast('success', ({ context }) => MESSAGES.joined(context.interviewerName)),
];

const backToDashboard = {
  actions: [effect('disconnect'), effect('navigate', () => ({ to: 'dashboard' as const, delayMs: 0 }))],
};

/** Multiple Sessions Detected and Revoked share the take-over flow: revoke the other, then join again. */
const takeOver = {
  initial: 'asking' as const,
  on: { backToDashboard },
  states: {
    asking: { on: { revokeOtherSession: { target: 'revoking', actions: effect('revokeCall') } } },
    revoking: {
      tags: ['revoking' as const],
      entry: armDeadline('revoking'),
      exit: disarmDeadline('revoking'),
      on: {
        // No answer: ask again rather than wait with nothing to press (G13).
        deadlinePassed: { target: 'asking', actions: toast('error', MESSAGES.failedToRevoke) },
        revokeSucceeded: '#session.connecting',
        revokeFailed: [
          // The interview ended meanwhile (its time ran out in the other tab): there is nothing to take back,
          // so the candidate goes on to the feedback page instead of a dialog that can only fail (0624).
          {
            guard: ({ event }: { event: SessionEvent }) =>
              event.type === 'revokeFailed' && event.finished === true,
            target: '#session.ended',
            actions: toast('info', MESSAGES.serverEnded),
          },
          { target: 'asking', actions: toast('error', MESSAGES.failedToRevoke) },
        ],
      },
    },
  },
};

/** Leave, from wherever it is offered: remember where to go once the interview has ended. */
const rememberLeaveTo = assign<SessionContext, SessionEvent, undefined, SessionEvent, never>({
  leaveTo: ({ event }) => (event.type === 'leave' ? (event.then ?? 'feedback') : 'feedback'),
});

/** The end call failed (or had no answer by its deadline) while leaving. */
const endFailed = (otherwise: string) => [
  // The server already ended it (end + toggle_leave): there is nothing left to resume.
  { guard: 'serverLeaveDue' as const, target: '#session.ended' },
  { target: otherwise, actions: toast('error', MESSAGES.failedToEnd) },
];

/** A time-out's end call failed: it is retried, then the candidate goes to the dashboard (decision 0630). */
const timeoutEndFailed = [
  {
    guard: ({ context }: { context: SessionContext }) => context.timeoutEndFailures < TIMEOUT_END_RETRIES,
    target: 'ending',
    reenter: true,
    actions: [
      assign<SessionContext, SessionEvent, undefined, SessionEvent, never>({
        timeoutEndFailures: ({ context }) => context.timeoutEndFailures + 1,
      }),
      effect('endCall', () => ({ timeout: true })),
    ],
  },
  { target: 'gaveUp' },
];

export const sessionMachine = sessionSetup.createMachine({
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
    pendingAnswer: input.pendingAnswer ?? null,
    pendingWhy: input.pendingAnswer ? 'kept' : 'sent',
    replyOwed: false,
    rejoining: false,
    resumeAt: 'waiting',
    leaveTo: 'feedback',
    timeoutEndFailures: 0,
  }),
  initial: 'idle',
  on: {
    // Valid in every state: pings are answered even while leaving, hints and analytics are kept.
    'server.ping': {
      actions: send<'server.ping'>(({ context, event }) => ({
        type: 'pong',
        eventId: event.message.eventId,
        timeRemaining: Math.max(0, context.timeRemaining),
        metadata: context.metadata,
      })),
    },
    'server.hint_response': { actions: assign({ userHint: ({ event }) => event.message.hintResponse }) },
    'server.analytics_response': { actions: assign({ analytics: ({ event }) => event.message.analytics }) },
    chunkStarted: { actions: assign({ modelCaption: ({ event }) => event.caption }) },
    sendText: {
      guard: ({ event }) => !isAnswerText(event.text),
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
      tags: ['joining'],
      // One deadline for the whole connect, reconnect attempts included (decision 0630): the candidate is never
      // left on 'Joining...' longer than it, whether the handshakes are refused or the server never greets.
      entry: [effect('connect'), armDeadline('joining')],
      exit: disarmDeadline('joining'),
      initial: 'opening',
      on: {
        socketFailed: { target: 'disconnected', actions: toast('error', MESSAGES.failedToConnect) },
        // A server that refuses or never greets: Connection Lost, whose Reconnect tries again.
        deadlinePassed: {
          target: '#session.disconnected',
          actions: [effect('disconnect'), toast('error', MESSAGES.failedToConnect)],
        },
        connectionLost: [{ guard: 'takenOver', target: 'revoked' }, { target: 'disconnected' }],
        // Offline: no attempt can succeed; Connection Lost now rather than 'Joining...' until the deadline.
        linkLost: { target: 'disconnected', actions: effect('disconnect') },
        // Nothing is live yet: stop connecting and end the interview (decision 0631).
        leave: {
          target: '#session.running.leaving.offline',
          actions: [effect('disconnect'), rememberLeaveTo],
        },
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
        /** Taking over our own previous connection (G4): the revoke call, then a fresh connect. */
        reclaiming: {
          tags: ['revoking'],
          on: {
            revokeSucceeded: { target: '#session.connecting', reenter: true },
            revokeFailed: [
              {
                guard: ({ event }) => event.type === 'revokeFailed' && event.finished === true,
                target: '#session.ended',
                actions: toast('info', MESSAGES.serverEnded),
              },
              { target: '#session.multipleSessions', actions: toast('error', MESSAGES.failedToRevoke) },
            ],
          },
        },
        /** Open; `join` sent, waiting for initial_message. */
        joining: {
          on: {
            'server.initial_message': [
              {
                guard: ({ context }) => context.resumeAt === 'candidate',
                target: '#live.candidate',
                actions: [
                  assign({
                    metadata: ({ event }) => event.message.metadata,
                    reconnectAttempts: 0,
                    rejoining: false,
                  }),
                  ...joined,
                ],
              },
              {
                target: '#session.running',
                actions: [
                  assign({
                    metadata: ({ event }) => event.message.metadata,
                    reconnectAttempts: 0,
                    rejoining: false,
                  }),
                  ...joined,
                ],
              },
            ],
            'server.error': [
              // Our own previous connection, still held by the server after a drop: take it over with the
              // revoke call, once, without asking (G4). A failed take-over asks, as for another tab.
              {
                guard: ({ context, event }) =>
                  event.message.code === 'ERROR_MULTIPLE_CONNECTIONS' && context.rejoining,
                target: 'reclaiming',
                actions: [effect('disconnect'), assign({ rejoining: false }), effect('revokeCall')],
              },
              {
                guard: ({ event }) => event.message.code === 'ERROR_MULTIPLE_CONNECTIONS',
                target: '#session.multipleSessions',
                actions: effect('disconnect'),
              },
              // The interview is over (ended in another tab, or by its time): its report is what is left.
              {
                guard: ({ event }) => event.message.code === 'ERROR_INTERVIEW_FINISHED',
                target: '#session.ended',
                actions: toast('info', MESSAGES.serverEnded),
              },
              {
                guard: ({ event }) => event.message.code === 'ERROR_INVALID_SESSION',
                target: '#session.refused',
              },
              {
                target: '#session.failed',
                actions: assign({ errorCode: ({ event }) => errorCode(event.message.code) }),
              },
            ],
          },
        },
      },
    },

    running: {
      tags: ['connected'],
      // The joined socket is watched while the interview runs: a silence past LINK_SILENCE_MS is a dead link.
      entry: [effect('startCountdown'), effect('watchLink')],
      exit: [effect('stopCountdown'), effect('unwatchLink')],
      initial: 'live',
      on: {
        tick: [
          { guard: 'timeUp', target: 'timedOut', actions: effect('endCall', () => ({ timeout: true })) },
          { actions: assign({ timeRemaining: ({ context }) => context.timeRemaining - 1 }) },
        ],
        // The server's clock, read after the join: the countdown froze while disconnected (G8).
        timeSynced: {
          guard: ({ event }) => Number.isFinite(event.timeRemaining),
          actions: assign({ timeRemaining: ({ event }) => Math.max(0, Math.floor(event.timeRemaining)) }),
        },
      },
      states: {
        /**
         * The interview while it runs and nobody is leaving. The turn passes between the interviewer (speaking,
         * processing) and the candidate (ready → starting → recording → encoding, or typed text), with
         * `sending` until the server acknowledges an answer, and the two error dialogs.
         */
        live: {
          id: 'live',
          initial: 'waiting',
          on: {
            leave: { target: 'leaving', actions: [rememberLeaveTo, leaveSound] },
            connectionLost: [
              // The server closes normally after its end frames: let the queue drain, then leave.
              { guard: ({ context }) => context.serverEnded },
              ...lost('waiting'),
            ],
            linkLost: [{ guard: ({ context }) => context.serverEnded }, linkDown('waiting')],
            'server.model_response': modelSpeaks,
            'server.model_repeat_response': modelSpeaks,
            ...keepLateRecording,
            'server.user_transcript': {
              target: '.processing',
              actions: assign({
                chats: ({ context, event }) => upsertChat(context.chats, event.message.chat),
                pendingAnswer: null,
                // The hint was for the question just answered.
                userHint: '',
              }),
            },
            // Both end frames arrived and no audio is playing: leave once (the spec's states and transitions).
            'server.end': [
              {
                guard: ({ context }) => context.toggleLeave,
                target: 'leaving',
                actions: [assign({ serverEnded: true }), ...serverLeave],
              },
              { actions: assign({ serverEnded: true }) },
            ],
            'server.toggle_leave_interview': [
              {
                guard: ({ context }) => context.serverEnded,
                target: 'leaving',
                actions: [assign({ toggleLeave: true }), ...serverLeave],
              },
              { actions: assign({ toggleLeave: true }) },
            ],
            'server.error': [
              // The server has the turn (decision 0635): no dialog; an answer it refused stays, offered again.
              ...refusedTurn(),
              {
                guard: ({ event }) => event.message.code === 'ERROR_MULTIPLE_CONNECTIONS',
                target: '#session.multipleSessions',
                actions: [effect('clearQueue'), effect('disconnect')],
              },
              {
                // ERROR_HANDLING_USER_RESPONSE_*: Audio Processing Error, the turn goes back (the spec's error catalogue).
                guard: ({ event }) => isUserResponseError(event.message.code),
                target: '.audioError',
                actions: [effect('clearQueue'), pendingBecause('audioError')],
              },
              {
                // The interviewer's audio stops under the dialog (G5), as under every error dialog.
                target: '.generationError',
                actions: [
                  assign({ errorCode: ({ event }) => errorCode(event.message.code) }),
                  effect('clearQueue'),
                ],
              },
            ],
          },
          states: {
            /** Joined, or a sentence played: the interviewer's next chunk is not here yet. */
            waiting: {
              entry: armDeadline('waiting'),
              exit: disarmDeadline('waiting'),
              on: { deadlinePassed: { target: 'candidate', actions: [owesReply, genericError] } },
            },
            speaking: {
              tags: ['modelPlaying'],
              entry: armDeadline('speaking'),
              exit: disarmDeadline('speaking'),
              on: {
                // The deadline bounds the waits for a sentence to start, not a sentence playing (G13): a long
                // sentence is progress; its end restarts the wait for the next.
                chunkStarted: {
                  actions: [
                    assign({ modelCaption: ({ event }) => event.caption }),
                    disarmDeadline('speaking'),
                  ],
                },
                chunkEnded: { actions: armDeadline('speaking') },
                // A stalled queue: its sentences go to the captions (clearQueue, G7) and the turn is given.
                deadlinePassed: {
                  target: 'candidate',
                  actions: [effect('clearQueue'), toast('error', PLAY_AUDIO_ERROR)],
                },
                queueDrained: [
                  { guard: 'serverLeaveDue', target: '#session.running.leaving', actions: serverLeave },
                  {
                    guard: ({ context, event }) => event.finalSentence && !context.serverEnded,
                    target: 'candidate',
                  },
                  { target: 'waiting' },
                ],
                // While audio plays, end frames wait for the drain (the spec's states and transitions).
                'server.end': { actions: assign({ serverEnded: true }) },
                'server.toggle_leave_interview': { actions: assign({ toggleLeave: true }) },
              },
            },
            candidate: {
              tags: ['userTurn'],
              initial: 'ready',
              // An encoding in progress finishes and is kept (audioRecorded while disconnected).
              on: { connectionLost: lost('candidate'), linkLost: linkDown('candidate') },
              states: {
                ready: {
                  tags: ['answering'],
                  on: {
                    startRecording: [
                      { guard: ({ event }) => !event.hasRecorder },
                      {
                        guard: ({ event }) => !event.microphoneSelected,
                        actions: toast('error', MESSAGES.selectMicrophone),
                      },
                      { target: 'starting', actions: effect('startRecording') },
                    ],
                    sendText: {
                      guard: ({ event }) => isAnswerText(event.text),
                      target: '#live.sending',
                      actions: [
                        assign({
                          pendingAnswer: ({ event }) => ({ kind: 'text', text: event.text.trim() }),
                          pendingWhy: 'sent',
                        }),
                        send(({ context }) => answerMessage(context.pendingAnswer!, context.metadata)),
                      ],
                    },
                    resendAnswer: {
                      guard: ({ context }) => context.pendingAnswer !== null,
                      target: '#live.sending',
                      actions: [
                        assign({ pendingWhy: 'sent' }),
                        send(({ context }) => answerMessage(context.pendingAnswer!, context.metadata)),
                      ],
                    },
                    discardAnswer: { actions: assign({ pendingAnswer: null }) },
                    repeat: {
                      target: '#live.processing',
                      actions: send(({ context }) => ({
                        type: 'request_repeat_response',
                        metadata: context.metadata,
                      })),
                    },
                  },
                },
                /** The microphone is opening: End Response cannot act yet. */
                starting: {
                  tags: ['recordingStarting', 'microphone'],
                  entry: armDeadline('starting'),
                  exit: disarmDeadline('starting'),
                  on: {
                    // The microphone never opened: the controller closes it as the state is left (G13).
                    deadlinePassed: { target: 'ready', actions: toast('error', RECORDER_MESSAGES.failed) },
                    recordingStarted: 'recording',
                    recordingFailed: {
                      target: 'ready',
                      actions: toast<'recordingFailed'>('error', ({ event }) => event.message),
                    },
                  },
                },
                recording: {
                  tags: ['recording', 'microphone'],
                  on: {
                    // A recording in progress at a drop is finished and kept, to offer once back.
                    connectionLost: lost('candidate', [effect('stopRecording')]),
                    linkLost: linkDown('candidate', [effect('stopRecording')]),
                    stopRecording: { target: 'encoding', actions: effect('stopRecording') },
                    recordingTimeUp: { target: 'encoding', actions: effect('stopRecording') },
                    // The device went away (G10): stop and keep what was recorded, as End Response, and say so.
                    microphoneEnded: {
                      target: 'encoding',
                      actions: [effect('stopRecording'), toast('warning', MESSAGES.microphoneEnded)],
                    },
                    // A late interviewer (decision 0635): the recording is stopped and kept (audioRecorded
                    // then arrives in the interviewer's turn), never cancelled; the interviewer is heard.
                    'server.model_response': {
                      ...modelSpeaks,
                      actions: [effect('stopRecording'), ...modelSpeaks.actions],
                    },
                    'server.model_repeat_response': {
                      ...modelSpeaks,
                      actions: [effect('stopRecording'), ...modelSpeaks.actions],
                    },
                  },
                },
                encoding: {
                  tags: ['userProcessing'],
                  entry: armDeadline('encoding'),
                  exit: disarmDeadline('encoding'),
                  on: {
                    // A late recording is still kept (the live interview's audioRecorded) (G13).
                    deadlinePassed: {
                      target: 'ready',
                      actions: toast('error', RECORDER_MESSAGES.processing),
                    },
                    audioRecorded: [
                      {
                        guard: ({ event }) => !event.audioBase64,
                        target: 'ready',
                        actions: toast('error', MESSAGES.noAudio),
                      },
                      {
                        target: '#live.sending',
                        actions: [
                          assign({
                            pendingAnswer: ({ event }) => ({ kind: 'audio', audioBase64: event.audioBase64 }),
                            pendingWhy: 'sent',
                          }),
                          send(({ context }) => answerMessage(context.pendingAnswer!, context.metadata)),
                        ],
                      },
                    ],
                    audioFailed: {
                      target: 'ready',
                      actions: toast<'audioFailed'>('error', ({ event }) => event.message),
                    },
                  },
                },
              },
            },
            /** An answer is on its way; `user_transcript` acknowledges it. */
            sending: {
              tags: ['userProcessing'],
              entry: armDeadline('sending'),
              exit: disarmDeadline('sending'),
              on: {
                // Unacknowledged: once back, the turn is the candidate's with the answer offered again.
                connectionLost: lost('candidate'),
                linkLost: linkDown('candidate'),
                // The serializer refused the answer (e.g. not Base64): nothing was sent, the turn is the user's.
                audioFailed: {
                  target: 'candidate',
                  actions: [
                    assign({ pendingAnswer: null }),
                    toast<'audioFailed'>('error', ({ event }) => event.message),
                  ],
                },
                // No acknowledgement: the turn goes back with Send Answer Again.
                deadlinePassed: {
                  target: 'candidate',
                  actions: [pendingBecause('unconfirmed'), genericError],
                },
                // The server still had the turn: the answer is kept; the interviewer's reply is awaited. (An
                // answer is always pending here.)
                'server.error': refusedTurn('#live.waiting')[0]!,
              },
            },
            /** The interviewer is thinking (after a transcript or a repeat request). */
            processing: {
              tags: ['modelProcessing'],
              entry: armDeadline('processing'),
              exit: disarmDeadline('processing'),
              on: {
                deadlinePassed: { target: 'candidate', actions: [owesReply, genericError] },
                // A repeat refused: the interviewer still has the turn.
                'server.error': refusedTurn('#live.waiting'),
              },
            },
            audioError: {
              tags: ['userTurn'],
              on: {
                retryAfterAudioError: 'candidate',
                connectionLost: lost('candidate'),
                linkLost: linkDown('candidate'),
              },
            },
            generationError: {
              // Refresh Page is the way forward whatever the socket does meanwhile.
              on: {
                refreshPage: { actions: effect('reload') },
                connectionLost: {},
                linkLost: {},
                // Late chunks keep their text but are not played under the dialog (G5).
                'server.model_response': {
                  actions: assign(({ context, event }) => acceptModelText(context, event.message)),
                },
                'server.model_repeat_response': {
                  actions: assign(({ context, event }) => acceptModelText(context, event.message)),
                },
              },
            },
          },
        },

        /**
         * POST /interviews/end in flight; the countdown keeps ticking until it succeeds. The interviewer's
         * audio and the recorder stop; late frames keep their text (and acknowledge a pending answer) but
         * move nothing. `offline`: the socket is gone, so a failed end call is Connection Lost.
         */
        leaving: {
          tags: ['leaving'],
          entry: [
            effect('cancelRecording'),
            effect('clearQueue'),
            effect('endCall', () => ({ timeout: false })),
            armDeadline('leaving'),
          ],
          exit: disarmDeadline('leaving'),
          initial: 'online',
          on: {
            endCallSucceeded: '#session.ended',
            // The end call already runs: time-out must not issue a second one.
            tick: [
              { guard: 'timeUp', target: '#session.timedOut' },
              { actions: assign({ timeRemaining: ({ context }) => context.timeRemaining - 1 }) },
            ],
            'server.model_response': {
              actions: assign(({ context, event }) => acceptModelText(context, event.message)),
            },
            'server.model_repeat_response': {
              actions: assign(({ context, event }) => acceptModelText(context, event.message)),
            },
            'server.user_transcript': {
              actions: assign({
                chats: ({ context, event }) => upsertChat(context.chats, event.message.chat),
                pendingAnswer: null,
              }),
            },
            'server.end': { actions: assign({ serverEnded: true }) },
            'server.toggle_leave_interview': { actions: assign({ toggleLeave: true }) },
          },
          states: {
            online: {
              on: {
                connectionLost: {
                  target: 'offline',
                  actions: { type: 'rememberTurn', params: { resumeAt: 'candidate' } },
                },
                linkLost: {
                  target: 'offline',
                  actions: [
                    effect('disconnect'),
                    { type: 'rememberTurn', params: { resumeAt: 'candidate' } },
                  ],
                },
                endCallFailed: endFailed('#live.candidate'),
                deadlinePassed: endFailed('#live.candidate'),
              },
            },
            offline: {
              on: {
                endCallFailed: endFailed('#session.disconnected'),
                deadlinePassed: endFailed('#session.disconnected'),
              },
            },
          },
        },
      },
    },

    /**
     * Connection Lost: the socket is gone and retries, if any, failed. Reconnect is the primary action; End
     * Interview (a secondary one) ends the interview without the socket (decision 0631).
     */
    disconnected: {
      on: {
        reconnect: { target: 'connecting', actions: assign({ reconnectAttempts: 0, rejoining: true }) },
        leave: { target: '#session.running.leaving.offline', actions: rememberLeaveTo },
        // A recording finished after the drop: keep it to offer once back.
        audioRecorded: {
          guard: ({ event }) => event.audioBase64.length > 0,
          actions: assign({
            pendingAnswer: ({ event }) => ({ kind: 'audio', audioBase64: event.audioBase64 }),
            pendingWhy: 'connection',
          }),
        },
      },
    },

    multipleSessions: takeOver,

    /** Another tab took the room (close 4001): the interview continues there unless taken back here. */
    revoked: takeOver,

    /** The socket refused the session before it started (a code other than those handled on join). */
    failed: {
      on: { refreshPage: { actions: effect('reload') } },
    },

    /** ERROR_INVALID_SESSION on join: the spec's message, then the dashboard (the room cannot be joined). */
    refused: {
      type: 'final',
      entry: [
        toast('error', MESSAGES.invalidSession),
        effect('disconnect'),
        effect('navigate', () => ({ to: 'dashboard' as const, delayMs: 0 })),
      ],
    },

    ended: {
      tags: ['leaving', 'finished'],
      type: 'final',
      entry: [
        effect('clearStorage'),
        sendEnd,
        effect('disconnect'),
        effect('navigate', ({ context }) => ({ to: context.leaveTo, delayMs: 0 })),
      ],
    },

    /** The countdown reached 0: the end call (timeout) is awaited, and retried, before the feedback page. */
    timedOut: {
      tags: ['leaving', 'finished', 'timeout'],
      entry: [
        assign({ timeRemaining: 0 }),
        toast('info', MESSAGES.timeUp),
        effect('cancelRecording'),
        effect('clearQueue'),
        sendEnd,
        effect('clearStorage'),
        leaveSound,
        effect('disconnect'),
      ],
      initial: 'ending',
      states: {
        ending: {
          entry: armDeadline('leaving'),
          exit: disarmDeadline('leaving'),
          on: { endCallSucceeded: 'done', endCallFailed: timeoutEndFailed, deadlinePassed: timeoutEndFailed },
        },
        done: {
          type: 'final',
          entry: effect('navigate', () => ({ to: 'feedback' as const, delayMs: LEAVE_REDIRECT_DELAY_MS })),
        },
        /** The server never recorded the end: its feedback page would say 'not completed'. */
        gaveUp: {
          type: 'final',
          entry: [
            toast('error', MESSAGES.failedToEnd),
            effect('navigate', () => ({ to: 'dashboard' as const, delayMs: LEAVE_REDIRECT_DELAY_MS })),
          ],
        },
      },
    },
  },
});
