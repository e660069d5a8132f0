import { assign, fromPromise, setup } from 'xstate';

/**
 * "Practice this answer again" (decision 0813) as a statechart: idle → starting (the microphone opens) →
 * recording (ticks) → saving (stop, analyse in the Worker, store on the device) → idle; a failure is shown
 * until the next try. The recorder is the room's (`Recorder` of the interview feature), given by the app.
 */

export interface AttemptRecorder {
  /** Resolves true once recording, false when cancelled while the microphone opened. */
  start(): Promise<boolean>;
  stop(): Promise<Blob>;
  cancel(): void;
}

export interface PracticeInput {
  recorder: AttemptRecorder;
  /** Analyses the recording and stores it with its question; rejects with a message for the candidate. */
  save(blob: Blob): Promise<void>;
}

export interface PracticeContext extends PracticeInput {
  elapsed: number;
  error: string | null;
}

export type PracticeEvent =
  { type: 'record' } | { type: 'tick'; elapsed: number } | { type: 'stop' } | { type: 'cancel' };

const message = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The attempt could not be recorded.';

export const practiceMachine = setup({
  types: {
    context: {} as PracticeContext,
    events: {} as PracticeEvent,
    input: {} as PracticeInput,
  },
  actors: {
    open: fromPromise<boolean, AttemptRecorder>(({ input }) => input.start()),
    finish: fromPromise<void, PracticeInput>(async ({ input }) => input.save(await input.recorder.stop())),
  },
  actions: {
    cancelRecorder: ({ context }) => context.recorder.cancel(),
  },
}).createMachine({
  id: 'practice',
  context: ({ input }) => ({ ...input, elapsed: 0, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { record: 'starting' } },
    starting: {
      entry: assign({ elapsed: 0, error: null }),
      invoke: {
        src: 'open',
        input: ({ context }) => context.recorder,
        onDone: [{ guard: ({ event }) => event.output, target: 'recording' }, { target: 'idle' }],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => message(event.error) }) },
      },
      on: { cancel: { target: 'idle', actions: 'cancelRecorder' } },
    },
    recording: {
      on: {
        tick: { actions: assign({ elapsed: ({ event }) => event.elapsed }) },
        stop: 'saving',
        cancel: { target: 'idle', actions: 'cancelRecorder' },
      },
    },
    saving: {
      invoke: {
        src: 'finish',
        input: ({ context }) => ({ recorder: context.recorder, save: context.save }),
        onDone: 'idle',
        onError: { target: 'failed', actions: assign({ error: ({ event }) => message(event.error) }) },
      },
    },
    failed: { on: { record: 'starting' } },
  },
});
