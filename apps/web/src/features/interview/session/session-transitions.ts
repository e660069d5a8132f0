import { assign } from 'xstate';
import type { ServerMessageOf } from '@mockint/api-contract/socket';
import { effect, toast, upsertChat } from './session-setup';
import {
  MESSAGES,
  type PendingWhy,
  type ServerEvent,
  type SessionContext,
  type SessionEvent,
} from './session-types';

// Transitions and actions that more than one region of the statechart uses (states/*.ts): what an interviewer
// chunk does, the toasts and sounds of leaving. The vocabulary they are made of (effects,
// guards, setup) is session-setup.ts.

export const leaveSound = effect('playSound', () => ({ sound: 'leave' as const }));
export const serverLeave = [toast('info', MESSAGES.serverEnded), leaveSound];
export const genericError = toast('error', MESSAGES.generic);

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
export const acceptModelText = (context: SessionContext, message: ModelMessage): Partial<SessionContext> => {
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

/** A server answer (a transcript, a refusal, an error) about a late answer: one fewer may still come. */
export const lateAnswerSettled = assign<SessionContext, SessionEvent, undefined, SessionEvent, never>({
  lateAnswers: ({ context }) => Math.max(0, context.lateAnswers - 1),
});

/**
 * A `user_transcript`: the answer it acknowledges is in the transcript and no longer pending; the server has the
 * turn. Where a later answer is on its way, the transcript is an earlier one's (states/turn.ts, decision 0648).
 */
export const transcribed = [
  assign<SessionContext, SessionEvent, undefined, SessionEvent, never>({
    chats: ({ context, event }) =>
      event.type === 'server.user_transcript' ? upsertChat(context.chats, event.message.chat) : context.chats,
    pendingAnswer: null,
    // The hint was for the question just answered.
    userHint: '',
  }),
  lateAnswerSettled,
];

/** A deadline handed the turn over before the interviewer's final sentence: its late reply is still owed. */
export const owesReply = assign<SessionContext, SessionEvent, undefined, SessionEvent, never>({
  replyOwed: true,
});

/** The pending answer is offered again, for this reason (the resend banner says it). */
export const pendingBecause = (why: PendingWhy) =>
  assign<SessionContext, SessionEvent, undefined, SessionEvent, never>({
    pendingWhy: ({ context }) => (context.pendingAnswer ? why : context.pendingWhy),
  });

/** An interviewer chunk: its text is kept, its audio queued (with its sentence, for the caption) and played. */
export const modelSpeaks = {
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

/** Leave, from wherever it is offered: remember where to go once the interview has ended. */
export const rememberLeaveTo = assign<SessionContext, SessionEvent, undefined, SessionEvent, never>({
  leaveTo: ({ event }) => (event.type === 'leave' ? (event.then ?? 'feedback') : 'feedback'),
});
