import type { AnswerEvent } from '@/lib/answer-events';
import type { AudioMetrics } from './delivery-analysis';
import { StorageQuotaError, type AnswerStore } from '../api/answer-store';

export interface AnswerCaptureDeps {
  // Only what capturing needs: the tests give a memory store of just that.
  store: Pick<AnswerStore, 'put'>;
  analyze(blob: Blob): Promise<AudioMetrics>;
  /** The quota message (once per page: it would repeat on every answer otherwise). */
  onQuota(message: string): void;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * Pairs each recorded answer with the `user_transcript` the server sends for it, analyses the recording
 * (in a Worker, started as soon as it is recorded, so the result is usually ready by the transcript) and
 * stores both. A typed answer between clears the pairing: its transcript must not get the last recording.
 */
export function createAnswerCapture(deps: AnswerCaptureDeps) {
  /** Per room, the answer waiting for its transcript: the recording (null when typed) and its question's time. */
  const pending = new Map<
    string,
    {
      blob: Blob | null;
      metrics: Promise<AudioMetrics | null> | null;
      at: number;
      interviewerSeconds: number;
    }
  >();
  const now = deps.now ?? Date.now;
  let warned = false;
  const tasks = new Set<Promise<void>>();

  async function save(event: Extract<AnswerEvent, { type: 'transcript' }>) {
    const recorded = pending.get(event.roomId);
    pending.delete(event.roomId);
    try {
      await deps.store.put({
        roomId: event.roomId,
        chatId: event.chatId,
        transcript: event.transcript,
        audio: recorded?.blob ?? null,
        metrics: (await recorded?.metrics) ?? null,
        recordedAt: recorded?.at ?? now(),
        ...(recorded ? { interviewerSeconds: recorded.interviewerSeconds } : {}),
      });
    } catch (error) {
      if (error instanceof StorageQuotaError) {
        if (!warned) deps.onQuota(error.message);
        warned = true;
      } else deps.log?.('coaching: could not store an answer', error);
    }
  }

  return {
    handle(event: AnswerEvent): void {
      if (event.type === 'audio') {
        const metrics = deps.analyze(event.blob).catch((error: unknown) => {
          deps.log?.('coaching: analysis failed', error);
          return null;
        });
        pending.set(event.roomId, {
          blob: event.blob,
          metrics,
          at: now(),
          interviewerSeconds: event.interviewerSeconds,
        });
      } else if (event.type === 'text') {
        // A typed answer: no recording, but its question's time still counts towards the share of talk.
        pending.set(event.roomId, {
          blob: null,
          metrics: null,
          at: now(),
          interviewerSeconds: event.interviewerSeconds,
        });
      } else {
        const task = save(event);
        tasks.add(task);
        void task.finally(() => tasks.delete(task));
      }
    },
    /** Resolves when every store started so far has finished (tests, and leaving the room). */
    async settled(): Promise<void> {
      await Promise.all([...tasks]);
    },
  };
}
