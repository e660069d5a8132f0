// Installs IndexedDB's globals (idb checks instanceof IDBRequest etc.); each test then gets an empty one.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createAnswerStore,
  DEFAULT_RETENTION_DAYS,
  QUOTA_MESSAGE,
  type StoredAnswer,
  type StoredAttempt,
} from './answer-store';

const DAY = 24 * 60 * 60 * 1000;
const answer = (roomId: string, chatId: string, recordedAt: number): StoredAnswer => ({
  roomId,
  chatId,
  transcript: `answer ${chatId}`,
  audio: new Blob(['x'], { type: 'audio/webm' }),
  metrics: null,
  recordedAt,
});

beforeEach(() => {
  // A fresh, empty IndexedDB per test.
  vi.stubGlobal('indexedDB', new IDBFactory());
});
// Put back after each test, so the file shares its worker (decision 0080).
afterEach(() => vi.unstubAllGlobals());

describe('answer store', () => {
  it('keeps answers per room in the order they were recorded', async () => {
    const store = createAnswerStore();
    await store.put(answer('r1', 'c2', 2000));
    await store.put(answer('r1', 'c1', 1000));
    await store.put(answer('r2', 'c3', 1500));
    expect((await store.listRoom('r1')).map((a) => a.chatId)).toEqual(['c1', 'c2']);
    expect(await store.listAll()).toHaveLength(3);
  });

  it("deletes one session's answers on their own, or all at once", async () => {
    const store = createAnswerStore();
    await store.put(answer('r1', 'c1', 1000));
    await store.put(answer('r2', 'c2', 1000));
    await store.deleteRoom('r1');
    expect(await store.listRoom('r1')).toEqual([]);
    expect(await store.listRoom('r2')).toHaveLength(1);
    await store.deleteAll();
    expect(await store.listAll()).toEqual([]);
  });

  it('prunes answers older than the retention, 30 days unless changed', async () => {
    const store = createAnswerStore();
    const now = 100 * DAY;
    expect(await store.getRetentionDays()).toBe(DEFAULT_RETENTION_DAYS);
    await store.put(answer('r1', 'old', now - 31 * DAY));
    await store.put(answer('r1', 'recent', now - 8 * DAY));
    expect(await store.prune(now)).toBe(1);
    expect((await store.listAll()).map((a) => a.chatId)).toEqual(['recent']);
    await store.setRetentionDays(7);
    expect(await store.prune(now)).toBe(1);
    expect(await store.listAll()).toEqual([]);
  });

  it('keeps the recording where the engine refuses a Blob in IndexedDB (WebKit, ephemeral): replay and practice', async () => {
    // As WebKit in a private window: "Error preparing Blob/File data to be stored in object store".
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
      if ((value as { audio?: unknown }).audio instanceof Blob)
        throw new DOMException('blob', 'UnknownError');
      return put.call(this, value, key);
    });
    const store = createAnswerStore();
    await store.put({ ...answer('r1', 'c1', 1), audio: new Blob(['spoken'], { type: 'audio/mp4' }) });
    await store.putAttempt({
      id: 'a1',
      roomId: 'r1',
      chatId: 'c1',
      audio: new Blob(['again'], { type: 'audio/mp4' }),
      metrics: null,
      recordedAt: 2,
    });
    const [kept] = await store.listRoom('r1');
    expect(kept?.audio).toBeInstanceOf(Blob);
    expect(kept?.audio?.type).toBe('audio/mp4');
    expect(await kept?.audio?.text()).toBe('spoken');
    expect((await store.listAll())[0]?.audio?.size).toBe(6);
    const [attempt] = await store.listAttempts('r1');
    expect(await attempt?.audio.text()).toBe('again');
    vi.restoreAllMocks();
  });

  it('on a full device keeps the transcript without the recording and says so', async () => {
    const store = createAnswerStore();
    await store.put(answer('r1', 'c0', 1)); // opens the database
    const quota = new DOMException('full', 'QuotaExceededError');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    put.mockImplementationOnce(() => {
      throw quota;
    });
    await expect(store.put(answer('r1', 'c1', 2))).rejects.toThrow(QUOTA_MESSAGE);
    put.mockRestore();
    const kept = (await store.listRoom('r1')).find((a) => a.chatId === 'c1');
    expect(kept).toMatchObject({ transcript: 'answer c1', audio: null });
  });

  it('keeps practice attempts per session, deletes one, and prunes them with the answers (decision 0813)', async () => {
    const store = createAnswerStore();
    const now = 100 * DAY;
    const attempt = (id: string, roomId: string, recordedAt: number): StoredAttempt => ({
      id,
      roomId,
      chatId: 'c1',
      audio: new Blob(['x'], { type: 'audio/webm' }),
      metrics: null,
      recordedAt,
    });
    await store.putAttempt(attempt('b', 'r1', now - 1 * DAY));
    await store.putAttempt(attempt('a', 'r1', now - 2 * DAY));
    await store.putAttempt(attempt('old', 'r1', now - 40 * DAY));
    await store.putAttempt(attempt('other', 'r2', now));
    expect((await store.listAttempts('r1')).map((a) => a.id)).toEqual(['old', 'a', 'b']);
    expect(await store.prune(now)).toBe(1);
    await store.deleteAttempt('a');
    expect((await store.listAttempts('r1')).map((a) => a.id)).toEqual(['b']);
    await store.deleteRoom('r1');
    expect(await store.listAttempts('r1')).toEqual([]);
    expect(await store.listAttempts('r2')).toHaveLength(1);
    await store.deleteAll();
    expect(await store.listAttempts('r2')).toEqual([]);
  });
});
