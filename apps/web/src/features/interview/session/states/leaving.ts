import { assign } from 'xstate';
import {
  armDeadline,
  disarmDeadline,
  effect,
  sendEnd,
  sessionSetup,
  toast,
  upsertChat,
} from '../session-setup';
import { acceptModelText, leaveSound, rememberLeaveTo } from '../session-transitions';
import {
  LEAVE_REDIRECT_DELAY_MS,
  MESSAGES,
  TIMEOUT_END_RETRIES,
  type SessionContext,
  type SessionEvent,
} from '../session-types';

// The leaving region of the room's statechart (session-statechart.ts): the end call in flight, the interview
// ended, and the time-out with its retried end call; and the ways into it that the other regions take
// (`intoLeaving`, `leaveOffline`, `endedElsewhere`), so their targets are read here (decision 0072).

/** Into the end call from the live interview, with what the way in does (its sound, its toast). */
export const intoLeaving = <A>(actions: A) => ({
  target: '#session.running.leaving',
  actions,
});

/** Leave with no socket (joining, Connection Lost): the end call alone; a failure is Connection Lost. */
export const leaveOffline = (before: ReturnType<typeof effect>[] = []) => ({
  target: '#session.running.leaving.offline',
  actions: [...before, rememberLeaveTo],
});

/** The interview ended elsewhere (another tab, its time): its report is what is left. */
export const endedElsewhere = { target: '#session.ended', actions: toast('info', MESSAGES.serverEnded) };

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

/**
 * POST /interviews/end in flight; the countdown keeps ticking until it succeeds. The interviewer's
 * audio and the recorder stop; late frames keep their text (and acknowledge a pending answer) but
 * move nothing. `offline`: the socket is gone, so a failed end call is Connection Lost.
 */
export const leaving = sessionSetup.createStateConfig({
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
      {
        actions: assign({
          timeRemaining: ({ context, event }) => context.timeRemaining - (event.seconds ?? 1),
        }),
      },
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
          actions: [effect('disconnect'), { type: 'rememberTurn', params: { resumeAt: 'candidate' } }],
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
});

export const ended = sessionSetup.createStateConfig({
  tags: ['leaving', 'finished'],
  type: 'final',
  entry: [
    effect('clearStorage'),
    sendEnd,
    effect('disconnect'),
    effect('navigate', ({ context }) => ({ to: context.leaveTo, delayMs: 0 })),
  ],
});

/** The countdown reached 0: the end call (timeout) is awaited, and retried, before the feedback page. */
export const timedOut = sessionSetup.createStateConfig({
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
});
