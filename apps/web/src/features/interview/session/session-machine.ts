import { assign, initialTransition, transition as xstateTransition } from 'xstate';
import { liveState } from './session-live-state';
import {
  errorCodeOf,
  fx,
  isMsg,
  msgOf,
  send,
  sendEnd,
  sessionSetup,
  toast,
  type Ctx,
  type Msg,
} from './session-setup';
import { joined, takeOver } from './session-transitions';
import {
  CLOSE_CODES,
  LEAVE_REDIRECT_DELAY_MS,
  MESSAGES,
  UNKNOWN_ERROR,
  type InitialSessionOptions,
  type SessionEffect,
  type SessionEvent,
} from './session-types';
import { viewOf, type SessionState } from './session-view';

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
 *
 * Split by concern: session-types (messages, context, events, effects), session-setup (named actions, guards,
 * builders), session-transitions (shared transitions), session-live-state (`running.live`), session-view (the
 * derived view and what the room asks of it). This file holds the top-level states and the stepping.
 */

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
        live: liveState,

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

export interface TransitionResult {
  state: SessionState;
  effects: SessionEffect[];
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
