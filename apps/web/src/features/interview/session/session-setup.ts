import { assign, setup } from 'xstate';
import type { Chat, ClientMessage, ServerMessage } from '@mockint/api-contract/socket';
import { USER_RESPONSE_ERROR_CODES } from '@mockint/api-contract/socket';
import {
  UNKNOWN_ERROR,
  type InitialSessionOptions,
  type SessionContext,
  type SessionEffect,
  type SessionEvent,
  type ToastKind,
} from './session-types';

// The machine's vocabulary: its types, the named actions (effects the controller performs, context updates)
// and guards, and small builders the state definitions share.

export type Ctx = { context: SessionContext; event: SessionEvent };
export type Msg<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;
export const msgOf = (event: SessionEvent) =>
  (event as Extract<SessionEvent, { type: 'socketMessage' }>).message;
export const isMsg =
  <T extends ServerMessage['type']>(...types: T[]) =>
  ({ event }: Ctx) =>
    event.type === 'socketMessage' && (types as string[]).includes(event.message.type);

export function upsertChat(chats: Chat[], chat: Chat): Chat[] {
  const index = chats.findIndex((c) => c.id === chat.id);
  if (index === -1) return [...chats, chat];
  const next = chats.slice();
  next[index] = chat;
  return next;
}

export const errorCodeOf = (event: SessionEvent): string => {
  const code = (msgOf(event) as Msg<'error'>).code;
  return code && code.trim() ? code : UNKNOWN_ERROR;
};
export const isUserResponseError = (code: string) =>
  (USER_RESPONSE_ERROR_CODES as readonly string[]).includes(code);

// Effects are plain named actions with params; the controller performs them (see SessionEffect).
export const fx = <T extends SessionEffect['type']>(
  type: T,
  params?: (args: Ctx) => Omit<Extract<SessionEffect, { type: T }>, 'type'>,
) => (params ? { type, params } : { type });
export const toast = (kind: ToastKind, message: string | ((args: Ctx) => string)) =>
  fx('toast', (args) => ({ kind, message: typeof message === 'string' ? message : message(args) }));
export const send = (message: (args: Ctx) => ClientMessage) =>
  fx('send', (args) => ({ message: message(args) }));
export const sendEnd = send(({ context }) => ({ type: 'end', metadata: context.metadata }));

const noop = () => undefined;

export const sessionSetup = setup({
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
});
