import { assign } from 'xstate';
import {
  errorCodeOf,
  fx,
  isMsg,
  msgOf,
  send,
  sessionSetup,
  toast,
  upsertChat,
  type Ctx,
  type Msg,
} from './session-setup';
import {
  answerMessage,
  leaveSound,
  lost,
  modelSpeaks,
  serverLeave,
  userResponseError,
} from './session-transitions';
import { MESSAGES, type SessionEvent } from './session-types';

/**
 * `running.live`: the interview while it runs and nobody is leaving. The turn passes between the interviewer
 * (speaking, processing) and the candidate (ready → starting → recording → encoding, or typed text), with
 * `sending` until the server acknowledges an answer, and the two error dialogs.
 */
export const liveState = sessionSetup.createStateConfig({
  initial: 'waiting',
  on: {
    leave: { target: 'leaving', actions: [fx('cancelRecording'), leaveSound] },
    connectionLost: [
      // The server closes normally after its end frames: let the queue drain, then leave.
      { guard: ({ context }) => context.serverEnded },
      ...lost('waiting', []),
    ],
    socketMessage: [
      modelSpeaks([]),
      {
        guard: isMsg('user_transcript'),
        target: '.processing',
        actions: assign({
          chats: ({ context, event }) =>
            upsertChat(context.chats, (msgOf(event) as Msg<'user_transcript'>).chat),
          pendingAnswer: null,
        }),
      },
      {
        // Both end frames arrived and no audio is playing: leave once (spec §4).
        guard: ({ context, event }) =>
          isMsg('end', 'toggle_leave_interview')({ context, event }) &&
          (context.serverEnded || msgOf(event).type === 'end') &&
          (context.toggleLeave || msgOf(event).type === 'toggle_leave_interview'),
        target: '#session.running.leaving',
        actions: [assign({ serverEnded: true, toggleLeave: true }), ...serverLeave],
      },
      { guard: isMsg('end'), actions: assign({ serverEnded: true }) },
      { guard: isMsg('toggle_leave_interview'), actions: assign({ toggleLeave: true }) },
      {
        guard: ({ event }) =>
          isMsg('error')({ event } as Ctx) && errorCodeOf(event) === 'ERROR_MULTIPLE_CONNECTIONS',
        target: '#session.multipleSessions',
        actions: [fx('cancelRecording'), fx('clearQueue'), fx('disconnect')],
      },
      userResponseError([]),
      {
        guard: isMsg('error'),
        target: '.generationError',
        actions: assign({ errorCode: ({ event }) => errorCodeOf(event) }),
      },
    ],
  },
  states: {
    /** Joined (or answered); the interviewer has not started speaking. */
    waiting: {},
    speaking: {
      on: {
        queueDrained: [
          { guard: 'serverLeaveDue', target: '#session.running.leaving', actions: serverLeave },
          {
            guard: ({ context, event }) => event.finalSentence && !context.serverEnded,
            target: 'candidate',
          },
          { target: 'waiting' },
        ],
        socketMessage: [
          // While audio plays, end frames wait for the drain (spec §4).
          { guard: isMsg('end'), actions: assign({ serverEnded: true }) },
          { guard: isMsg('toggle_leave_interview'), actions: assign({ toggleLeave: true }) },
        ],
      },
    },
    candidate: {
      initial: 'ready',
      on: {
        // Whatever ends the turn while the microphone may be open also closes it.
        socketMessage: [modelSpeaks([fx('cancelRecording')]), userResponseError([fx('cancelRecording')])],
        // An encoding in progress finishes and is kept (audioRecorded while disconnected).
        connectionLost: lost('candidate', []),
      },
      states: {
        ready: {
          on: {
            startRecording: [
              {
                guard: ({ event }) => !event.hasRecorder,
              },
              {
                guard: ({ event }) => !event.microphoneSelected,
                actions: toast('error', MESSAGES.selectMicrophone),
              },
              { target: 'starting', actions: fx('startRecording') },
            ],
            sendText: {
              guard: ({ event }) => event.text.trim().length > 0,
              target: '#session.running.live.sending',
              actions: [
                assign({ pendingAnswer: ({ event }) => ({ kind: 'text', text: event.text.trim() }) }),
                send(({ context }) => answerMessage(context.pendingAnswer!, context.metadata)),
              ],
            },
            resendAnswer: {
              guard: ({ context }) => context.pendingAnswer !== null,
              target: '#session.running.live.sending',
              actions: send(({ context }) => answerMessage(context.pendingAnswer!, context.metadata)),
            },
            discardAnswer: { actions: assign({ pendingAnswer: null }) },
            repeat: {
              target: '#session.running.live.processing',
              actions: send(({ context }) => ({
                type: 'request_repeat_response',
                metadata: context.metadata,
              })),
            },
          },
        },
        /** The microphone is opening: End Response cannot act yet. */
        starting: {
          on: {
            connectionLost: lost('candidate', [fx('cancelRecording')]),
            recordingStarted: 'recording',
            recordingFailed: {
              target: 'ready',
              actions: toast(
                'error',
                ({ event }) => (event as Extract<SessionEvent, { type: 'recordingFailed' }>).message,
              ),
            },
          },
        },
        recording: {
          on: {
            // A recording in progress at a drop is finished and kept, to offer once back.
            connectionLost: lost('candidate', [fx('stopRecording')]),
            stopRecording: { target: 'encoding', actions: fx('stopRecording') },
            recordingTimeUp: { target: 'encoding', actions: fx('stopRecording') },
          },
        },
        encoding: {
          on: {
            audioRecorded: [
              {
                guard: ({ event }) => !event.audioBase64,
                target: 'ready',
                actions: toast('error', MESSAGES.noAudio),
              },
              {
                target: '#session.running.live.sending',
                actions: [
                  assign({
                    pendingAnswer: ({ event }) => ({ kind: 'audio', audioBase64: event.audioBase64 }),
                  }),
                  send(({ context }) => answerMessage(context.pendingAnswer!, context.metadata)),
                ],
              },
            ],
            audioFailed: {
              target: 'ready',
              actions: toast(
                'error',
                ({ event }) => (event as Extract<SessionEvent, { type: 'audioFailed' }>).message,
              ),
            },
          },
        },
      },
    },
    /** An answer is on its way; `user_transcript` acknowledges it. */
    sending: {
      on: {
        // Unacknowledged: once back, the turn is the candidate's with the answer offered again.
        connectionLost: lost('candidate', []),
        // The serializer refused the answer (e.g. not Base64): nothing was sent, the turn is the user's.
        audioFailed: {
          target: 'candidate',
          actions: [
            assign({ pendingAnswer: null }),
            toast('error', ({ event }) => (event as Extract<SessionEvent, { type: 'audioFailed' }>).message),
          ],
        },
      },
    },
    /** The interviewer is thinking (after a transcript or a repeat request). */
    processing: {},
    audioError: {
      on: { retryAfterAudioError: 'candidate', connectionLost: lost('candidate', []) },
    },
    generationError: {
      // Refresh Page is the way forward whatever the socket does meanwhile.
      on: { refreshPage: { actions: fx('reload') }, connectionLost: {} },
    },
    // After a failed end call the room resumes where it was (a turn restarts from its beginning).
    hist: { type: 'history', history: 'shallow' },
  },
});
