import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AudioMetrics } from '../utils/delivery-analysis';
import { parseMetricSettings, type MetricSettings } from '../utils/metric-settings';

/**
 * The candidate's own answers on this device (IndexedDB, decision 0801): the recording, its audio metrics
 * and what the server understood, keyed by room and chat id. Nothing here is ever sent anywhere.
 */

export interface StoredAnswer {
  roomId: string;
  /** The candidate chat the server created for this answer (`user_transcript.chat.id`). */
  chatId: string;
  transcript: string;
  /** Null when the device had no room for it, or the answer was typed. */
  audio: Blob | null;
  /** Null when the analysis failed (the answer and its transcript are still kept). */
  metrics: AudioMetrics | null;
  recordedAt: number;
  /**
   * Seconds of the interviewer's audio played in the room since the previous answer (this answer's
   * question; decision 0803). Absent in answers kept before it was recorded.
   */
  interviewerSeconds?: number;
}

interface CoachingDB extends DBSchema {
  answers: { key: [string, string]; value: StoredAnswer; indexes: { byRoom: string; byTime: number } };
  /** retentionDays: a number; metrics: the figures shown (decision 0811). */
  settings: { key: string; value: unknown };
}

export const DB_NAME = 'mockint-coaching';
export const DEFAULT_RETENTION_DAYS = 30;
export const RETENTION_CHOICES = [7, 30, 90, 365] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export const QUOTA_MESSAGE =
  'This device is out of space for answer recordings. Delete older recordings to keep replaying new ones.';

export class StorageQuotaError extends Error {
  override readonly name = 'StorageQuotaError';
  constructor(cause?: unknown) {
    super(QUOTA_MESSAGE, { cause });
  }
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

export interface AnswerStore {
  put(answer: StoredAnswer): Promise<void>;
  listRoom(roomId: string): Promise<StoredAnswer[]>;
  listAll(): Promise<StoredAnswer[]>;
  deleteRoom(roomId: string): Promise<void>;
  deleteAll(): Promise<void>;
  getRetentionDays(): Promise<number>;
  setRetentionDays(days: number): Promise<void>;
  getMetricSettings(): Promise<MetricSettings>;
  setMetricSettings(settings: MetricSettings): Promise<void>;
  /** Deletes answers older than the retention; resolves with how many went. */
  prune(now?: number): Promise<number>;
}

export function createAnswerStore(): AnswerStore {
  let db: Promise<IDBPDatabase<CoachingDB>> | null = null;
  const open = () => {
    db ??= openDB<CoachingDB>(DB_NAME, 1, {
      upgrade(database) {
        const answers = database.createObjectStore('answers', { keyPath: ['roomId', 'chatId'] });
        answers.createIndex('byRoom', 'roomId');
        answers.createIndex('byTime', 'recordedAt');
        database.createObjectStore('settings');
      },
    });
    return db;
  };

  const store: AnswerStore = {
    async put(answer) {
      const database = await open();
      try {
        await database.put('answers', answer);
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        // Keep what is small (the transcript and metrics) and say why the recording is gone.
        if (answer.audio) await database.put('answers', { ...answer, audio: null }).catch(() => undefined);
        throw new StorageQuotaError(error);
      }
    },
    async listRoom(roomId) {
      const all = await (await open()).getAllFromIndex('answers', 'byRoom', roomId);
      return all.sort((a, b) => a.recordedAt - b.recordedAt);
    },
    async listAll() {
      return (await open()).getAllFromIndex('answers', 'byTime');
    },
    async deleteRoom(roomId) {
      const database = await open();
      const tx = database.transaction('answers', 'readwrite');
      for (const key of await tx.store.index('byRoom').getAllKeys(roomId)) await tx.store.delete(key);
      await tx.done;
    },
    async deleteAll() {
      await (await open()).clear('answers');
    },
    async getRetentionDays() {
      const days = await (await open()).get('settings', 'retentionDays');
      return typeof days === 'number' ? days : DEFAULT_RETENTION_DAYS;
    },
    async setRetentionDays(days) {
      await (await open()).put('settings', days, 'retentionDays');
    },
    async getMetricSettings() {
      return parseMetricSettings(await (await open()).get('settings', 'metrics'));
    },
    async setMetricSettings(settings) {
      await (await open()).put('settings', { ...settings }, 'metrics');
    },
    async prune(now = Date.now()) {
      const days = await store.getRetentionDays();
      const database = await open();
      const tx = database.transaction('answers', 'readwrite');
      const old = await tx.store
        .index('byTime')
        .getAllKeys(IDBKeyRange.upperBound(now - days * DAY_MS, true));
      for (const key of old) await tx.store.delete(key);
      await tx.done;
      return old.length;
    },
  };
  return store;
}

let shared: AnswerStore | null = null;
/** The app's one store (tests create their own). */
export function answerStore(): AnswerStore {
  shared ??= createAnswerStore();
  return shared;
}
