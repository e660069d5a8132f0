import {
  assign,
  createActor,
  emit,
  fromCallback,
  fromPromise,
  setup,
  spawnChild,
  stopChild,
  type Actor,
} from 'xstate';
import { blobToBase64, type Recorder, RecorderError, RECORDER_MESSAGES } from '../audio/recorder';

/**
 * The room's recorder as a child actor (decision 0074): this machine holds the recorder's phases, the Recorder
 * class (../audio/recorder) does the media work (getUserMedia with the stored device and its fallback,
 * MediaRecorder, the 120 s cap). Run by the session controller beside the purely stepped statechart, as the
 * link watchdog is (decision 0073): the statechart's startRecording/stopRecording/cancelRecording effects are
 * its events, and what it emits becomes recordingStarted, recordingFailed, audioRecorded and audioFailed.
 */
export type RecorderActorEvent =
  /** The statechart's startRecording: open the microphone (the stored one, else the default) and record. */
  | { type: 'start'; deviceId: string | null }
  /**
   * The statechart's stopRecording: the take is stopped, encoded and emitted (kept, never dropped, decisions
   * 0631 and 0664). `questionSeconds` travels with the take to its `recorded` (the answer seam's, decision 0059).
   */
  | { type: 'stop'; questionSeconds: number }
  /** Leaving the recording states any other way: the microphone is released and the take dropped. */
  | { type: 'cancel' };

/** What a stopped take reports, from its own child actor. */
type TakeEvent =
  | { type: 'take.encoded'; id: string; blob: Blob; audioBase64: string; questionSeconds: number }
  | { type: 'take.failed'; id: string; message: string };

export type RecorderEmitted =
  /** The microphone is open and recording. */
  | { type: 'started' }
  /** It did not open (or a start came while one was under way): the RecorderError's message. */
  | { type: 'startFailed'; message: string }
  /** A stopped take, encoded. */
  | { type: 'recorded'; blob: Blob; audioBase64: string; questionSeconds: number }
  /** A stopped take that could not be finished or encoded: the RecorderError's message. */
  | { type: 'recordFailed'; message: string };

const messageOf = (error: unknown, otherwise: string) =>
  error instanceof RecorderError ? error.message : otherwise;

export const recorderMachine = setup({
  types: {
    input: {} as { recorder: Recorder },
    context: {} as { recorder: Recorder; deviceId: string | null; takes: number },
    events: {} as RecorderActorEvent | TakeEvent,
    emitted: {} as RecorderEmitted,
  },
  actors: {
    // Resolves false when the Recorder was cancelled while the microphone opened (it stops the late stream).
    open: fromPromise<boolean, { recorder: Recorder; deviceId: string | null }>(({ input }) =>
      input.recorder.start(input.deviceId),
    ),
    // A take's stop and encoding. Recorder.stop detaches the recording at once, so the machine is idle again
    // at once: the next answer may start before this one's `stop` event comes (or if it never comes).
    take: fromCallback<TakeEvent, { recorder: Recorder; id: string; questionSeconds: number }>(
      ({ input: { recorder, id, questionSeconds }, sendBack }) => {
        recorder
          .stop()
          .then(async (blob) => ({ blob, audioBase64: await blobToBase64(blob) }))
          .then(
            ({ blob, audioBase64 }) =>
              sendBack({ type: 'take.encoded', id, blob, audioBase64, questionSeconds }),
            (error: unknown) =>
              sendBack({ type: 'take.failed', id, message: messageOf(error, RECORDER_MESSAGES.processing) }),
          );
      },
    ),
  },
  actions: {
    // Bumps the Recorder's generation: a microphone still opening is closed when it arrives.
    release: ({ context }) => context.recorder.cancel(),
    busy: emit({ type: 'startFailed', message: RECORDER_MESSAGES.failed }),
  },
}).createMachine({
  id: 'recorder',
  context: ({ input }) => ({ recorder: input.recorder, deviceId: null, takes: 0 }),
  initial: 'idle',
  // Takes finish whatever the phase is now: a stopped answer is never lost to the next one.
  on: {
    'take.encoded': {
      actions: [
        emit(({ event }) => ({
          type: 'recorded' as const,
          blob: event.blob,
          audioBase64: event.audioBase64,
          questionSeconds: event.questionSeconds,
        })),
        stopChild(({ event }) => event.id),
      ],
    },
    'take.failed': {
      actions: [
        emit(({ event }) => ({ type: 'recordFailed' as const, message: event.message })),
        stopChild(({ event }) => event.id),
      ],
    },
  },
  states: {
    /** No microphone open (a stopped take may still be finishing, as a child). */
    idle: {
      on: { start: { target: 'opening', actions: assign({ deviceId: ({ event }) => event.deviceId }) } },
    },
    opening: {
      tags: ['microphone'],
      invoke: {
        src: 'open',
        input: ({ context }) => ({ recorder: context.recorder, deviceId: context.deviceId }),
        onDone: [
          { guard: ({ event }) => event.output, target: 'recording', actions: emit({ type: 'started' }) },
          { target: 'idle' },
        ],
        onError: {
          target: 'idle',
          actions: emit(({ event }) => ({
            type: 'startFailed' as const,
            message: messageOf(event.error, RECORDER_MESSAGES.failed),
          })),
        },
      },
      // The open is abandoned (its result never comes); the Recorder stops the stream that arrives later.
      on: { cancel: { target: 'idle', actions: 'release' }, start: { actions: 'busy' } },
    },
    recording: {
      tags: ['microphone'],
      on: {
        stop: {
          target: 'idle',
          actions: [
            assign({ takes: ({ context }) => context.takes + 1 }),
            spawnChild('take', {
              id: ({ context }) => `take-${context.takes}`,
              input: ({ context, event }) => ({
                recorder: context.recorder,
                id: `take-${context.takes}`,
                questionSeconds: (event as Extract<RecorderActorEvent, { type: 'stop' }>).questionSeconds,
              }),
            }),
          ],
        },
        cancel: { target: 'idle', actions: 'release' },
        start: { actions: 'busy' },
      },
    },
  },
});

export type RecorderActor = Actor<typeof recorderMachine>;

export interface RecorderActorDeps {
  recorder: Recorder;
  onStarted(): void;
  onStartFailed(message: string): void;
  onRecorded(take: { blob: Blob; audioBase64: string; questionSeconds: number }): void;
  onRecordFailed(message: string): void;
}

/** The recorder actor, started, its emitted results handed to the controller. */
export function startRecorderActor(deps: RecorderActorDeps): RecorderActor {
  const actor = createActor(recorderMachine, { input: { recorder: deps.recorder } });
  actor.on('started', () => deps.onStarted());
  actor.on('startFailed', (event) => deps.onStartFailed(event.message));
  actor.on('recorded', ({ blob, audioBase64, questionSeconds }) =>
    deps.onRecorded({ blob, audioBase64, questionSeconds }),
  );
  actor.on('recordFailed', (event) => deps.onRecordFailed(event.message));
  return actor.start();
}

/** The microphone is open or opening: the actor's snapshot is the one truth of it. */
export const microphoneOpen = (actor: RecorderActor): boolean => actor.getSnapshot().hasTag('microphone');
