// Downloaded with the first "Practice this answer again" press (practice/lazy-practice.ts, decision 0790): the
// statechart library and the analysis stay out of the report's load.
import { createActor } from 'xstate';
import { answerStore } from '../api/answer-store';
import { analyzeBlob } from '../analysis/analyze-blob';
import type { PracticeActor } from '../practice/lazy-practice';
import { practiceMachine, type AttemptRecorder } from '../practice/practice-machine';

/** What the app gives the report to record attempts with: the room's recorder (decision 0813). */
export type CreateAttemptRecorder = (callbacks: {
  onTick: (elapsedSeconds: number) => void;
  onTimeUp: () => void;
}) => AttemptRecorder;

/**
 * One question's practice recorder: the statechart, its recorder and where a finished attempt goes (the
 * analysis Worker, then IndexedDB, then `onSaved`). Nothing leaves the device.
 */
export function createPracticeActor(options: {
  roomId: string;
  chatId: string;
  createRecorder: CreateAttemptRecorder;
  onSaved: () => Promise<void>;
}): PracticeActor {
  const { roomId, chatId, createRecorder, onSaved } = options;
  const ref: { send?: (event: { type: 'tick'; elapsed: number } | { type: 'stop' }) => void } = {};
  const recorder = createRecorder({
    onTick: (elapsed) => ref.send?.({ type: 'tick', elapsed }),
    onTimeUp: () => ref.send?.({ type: 'stop' }),
  });
  const actor = createActor(practiceMachine, {
    input: {
      recorder,
      save: async (blob) => {
        // A failed analysis keeps the recording for replay (as the room's answers do, decision 0801).
        const metrics = await analyzeBlob(blob).catch(() => null);
        await answerStore().putAttempt({
          id: crypto.randomUUID(),
          roomId,
          chatId,
          audio: blob,
          metrics,
          recordedAt: Date.now(),
        });
        await onSaved();
      },
    },
  });
  ref.send = (event) => actor.send(event);
  return actor;
}
