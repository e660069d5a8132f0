import { assign } from 'xstate';
import type { Chat, ServerMessageOf } from '@mockint/api-contract/socket';
import { effect, toast, upsertChat } from './session-setup';
import { MESSAGES, type PendingWhy, type SessionContext, type SessionEvent } from './session-types';

// Transitions and actions that more than one region of the statechart uses (states/*.ts): what an interviewer
// chunk keeps, the toasts and sounds of leaving. They name no state: a transition with a target is written in
// the region of the state it leads to (decision 0072). The vocabulary they are made of (effects,
// guards, setup) is session-setup.ts.

export const leaveSound = effect('playSound', () => ({ sound: 'leave' as const }));
export const serverLeave = [toast('info', MESSAGES.serverEnded), leaveSound];
export const genericError = toast('error', MESSAGES.generic);

type ModelMessage = ServerMessageOf<'model_response' | 'model_repeat_response'>;

/**
 * Pending answers a reply can acknowledge: sent on this socket and not refused (decision 0635). Not one cut by the
 * connection: after a rejoin the server's first reply may be to nothing of it (seed 498728), so the server's own
 * chats, read after the join, say whether it arrived (`chatsSynced`, decision 0663).
 */
const ACKNOWLEDGEABLE: readonly PendingWhy[] = ['sent', 'unconfirmed'];

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

/**
 * The server's chats, read after a join (decision 0663): a candidate chat the room never saw (its transcript lost
 * with a dead link) goes into the transcript where the server has it; and an answer cut by the connection that
 * the server holds is no longer offered again (sending it would answer the next question with it).
 */
export const syncChats = (
  context: SessionContext,
  server: readonly Chat[] | null,
): Partial<SessionContext> => {
  if (!server) return {};
  const known = new Set(context.chats.map((chat) => chat.id));
  const missing = server.filter((chat) => chat.sender === 'CANDIDATE' && !known.has(chat.id));
  if (missing.length === 0) return {};
  const chats = [...context.chats];
  for (const chat of missing) {
    // After the server's chat that precedes it and the room knows, else at the end.
    const before = server.slice(0, server.indexOf(chat)).findLast((c) => chats.some((k) => k.id === c.id));
    const at = before ? chats.findIndex((k) => k.id === before.id) + 1 : chats.length;
    chats.splice(at, 0, chat);
  }
  const arrived = context.pendingAnswer !== null && context.pendingWhy === 'connection';
  return { chats, ...(arrived ? { pendingAnswer: null, userHint: '' } : {}) };
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

/** Leave, from wherever it is offered: remember where to go once the interview has ended. */
export const rememberLeaveTo = assign<SessionContext, SessionEvent, undefined, SessionEvent, never>({
  leaveTo: ({ event }) => (event.type === 'leave' ? (event.then ?? 'feedback') : 'feedback'),
});
