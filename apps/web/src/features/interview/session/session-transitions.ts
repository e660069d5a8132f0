import type { ClientMessage, Metadata } from '@mockint/api-contract/socket';
import {
  errorCodeOf,
  fx,
  isMsg,
  isUserResponseError,
  msgOf,
  toast,
  type Ctx,
  type Msg,
} from './session-setup';
import { CLOSE_CODES, MESSAGES, type PendingAnswer, type SessionContext } from './session-types';

// Transitions and action lists that several states of the machine share.

export const answerMessage = (answer: PendingAnswer, metadata: Metadata): ClientMessage =>
  answer.kind === 'audio'
    ? { type: 'user_response_audio', audio_base_64: answer.audioBase64, metadata }
    : { type: 'user_response_text', message: answer.text, metadata };

/** An interviewer chunk: queue it (with its sentence, for the caption) and play. */
export const modelSpeaks = (before: ReturnType<typeof fx>[]) => ({
  guard: isMsg('model_response', 'model_repeat_response'),
  target: '#session.running.live.speaking',
  actions: [
    ...before,
    'acceptModelResponse' as const,
    fx('enqueueAudio', ({ event }) => {
      const m = msgOf(event) as Msg<'model_response'>;
      return { audioBase64: m.audio_base_64, finalSentence: m.final_sentence, caption: m.transcript };
    }),
    fx('playQueue'),
  ],
});

/** initial_message: joined (toast with the interviewer's name, reconnect sound); the metadata is the new one. */
export const joined = [
  'acceptInitialMessage' as const,
  toast('success', ({ context }) => MESSAGES.joined(context.interviewerName)),
  fx('playSound', () => ({ sound: 'reconnect' as const })),
];

/**
 * The socket closed under a live interview: 4001 (another tab took the room) asks whether to take it back;
 * anything else is Connection Lost. The audio queue is cleared; `resumeAt` says where a reconnect resumes.
 */
export const lost = (resumeAt: SessionContext['resumeAt'], recorder: ReturnType<typeof fx>[]) => [
  {
    guard: ({ event }: Ctx) => (event as { code?: number }).code === CLOSE_CODES.revoked,
    target: '#session.revoked',
    actions: [
      { type: 'rememberTurn' as const, params: { resumeAt } },
      fx('cancelRecording'),
      fx('clearQueue'),
    ],
  },
  {
    target: '#session.disconnected',
    actions: [{ type: 'rememberTurn' as const, params: { resumeAt } }, ...recorder, fx('clearQueue')],
  },
];

/** ERROR_HANDLING_USER_RESPONSE_*: Audio Processing Error, model state reset, the turn goes back (spec §8). */
export const userResponseError = (before: ReturnType<typeof fx>[]) => ({
  guard: ({ event }: Ctx) => isMsg('error')({ event } as Ctx) && isUserResponseError(errorCodeOf(event)),
  target: '#session.running.live.audioError',
  actions: [...before, fx('clearQueue')],
});
export const leaveSound = fx('playSound', () => ({ sound: 'leave' as const }));
export const serverLeave = [toast('info', MESSAGES.serverEnded), leaveSound];
const backToDashboard = {
  actions: [fx('disconnect'), fx('navigate', () => ({ to: 'dashboard' as const, delayMs: 0 }))],
};
/** Multiple Sessions Detected and Revoked share the take-over flow: revoke the other, then join again. */
export const takeOver = {
  initial: 'asking' as const,
  on: { backToDashboard },
  states: {
    asking: { on: { revokeOtherSession: { target: 'revoking', actions: fx('revokeCall') } } },
    revoking: {
      on: {
        revokeSucceeded: '#session.connecting',
        revokeFailed: [
          // The interview ended meanwhile (its time ran out in the other tab): there is nothing to take back,
          // so the candidate goes on to the feedback page instead of a dialog that can only fail (0624).
          {
            guard: ({ event }: Ctx) => (event as { finished?: boolean }).finished === true,
            target: '#session.ended',
            actions: toast('info', MESSAGES.serverEnded),
          },
          { target: 'asking', actions: toast('error', MESSAGES.failedToRevoke) },
        ],
      },
    },
  },
};
