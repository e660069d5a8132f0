import type { AudioMetrics } from '../analysis/delivery-analysis';
import { StorageQuotaError, type AnswerStore, type StoredAnswer } from '../api/answer-store';

/**
 * An answer of the room to keep: the room's answer seam pairs each recording with its transcript and hands
 * it over complete (decision 0059); only the analysis is added here.
 */
export type AnswerToKeep = Omit<StoredAnswer, 'metrics'>;

/** Subscribes to the room's answers (the app passes the session controller's seam); returns the unsubscribe. */
export type SubscribeToAnswers = (listener: (answer: AnswerToKeep) => void) => () => void;

export interface AnswerCaptureDeps {
  // Only what capturing needs: the tests give a memory store of just that.
  store: Pick<AnswerStore, 'put'>;
  analyze(blob: Blob): Promise<AudioMetrics>;
  /** The quota message (once per page: it would repeat on every answer otherwise). */
  onQuota(message: string): void;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * Analyses each recorded answer (in a Worker) and stores it with its transcript; a typed answer is stored as
 * text only. The answer is kept even when the analysis fails.
 */
export function createAnswerCapture(deps: AnswerCaptureDeps) {
  let warned = false;
  const tasks = new Set<Promise<void>>();

  async function save(answer: AnswerToKeep) {
    const metrics = answer.audio
      ? await deps.analyze(answer.audio).catch((error: unknown) => {
          deps.log?.('coaching: analysis failed', error);
          return null;
        })
      : null;
    try {
      await deps.store.put({ ...answer, metrics });
    } catch (error) {
      if (error instanceof StorageQuotaError) {
        if (!warned) deps.onQuota(error.message);
        warned = true;
      } else deps.log?.('coaching: could not store an answer', error);
    }
  }

  return {
    keep(answer: AnswerToKeep): void {
      const task = save(answer);
      tasks.add(task);
      void task.finally(() => tasks.delete(task));
    },
    /** Resolves when every store started so far has finished (tests, and leaving the room). */
    async settled(): Promise<void> {
      await Promise.all([...tasks]);
    },
  };
}
