import { describe, expect, it, vi } from 'vitest';
import type { AudioMetrics } from './delivery-analysis';
import { createAnswerCapture } from './answer-capture';
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

describe('answer capture', () => {
  it("stores a recording with its metrics and its question's audio time under the chat id of the transcript that follows it", async () => {
    const store = memoryStore();
    const capture = createAnswerCapture({
      store,
      analyze: async () => metrics,
      onQuota: vi.fn(),
      now: () => 7,
    });
    const blob = new Blob(['a']);
    capture.handle({ type: 'audio', roomId: 'r', blob, interviewerSeconds: 6.5 });
    capture.handle({ type: 'transcript', roomId: 'r', chatId: 'c1', transcript: 'Hello there' });
    await capture.settled();
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

  it("keeps a typed answer as text only (with its question's audio time), never with the previous recording", async () => {
    const store = memoryStore();
    const capture = createAnswerCapture({ store, analyze: async () => metrics, onQuota: vi.fn() });
    capture.handle({ type: 'audio', roomId: 'r', blob: new Blob(['a']), interviewerSeconds: 4 });
    capture.handle({ type: 'text', roomId: 'r', interviewerSeconds: 3 });
    capture.handle({ type: 'transcript', roomId: 'r', chatId: 'c2', transcript: 'typed' });
    await capture.settled();
    expect(store.saved[0]).toMatchObject({ chatId: 'c2', audio: null, metrics: null, interviewerSeconds: 3 });
  });

  it('keeps the answer when the analysis fails, and says once when the device is full', async () => {
    const onQuota = vi.fn();
    const full = createAnswerCapture({
      store: memoryStore(new StorageQuotaError()),
      analyze: () => Promise.reject(new Error('decode')),
      onQuota,
    });
    for (const chatId of ['c1', 'c2']) {
      full.handle({ type: 'audio', roomId: 'r', blob: new Blob(['a']), interviewerSeconds: 1 });
      full.handle({ type: 'transcript', roomId: 'r', chatId, transcript: 'x' });
    }
    await full.settled();
    expect(onQuota).toHaveBeenCalledTimes(1);
    expect(onQuota).toHaveBeenCalledWith(QUOTA_MESSAGE);

    const store = memoryStore();
    const failing = createAnswerCapture({
      store,
      analyze: () => Promise.reject(new Error('decode')),
      onQuota,
    });
    failing.handle({ type: 'audio', roomId: 'r', blob: new Blob(['a']), interviewerSeconds: 1 });
    failing.handle({ type: 'transcript', roomId: 'r', chatId: 'c3', transcript: 'kept' });
    await failing.settled();
    expect(store.saved[0]).toMatchObject({ transcript: 'kept', metrics: null });
  });
});
