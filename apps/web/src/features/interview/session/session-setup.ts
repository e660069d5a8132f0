import { assign, setup } from 'xstate';
import type { Chat, ClientMessage, Metadata } from '@mockint/api-contract/socket';
import { SOCKET_CLOSE_CODES, USER_RESPONSE_ERROR_CODES } from '@mockint/api-contract/socket';
import {
  UNKNOWN_ERROR,
  type InitialSessionOptions,
  type PendingAnswer,
  type SessionContext,
  type SessionEffect,
  type SessionEffectType,
  type SessionEvent,
  type ToastKind,
} from './session-types';

// The machine's vocabulary: the named actions (effects the controller performs, context updates), the guards,
// and small builders the state definitions share. The states themselves are in session-statechart.ts.

/** What an action or guard of the machine receives; `E` narrows the event to the transition's own. */
export type MachineArgs<E extends SessionEvent['type'] = SessionEvent['type']> = {
  context: SessionContext;
  event: Extract<SessionEvent, { type: E }>;
};

export function upsertChat(chats: Chat[], chat: Chat): Chat[] {
  const index = chats.findIndex((c) => c.id === chat.id);
  if (index === -1) return [...chats, chat];
  const next = chats.slice();
  next[index] = chat;
  return next;
}

/** The code of an `error` frame; a missing or blank one is UNKNOWN_ERROR (shown in Generation Error). */
export const errorCode = (code: string | undefined): string => (code && code.trim() ? code : UNKNOWN_ERROR);
export const isUserResponseError = (code: string | undefined) =>
  (USER_RESPONSE_ERROR_CODES as readonly string[]).includes(errorCode(code));

export const answerMessage = (answer: PendingAnswer, metadata: Metadata): ClientMessage =>
  answer.kind === 'audio'
    ? { type: 'user_response_audio', audio_base_64: answer.audioBase64, metadata }
    : { type: 'user_response_text', message: answer.text, metadata };

/**
 * An effect for the controller: a named action whose params are computed from the transition (see
 * SessionEffect). `E` narrows the event the params read, e.g. `effect<'enqueueAudio', 'server.model_response'>`.
 */
export const effect = <T extends SessionEffectType, E extends SessionEvent['type'] = SessionEvent['type']>(
  type: T,
  params?: (args: MachineArgs<E>) => Omit<Extract<SessionEffect, { type: T }>, 'type'>,
) => (params ? { type, params } : { type });
export const toast = <E extends SessionEvent['type'] = SessionEvent['type']>(
  kind: ToastKind,
  message: string | ((args: MachineArgs<E>) => string),
) =>
  effect<'toast', E>('toast', (args) => ({
    kind,
    message: typeof message === 'string' ? message : message(args),
  }));
export const send = <E extends SessionEvent['type'] = SessionEvent['type']>(
  message: (args: MachineArgs<E>) => ClientMessage,
) => effect<'send', E>('send', (args) => ({ message: message(args) }));
export const sendEnd = send(({ context }) => ({ type: 'end', metadata: context.metadata }));
export const armDeadline = (wait: Extract<SessionEffect, { type: 'armDeadline' }>['wait']) =>
  effect('armDeadline', () => ({ wait }));
export const disarmDeadline = (wait: Extract<SessionEffect, { type: 'disarmDeadline' }>['wait']) =>
  effect('disarmDeadline', () => ({ wait }));

const noop = () => undefined;
/** Effects do nothing inside the machine: the controller performs them from the actions `transition()` returns. */
const effectActions: Record<SessionEffectType, typeof noop> = {
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
  armDeadline: noop,
  disarmDeadline: noop,
  watchLink: noop,
  syncTime: noop,
  unwatchLink: noop,
};

export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as InitialSessionOptions,
    tags: {} as SessionTag,
  },
  actions: {
    ...effectActions,
    // An answer on its way at a drop is offered again as interrupted by the connection.
    rememberTurn: assign(({ context }, params: { resumeAt: SessionContext['resumeAt'] }) => ({
      resumeAt: params.resumeAt,
      pendingWhy: context.pendingWhy === 'sent' ? 'connection' : context.pendingWhy,
      lateAnswers: 0,
    })),
  },
  guards: {
    serverLeaveDue: ({ context }) => context.serverEnded && context.toggleLeave,
    timeUp: ({ context, event }) =>
      context.timeRemaining <= (event.type === 'tick' ? (event.seconds ?? 1) : 1),
    /** Close 4001: another tab took the room. */
    takenOver: ({ event }) => event.type === 'connectionLost' && event.code === SOCKET_CLOSE_CODES.revoked,
  },
});

/**
 * The view's flags, as state tags (session-view.ts reads them with `hasTag`). `microphone` marks the states
 * that own an open recorder: the controller closes it whenever the machine is outside them (decision 0631).
 */
export type SessionTag =
  | 'joining'
  | 'connected'
  | 'leaving'
  | 'finished'
  | 'timeout'
  | 'userTurn'
  | 'answering'
  | 'recordingStarting'
  | 'recording'
  | 'microphone'
  | 'modelPlaying'
  | 'modelProcessing'
  | 'interviewerLate'
  | 'userProcessing'
  | 'revoking';
