import { assign } from 'xstate';
import { isUserResponseError, toast } from '../session-setup';
import { genericError, lateAnswerSettled, owesReply, pendingBecause } from '../session-transitions';
import { MESSAGES, type SessionContext, type SessionEvent } from '../session-types';

// Rules of the turn region (states/turn.ts) that name no state: a refused turn, a late recording kept, an
// earlier answer's failure while the candidate records. Where they lead is written in the region itself.

export const notUserTurn = ({ event }: { event: SessionEvent }) =>
  event.type === 'server.error' && event.message.code === 'ERROR_NOT_USER_TURN';

/**
 * ERROR_NOT_USER_TURN: the server has the turn. No dialog; an answer it refused is kept and offered again once
 * the interviewer has finished. `target`: where the room waits for the interviewer (from sending, processing).
 */
export const refusedTurn = (target?: string) => [
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
export const keepLateRecording = {
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
 * While the candidate records (or encodes) an answer, nothing of theirs is on its way but an earlier answer the
 * sending deadline handed back: a processing error then is about that one (decision 0648). It stays offered; the
 * answer being recorded goes on, and no dialog takes the microphone away.
 */
export const earlierAnswerFailed = {
  'server.error': {
    guard: ({ context, event }: { context: SessionContext; event: SessionEvent }) =>
      context.lateAnswers > 0 && event.type === 'server.error' && isUserResponseError(event.message.code),
    actions: [pendingBecause('audioError'), lateAnswerSettled, genericError],
  },
};
