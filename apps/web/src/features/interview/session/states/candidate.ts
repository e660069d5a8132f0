import { assign } from 'xstate';
import { isAnswerText } from '@mockint/api-contract/socket';
import {
  answerMessage,
  armDeadline,
  disarmDeadline,
  effect,
  isUserResponseError,
  send,
  sessionSetup,
  toast,
} from '../session-setup';
import {
  errorDialogs,
  genericError,
  lateAnswerSettled,
  modelSpeaks,
  pendingBecause,
  transcribed,
} from '../session-transitions';
import { linkDown, lost } from './connection';
import { RECORDER_MESSAGES } from '../../audio/recorder';
import { MESSAGES, type SessionContext, type SessionEvent } from '../session-types';

// The candidate's turn in the room's statechart (states/turn.ts composes it into `live`): ready to answer, the
// microphone opening, recording, and the recording being encoded before it is sent.

/**
 * While the candidate records (or encodes) an answer, nothing of theirs is on its way but an earlier answer the
 * sending deadline handed back: a processing error then is about that one (decision 0648). It stays offered; the
 * answer being recorded goes on, and no dialog takes the microphone away.
 */
const earlierAnswerFailed = {
  'server.error': {
    guard: ({ context, event }: { context: SessionContext; event: SessionEvent }) =>
      context.lateAnswers > 0 && event.type === 'server.error' && isUserResponseError(event.message.code),
    actions: [pendingBecause('audioError'), lateAnswerSettled, genericError],
  },
};

/**
 * An error dialog (or the take-over question) while recording: the recording is stopped and kept, to be offered
 * again, never cancelled underneath (decision 0664). ERROR_NOT_USER_TURN opens none: the live interview's rule.
 */
const recordingKeptUnderDialogs = errorDialogs([effect('stopRecording')]).map((t) => ({
  ...t,
  guard: ({ context, event }: { context: SessionContext; event: SessionEvent }) =>
    event.type === 'server.error' &&
    event.message.code !== 'ERROR_NOT_USER_TURN' &&
    (t.guard?.({ event }) ?? true) &&
    !earlierAnswerFailed['server.error'].guard({ context, event }),
}));

export const candidate = sessionSetup.createStateConfig({
  tags: ['userTurn'],
  initial: 'ready',
  // An encoding in progress finishes and is kept (audioRecorded while disconnected).
  on: { connectionLost: lost('candidate'), linkLost: linkDown('candidate') },
  states: {
    ready: {
      tags: ['answering'],
      on: {
        startRecording: [
          { guard: ({ event }) => !event.hasRecorder },
          {
            guard: ({ event }) => !event.microphoneSelected,
            actions: toast('error', MESSAGES.selectMicrophone),
          },
          { target: 'starting', actions: effect('startRecording') },
        ],
        sendText: {
          guard: ({ event }) => isAnswerText(event.text),
          target: '#live.sending',
          actions: [
            assign({
              pendingAnswer: ({ event }) => ({ kind: 'text', text: event.text.trim() }),
              pendingWhy: 'sent',
            }),
            send(({ context }) => answerMessage(context.pendingAnswer!, context.metadata)),
          ],
        },
        resendAnswer: {
          guard: ({ context }) => context.pendingAnswer !== null,
          target: '#live.sending',
          actions: [
            // Sent again after its deadline: either copy's transcript acknowledges it, so it is late no more.
            assign({
              lateAnswers: ({ context }) =>
                context.pendingWhy === 'unconfirmed'
                  ? Math.max(0, context.lateAnswers - 1)
                  : context.lateAnswers,
            }),
            assign({ pendingWhy: 'sent' }),
            send(({ context }) => answerMessage(context.pendingAnswer!, context.metadata)),
          ],
        },
        discardAnswer: { actions: assign({ pendingAnswer: null }) },
        repeat: {
          target: '#live.processing',
          actions: send(({ context }) => ({
            type: 'request_repeat_response',
            metadata: context.metadata,
          })),
        },
      },
    },
    /** The microphone is opening: End Response cannot act yet. */
    starting: {
      tags: ['recordingStarting', 'microphone'],
      entry: armDeadline('starting'),
      exit: disarmDeadline('starting'),
      on: {
        // The microphone never opened: the controller closes it as the state is left (G13).
        deadlinePassed: { target: 'ready', actions: toast('error', RECORDER_MESSAGES.failed) },
        recordingStarted: 'recording',
        ...earlierAnswerFailed,
        recordingFailed: {
          target: 'ready',
          actions: toast<'recordingFailed'>('error', ({ event }) => event.message),
        },
      },
    },
    recording: {
      tags: ['recording', 'microphone'],
      on: {
        // A recording in progress at a drop is finished and kept, to offer once back.
        connectionLost: lost('candidate', [effect('stopRecording')]),
        linkLost: linkDown('candidate', [effect('stopRecording')]),
        stopRecording: { target: 'encoding', actions: effect('stopRecording') },
        'server.error': [earlierAnswerFailed['server.error'], ...recordingKeptUnderDialogs],
        // An earlier answer's late transcript (decision 0648): the server has the turn now; the recording is
        // stopped and kept, as for a late interviewer, and offered once the interviewer has finished.
        'server.user_transcript': {
          target: '#live.processing',
          actions: [effect('stopRecording'), ...transcribed],
        },
        recordingTimeUp: { target: 'encoding', actions: effect('stopRecording') },
        // The device went away (G10): stop and keep what was recorded, as End Response, and say so.
        microphoneEnded: {
          target: 'encoding',
          actions: [effect('stopRecording'), toast('warning', MESSAGES.microphoneEnded)],
        },
        // A late interviewer (decision 0635): the recording is stopped and kept (audioRecorded
        // then arrives in the interviewer's turn), never cancelled; the interviewer is heard.
        'server.model_response': {
          ...modelSpeaks,
          actions: [effect('stopRecording'), ...modelSpeaks.actions],
        },
        'server.model_repeat_response': {
          ...modelSpeaks,
          actions: [effect('stopRecording'), ...modelSpeaks.actions],
        },
      },
    },
    encoding: {
      tags: ['userProcessing'],
      entry: armDeadline('encoding'),
      exit: disarmDeadline('encoding'),
      on: {
        // A late recording is still kept (the live interview's audioRecorded) (G13).
        deadlinePassed: {
          target: 'ready',
          actions: toast('error', RECORDER_MESSAGES.processing),
        },
        audioRecorded: [
          {
            guard: ({ event }) => !event.audioBase64,
            target: 'ready',
            actions: toast('error', MESSAGES.noAudio),
          },
          {
            target: '#live.sending',
            actions: [
              assign({
                pendingAnswer: ({ event }) => ({ kind: 'audio', audioBase64: event.audioBase64 }),
                pendingWhy: 'sent',
              }),
              send(({ context }) => answerMessage(context.pendingAnswer!, context.metadata)),
            ],
          },
        ],
        audioFailed: {
          target: 'ready',
          actions: toast<'audioFailed'>('error', ({ event }) => event.message),
        },
        ...earlierAnswerFailed,
      },
    },
  },
});
