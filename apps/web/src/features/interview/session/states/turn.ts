import { assign } from 'xstate';
import { isAnswerText } from '@mockint/api-contract/socket';
import { PLAY_AUDIO_ERROR } from '../../audio/audio-queue';
import { RECORDER_MESSAGES } from '../../audio/recorder';
import {
  answerMessage,
  armDeadline,
  disarmDeadline,
  effect,
  errorCode,
  isUserResponseError,
  send,
  sessionSetup,
  toast,
  upsertChat,
} from '../session-setup';
import {
  acceptModelText,
  genericError,
  lateAnswerSettled,
  leaveSound,
  owesReply,
  pendingBecause,
  rememberLeaveTo,
  serverLeave,
  transcribed,
} from '../session-transitions';
import { MESSAGES, type ServerEvent, type SessionContext, type SessionEvent } from '../session-types';
import { BEHIND_AUDIO_ERROR, linkDown, lost, takenElsewhere } from './connection';
import { intoLeaving } from './leaving';
import { earlierAnswerFailed, keepLateRecording, refusedTurn } from './turn-transitions';

// The turn region of the room's statechart (session-statechart.ts): the interview while it runs and nobody is
// leaving, the candidate's turn and their answer on its way included, so that every jump between the turn's
// states is read in this module (decision 0072). Its rules that name no state are states/turn-transitions.ts;
// the ways out of it are written beside the states they lead to (states/connection.ts, states/leaving.ts).

/** An interviewer chunk: its text is kept, its audio queued (with its sentence, for the caption) and played. */
const modelSpeaks = {
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

/**
 * A server error that opens a dialog (or the take-over question) from the live interview. `recorder`: what happens
 * to a recording in progress; while recording it is stopped and kept (offered once the dialog is gone, or after
 * Refresh Page from the device, decision 0801), never cancelled underneath (decision 0664).
 */
const errorDialogs = (recorder: ReturnType<typeof effect>[] = []) => [
  takenElsewhere(recorder),
  {
    // ERROR_HANDLING_USER_RESPONSE_*: Audio Processing Error, the turn goes back (the spec's error catalogue).
    guard: ({ event }: { event: SessionEvent }) =>
      event.type === 'server.error' && isUserResponseError(event.message.code),
    target: '#live.audioError',
    actions: [...recorder, effect('clearQueue'), pendingBecause('audioError')],
  },
  {
    // The interviewer's audio stops under the dialog (G5), as under every error dialog.
    target: '#live.generationError',
    actions: [
      ...recorder,
      assign<SessionContext, SessionEvent, undefined, SessionEvent, never>({
        errorCode: ({ event, context }) =>
          event.type === 'server.error' ? errorCode(event.message.code) : context.errorCode,
      }),
      effect('clearQueue'),
    ],
  },
];

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

/**
 * The candidate's turn: ready to answer, the microphone opening, recording, and the recording being encoded
 * before it is sent.
 */
const candidate = sessionSetup.createStateConfig({
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

/**
 * The interview while it runs and nobody is leaving. The turn passes between the interviewer (speaking,
 * processing) and the candidate (ready → starting → recording → encoding, or typed text), with
 * `sending` until the server acknowledges an answer, and the two error dialogs.
 */
export const live = sessionSetup.createStateConfig({
  id: 'live',
  initial: 'waiting',
  on: {
    leave: intoLeaving([rememberLeaveTo, leaveSound]),
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
          { guard: 'serverLeaveDue', ...intoLeaving(serverLeave) },
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
