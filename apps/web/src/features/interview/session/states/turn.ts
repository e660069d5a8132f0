import { assign } from 'xstate';
import { PLAY_AUDIO_ERROR } from '../../audio/audio-queue';
import { armDeadline, disarmDeadline, effect, sessionSetup, toast, upsertChat } from '../session-setup';
import {
  acceptModelText,
  errorDialogs,
  genericError,
  leaveSound,
  modelSpeaks,
  owesReply,
  pendingBecause,
  lateAnswerSettled,
  rememberLeaveTo,
  serverLeave,
  transcribed,
} from '../session-transitions';
import { BEHIND_AUDIO_ERROR, linkDown, lost } from './connection';
import { MESSAGES, type SessionContext, type SessionEvent } from '../session-types';
import { candidate } from './candidate';

// The turn region of the room's statechart (session-statechart.ts): the interview while it runs and nobody is
// leaving. The candidate's own turn is states/candidate.ts.

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
      lateAnswerSettled,
      toast('info', MESSAGES.notYourTurn),
    ],
  },
  { guard: notUserTurn, ...(target ? { target } : {}), actions: [owesReply, lateAnswerSettled] },
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

/**
 * The interview while it runs and nobody is leaving. The turn passes between the interviewer (speaking,
 * processing) and the candidate (ready → starting → recording → encoding, or typed text), with
 * `sending` until the server acknowledges an answer, and the two error dialogs.
 */
export const live = sessionSetup.createStateConfig({
  id: 'live',
  initial: 'waiting',
  on: {
    leave: { target: '#session.running.leaving', actions: [rememberLeaveTo, leaveSound] },
    connectionLost: [
      // The server closes normally after its end frames: let the queue drain, then leave.
      { guard: ({ context }) => context.serverEnded },
      ...lost('waiting'),
    ],
    linkLost: [{ guard: ({ context }) => context.serverEnded }, linkDown('waiting')],
    'server.model_response': modelSpeaks,
    'server.model_repeat_response': modelSpeaks,
    ...keepLateRecording,
    'server.user_transcript': { target: '.processing', actions: transcribed },
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
      ...errorDialogs(),
    ],
  },
  states: {
    /** Joined, or a sentence played: the interviewer's next chunk is not here yet. */
    waiting: {
      entry: armDeadline('waiting'),
      exit: disarmDeadline('waiting'),
      on: { deadlinePassed: { target: 'late', actions: owesReply } },
    },
    /**
     * The interviewer is late: a waiting or processing deadline passed with the turn still the server's. The room
     * says so ('The interviewer is taking longer than usual') and keeps End interview, but does not invite an
     * answer the server would refuse (ERROR_NOT_USER_TURN, decision 0662): the late reply, a transcript or an
     * error moves it on (the live interview's handlers), a dead link is Connection Lost (the silence watchdog).
     */
    late: { tags: ['interviewerLate'] },
    speaking: {
      tags: ['modelPlaying'],
      entry: armDeadline('speaking'),
      exit: disarmDeadline('speaking'),
      on: {
        // The deadline bounds the waits for a sentence to start, not a sentence playing (G13): a long
        // sentence is progress; its end restarts the wait for the next.
        chunkStarted: {
          actions: [assign({ modelCaption: ({ event }) => event.caption }), disarmDeadline('speaking')],
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
    candidate,
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
        // No acknowledgement: the turn goes back with Send Answer Again. The server may still answer for it.
        deadlinePassed: {
          target: 'candidate',
          actions: [
            pendingBecause('unconfirmed'),
            assign({ lateAnswers: ({ context }) => context.lateAnswers + 1 }),
            genericError,
          ],
        },
        // An earlier answer, handed back at this deadline, acknowledged late: it goes in the transcript, and the
        // answer on its way stays pending, to be acknowledged or refused (decision 0648).
        'server.user_transcript': {
          guard: ({ context }) => context.lateAnswers > 0,
          actions: [
            assign({ chats: ({ context, event }) => upsertChat(context.chats, event.message.chat) }),
            lateAnswerSettled,
          ],
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
        deadlinePassed: { target: 'late', actions: owesReply },
        // A repeat refused: the interviewer still has the turn.
        'server.error': refusedTurn('#live.waiting'),
      },
    },
    audioError: {
      tags: ['userTurn'],
      on: {
        retryAfterAudioError: 'candidate',
        // The dialog stays until the candidate acts (the spec: Connection Lost only with no error dialog open);
        // its Retry then shows what the loss means (decision 0060).
        connectionLost: lost('candidate', [], BEHIND_AUDIO_ERROR),
        linkLost: linkDown('candidate', [], BEHIND_AUDIO_ERROR),
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
});
