import { assign } from 'xstate';
import { isAnswerText } from '@mockint/api-contract/socket';
import { effect, send, sessionSetup, toast } from './session-setup';
import { MESSAGES, UNKNOWN_ERROR } from './session-types';
import {
  audioErrorOffline,
  connecting,
  disconnected,
  failed,
  multipleSessions,
  refused,
  revoked,
} from './states/connection';
import { ended, leaving, timedOut } from './states/leaving';
import { syncChats } from './session-transitions';
import { live } from './states/turn';

/**
 * The live interview session as an XState v5 statechart (decisions 0620, 0630, 0631). Phases are states:
 *
 *   idle → connecting{ opening → joining }
 *        → running{ live{ waiting | late | speaking | candidate{ ready | starting | recording | encoding }
 *                         | sending | processing | audioError | generationError }
 *                 | leaving{ online | offline } }
 *        → disconnected (Connection Lost) | multipleSessions{asking|revoking} | revoked{asking|revoking} (4001)
 *        | audioErrorOffline{ closed | takenOver } (the socket lost under Audio Processing Error, until Retry)
 *        | failed (join refused: Generation Error) | refused (invalid session → dashboard)
 *        → ended (→ feedback, or the header-menu link chosen) | timedOut{ ending → done | gaveUp }
 *
 * There is no history state: after a failed end call the room resumes at the candidate's turn on a working
 * socket (`leaving.online`), or in Connection Lost when the socket closed meanwhile (`leaving.offline`).
 *
 * Every wait has a deadline (`armDeadline` on entry, `disarmDeadline` on exit, `deadlinePassed` back; see
 * DEADLINES_MS): joining → Connection Lost; waiting, processing → `late` (the interviewer said late, End
 * interview enabled, no answer invited: decision 0662); sending → the candidate's turn with the answer offered
 * again; leaving → as a failed end call.
 *
 * The machine is pure: it is stepped with XState's `transition()` (session-step.ts) and every effect is a
 * named action with params that the session controller performs. Server frames arrive as one event per message
 * type (`server.model_response`, …). The view's flags are state tags (session-view.ts).
 *
 * This file composes the regions, each in its own module: states/connection.ts (connecting, Connection Lost,
 * the take-over dialogs, refused and failed joins), states/turn.ts (the live interview, the candidate's turn and
 * their answer on its way) and states/leaving.ts (the end call, ended, timed out). A transition into a region is
 * written in that region's module and imported by the others (`lost`, `intoLeaving`, …), so a region's targets
 * are read in its own file (decision 0072). The vocabulary (effects, guards, tags) is session-setup.ts;
 * transitions several regions share, naming no state, are session-transitions.ts.
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
    pendingAnswer: input.pendingAnswer ?? null,
    pendingWhy: input.pendingAnswer ? 'kept' : 'sent',
    replyOwed: false,
    lateAnswers: 0,
    rejoining: false,
    openElsewhere: false,
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
    otherTab: { actions: assign({ openElsewhere: ({ event }) => event.live }) },
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

    connecting,

    running: {
      tags: ['connected'],
      // The joined socket is watched while the interview runs: a silence past LINK_SILENCE_MS is a dead link.
      entry: [effect('startCountdown'), effect('watchLink')],
      exit: [effect('stopCountdown'), effect('unwatchLink')],
      initial: 'live',
      on: {
        tick: [
          { guard: 'timeUp', target: 'timedOut', actions: effect('endCall', () => ({ timeout: true })) },
          {
            actions: assign({
              timeRemaining: ({ context, event }) => context.timeRemaining - (event.seconds ?? 1),
            }),
          },
        ],
        // The server's chats, read after the join: what a dead link lost (decision 0663).
        chatsSynced: { actions: assign(({ context, event }) => syncChats(context, event.chats)) },
        // The server's clock, read after the join: the countdown froze while disconnected (G8).
        timeSynced: {
          guard: ({ event }) => Number.isFinite(event.timeRemaining),
          actions: assign({ timeRemaining: ({ event }) => Math.max(0, Math.floor(event.timeRemaining)) }),
        },
      },
      states: { live, leaving },
    },

    disconnected,
    audioErrorOffline,
    multipleSessions,
    revoked,
    failed,
    refused,
    ended,
    timedOut,
  },
});
