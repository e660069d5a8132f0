import { assign } from 'xstate';
import { armDeadline, disarmDeadline, effect, errorCode, send, sessionSetup, toast } from '../session-setup';
import { endedElsewhere, leaveOffline } from './leaving';
import { MESSAGES, type SessionContext, type SessionEvent } from '../session-types';

// The connection region of the room's statechart (session-statechart.ts): connecting and joining, Connection
// Lost, the take-over dialogs, and the joins that end before the interview runs; and the transitions into it
// that the live regions take when the socket drops or another tab has the room (`lost`, `linkDown`,
// `takenElsewhere`), so their targets are read here.

/** Where a lost socket leads: the dialogs, or (under Audio Processing Error) the dialog kept in front of them. */
export interface LostInto {
  takenOver: string;
  closed: string;
}
const DIALOGS: LostInto = { takenOver: '#session.revoked', closed: '#session.disconnected' };
/** Audio Processing Error stays in front until its Retry (decision 0060). */
export const BEHIND_AUDIO_ERROR: LostInto = {
  takenOver: '#session.audioErrorOffline.takenOver',
  closed: '#session.audioErrorOffline.closed',
};

/**
 * The socket closed under a live interview: 4001 (another tab took the room) asks whether to take it back;
 * anything else is Connection Lost. `resumeAt` says where a reconnect resumes; `recorder` is what happens to
 * a recording in progress (the controller cancels any other open recorder).
 */
export const lost = (
  resumeAt: SessionContext['resumeAt'],
  recorder: ReturnType<typeof effect>[] = [],
  into: LostInto = DIALOGS,
) => [
  {
    guard: 'takenOver' as const,
    target: into.takenOver,
    // The recording in progress is kept here too, to offer if the room is taken back (decision 0664).
    actions: [{ type: 'rememberTurn' as const, params: { resumeAt } }, ...recorder, effect('clearQueue')],
  },
  {
    target: into.closed,
    actions: [{ type: 'rememberTurn' as const, params: { resumeAt } }, ...recorder, effect('clearQueue')],
  },
];

/**
 * The link died without a close (decision 0632): the server silent past LINK_SILENCE_MS, or the browser offline.
 * As `lost`, but the dead socket is closed by us first, so neither its late frames nor its late close count.
 */
export const linkDown = (
  resumeAt: SessionContext['resumeAt'],
  recorder: ReturnType<typeof effect>[] = [],
  into: LostInto = DIALOGS,
) => ({
  target: into.closed,
  actions: [
    effect('disconnect'),
    { type: 'rememberTurn' as const, params: { resumeAt } },
    ...recorder,
    effect('clearQueue'),
  ],
});

/**
 * ERROR_MULTIPLE_CONNECTIONS under the live interview: the take-over question, the socket closed. `recorder`: what
 * happens to a recording in progress (stopped and kept, decision 0664).
 */
export const takenElsewhere = (recorder: ReturnType<typeof effect>[] = []) => ({
  guard: ({ event }: { event: SessionEvent }) =>
    event.type === 'server.error' && event.message.code === 'ERROR_MULTIPLE_CONNECTIONS',
  target: '#session.multipleSessions',
  actions: [...recorder, effect('clearQueue'), effect('disconnect')],
});

/**
 * initial_message: joined (toast with the interviewer's name, reconnect sound); the metadata is the new one. The
 * server speaks first after a join (the greeting, the question said again, or the rest of a reply a drop cut), so
 * a reply is owed until its final sentence: a chunk before it, in a chat the room never saw, is not the reply to an
 * answer typed meanwhile (seed 498719, decision 0086).
 */
const joined = [
  assign<SessionContext, SessionEvent, undefined, SessionEvent, never>({ replyOwed: true }),
  effect('syncTime'),
  effect('playSound', () => ({ sound: 'reconnect' as const })),
  toast('success', ({ context }) => MESSAGES.joined(context.interviewerName)),
];

const backToDashboard = {
  actions: [effect('disconnect'), effect('navigate', () => ({ to: 'dashboard' as const, delayMs: 0 }))],
};

/**
 * A recording finished after the drop: keep it to offer once back. (A state's `on`, typed by the setup, for the
 * two states without a socket that keep it.)
 */
const keepRecordingAfterDrop = sessionSetup.createStateConfig({
  on: {
    audioRecorded: {
      guard: ({ event }) => event.audioBase64.length > 0,
      actions: assign({
        pendingAnswer: ({ event }) => ({ kind: 'audio', audioBase64: event.audioBase64 }),
        pendingWhy: 'connection',
      }),
    },
  },
}).on;

/** Multiple Sessions Detected and Revoked share the take-over flow: revoke the other, then join again. */
const takeOver = sessionSetup.createStateConfig({
  initial: 'asking',
  // A recording stopped as the room was taken (4001, or ERROR_MULTIPLE_CONNECTIONS while recording) is kept, to
  // offer once the room is taken back (decision 0664).
  on: { backToDashboard, ...keepRecordingAfterDrop },
  states: {
    asking: { on: { revokeOtherSession: { target: 'revoking', actions: effect('revokeCall') } } },
    revoking: {
      tags: ['revoking'],
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
            guard: ({ event }) => event.type === 'revokeFailed' && event.finished === true,
            ...endedElsewhere,
          },
          { target: 'asking', actions: toast('error', MESSAGES.failedToRevoke) },
        ],
      },
    },
  },
});

/** A socket is being opened (retried up to 3 times, `reconnectAttempts`), then the join is answered. */
export const connecting = sessionSetup.createStateConfig({
  tags: ['joining'],
  // One deadline for the whole connect, reconnect attempts included (decision 0630): the candidate is never
  // left on 'Joining...' longer than it, whether the handshakes are refused or the server never greets.
  entry: [effect('connect'), armDeadline('joining')],
  exit: disarmDeadline('joining'),
  initial: 'opening',
  on: {
    socketFailed: { target: '#session.disconnected', actions: toast('error', MESSAGES.failedToConnect) },
    // A server that refuses or never greets: Connection Lost, whose Reconnect tries again.
    deadlinePassed: {
      target: '#session.disconnected',
      actions: [effect('disconnect'), toast('error', MESSAGES.failedToConnect)],
    },
    connectionLost: [{ guard: 'takenOver', target: '#session.revoked' }, { target: '#session.disconnected' }],
    // Offline: no attempt can succeed; Connection Lost now rather than 'Joining...' until the deadline.
    linkLost: { target: '#session.disconnected', actions: effect('disconnect') },
    // Nothing is live yet: stop connecting and end the interview (decision 0631).
    leave: leaveOffline([effect('disconnect')]),
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
            ...endedElsewhere,
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
          // revoke call, once, without asking (G4). A failed take-over asks, as for another tab. Not when another
          // tab of this browser has the interview live: that tab is in use, and this one is stale (0665).
          {
            guard: ({ context, event }) =>
              event.message.code === 'ERROR_MULTIPLE_CONNECTIONS' &&
              context.rejoining &&
              !context.openElsewhere,
            target: 'reclaiming',
            actions: [effect('disconnect'), assign({ rejoining: false }), effect('revokeCall')],
          },
          {
            guard: ({ event }) => event.message.code === 'ERROR_MULTIPLE_CONNECTIONS',
            target: '#session.multipleSessions',
            actions: effect('disconnect'),
          },
          // The interview is over (ended in another tab, or by its time): its report is what is left.
          { guard: ({ event }) => event.message.code === 'ERROR_INTERVIEW_FINISHED', ...endedElsewhere },
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
});

/**
 * Connection Lost: the socket is gone and retries, if any, failed. Reconnect is the primary action; End
 * Interview (a secondary one) ends the interview without the socket (decision 0631).
 */
export const disconnected = sessionSetup.createStateConfig({
  on: {
    reconnect: { target: '#session.connecting', actions: assign({ reconnectAttempts: 0, rejoining: true }) },
    leave: leaveOffline(),
    ...keepRecordingAfterDrop,
  },
});

/**
 * The socket went (a close, another tab's take-over, a dead link) while Audio Processing Error was open. The
 * dialog stays until the candidate acts: the spec opens Connection Lost only "with no error dialog open"
 * (decisions 0605, 0060). Its Retry then shows what the loss means: Connection Lost, or the take-over's
 * question. As in Connection Lost, the countdown is paused (`running` is left) and a late recording is kept.
 */
export const audioErrorOffline = sessionSetup.createStateConfig({
  initial: 'closed',
  on: keepRecordingAfterDrop,
  states: {
    closed: { on: { retryAfterAudioError: '#session.disconnected' } },
    takenOver: { on: { retryAfterAudioError: '#session.revoked' } },
  },
});

export const multipleSessions = takeOver;

/** Another tab took the room (close 4001): the interview continues there unless taken back here. */
export const revoked = takeOver;

/** The socket refused the session before it started (a code other than those handled on join). */
export const failed = sessionSetup.createStateConfig({
  on: { refreshPage: { actions: effect('reload') } },
});

/** ERROR_INVALID_SESSION on join: the spec's message, then the dashboard (the room cannot be joined). */
export const refused = sessionSetup.createStateConfig({
  type: 'final',
  entry: [
    toast('error', MESSAGES.invalidSession),
    effect('disconnect'),
    effect('navigate', () => ({ to: 'dashboard' as const, delayMs: 0 })),
  ],
});
