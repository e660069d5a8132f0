import { describe, expect, it, vi } from 'vitest';
import type { AudioMetrics } from '../analysis/delivery-analysis';
import { createAnswerCapture, type AnswerToKeep } from './answer-capture';
import { QUOTA_MESSAGE, StorageQuotaError, type AnswerStore, type StoredAnswer } from '../api/answer-store';

const metrics = { duration: 5, speakingTime: 4 } as AudioMetrics;

function memoryStore(fail?: Error): Pick<AnswerStore, 'put'> & { saved: StoredAnswer[] } {
  const saved: StoredAnswer[] = [];
  return {
    saved,
    put: async (a) => {
      if (fail) throw fail;
      saved.push(a);
    },
  };
}

/** An answer as the room's seam hands it over: already paired with its transcript (decision 0059). */
const answer = (patch: Partial<AnswerToKeep> = {}): AnswerToKeep => ({
  roomId: 'r',
  chatId: 'c1',
  transcript: 'x',
  audio: new Blob(['a']),
  recordedAt: 7,
  interviewerSeconds: 1,
  ...patch,
});

describe('answer capture', () => {
  it("stores a recording with its metrics and its question's audio time under the chat id of its transcript", async () => {
    const store = memoryStore();
    const analyze = vi.fn(async () => metrics);
    const capture = createAnswerCapture({ store, analyze, onQuota: vi.fn() });
    const blob = new Blob(['a']);
    capture.keep(answer({ chatId: 'c1', transcript: 'Hello there', audio: blob, interviewerSeconds: 6.5 }));
    await capture.settled();
    expect(analyze).toHaveBeenCalledWith(blob);
    expect(store.saved).toEqual([
      {
        roomId: 'r',
        chatId: 'c1',
        transcript: 'Hello there',
        audio: blob,
        metrics,
        recordedAt: 7,
        interviewerSeconds: 6.5,
      },
    ]);
  });

  it("keeps a typed answer as text only (with its question's audio time), with nothing to analyse", async () => {
    const store = memoryStore();
    const analyze = vi.fn(async () => metrics);
    const capture = createAnswerCapture({ store, analyze, onQuota: vi.fn() });
    capture.keep(answer({ chatId: 'c2', transcript: 'typed', audio: null, interviewerSeconds: 3 }));
    await capture.settled();
    expect(analyze).not.toHaveBeenCalled();
    expect(store.saved[0]).toMatchObject({ chatId: 'c2', audio: null, metrics: null, interviewerSeconds: 3 });
  });

  it('keeps the answer when the analysis fails, and says once when the device is full', async () => {
    const onQuota = vi.fn();
    const full = createAnswerCapture({
      store: memoryStore(new StorageQuotaError()),
      analyze: () => Promise.reject(new Error('decode')),
      onQuota,
    });
    for (const chatId of ['c1', 'c2']) full.keep(answer({ chatId }));
    await full.settled();
    expect(onQuota).toHaveBeenCalledTimes(1);
    expect(onQuota).toHaveBeenCalledWith(QUOTA_MESSAGE);

    const store = memoryStore();
    const failing = createAnswerCapture({
      store,
      analyze: () => Promise.reject(new Error('decode')),
      onQuota,
    });
    failing.keep(answer({ chatId: 'c3', transcript: 'kept' }));
    await failing.settled();
    expect(store.saved[0]).toMatchObject({ transcript: 'kept', metrics: null });
  });
});
