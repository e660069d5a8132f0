import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AudioMetrics } from '../analysis/delivery-analysis';
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

/**
 * A practice attempt of one answered question ("Practice this answer again", decision 0813): recorded and
 * analysed on this device, never sent. Kept under the same retention as the answers.
 */
export interface StoredAttempt {
  id: string;
  roomId: string;
  /** The candidate chat of the interview answer this attempt practises. */
  chatId: string;
  audio: Blob;
  /** Null when the analysis failed (the recording is still kept for replay). */
  metrics: AudioMetrics | null;
  recordedAt: number;
}

/**
 * A recording as IndexedDB keeps it: its bytes and type. WebKit refuses a Blob in IndexedDB in an ephemeral
 * session (Safari's private windows, WebKitGTK under automation: "Error preparing Blob/File data"), and the
 * answer was lost with it (decision 0784); bytes store everywhere. Records kept before hold a Blob.
 */
interface KeptAudio {
  bytes: ArrayBuffer;
  type: string;
}
type Kept<T extends { audio: Blob | null }> = Omit<T, 'audio'> & { audio: Blob | KeptAudio | null };

async function keep<T extends { audio: Blob | null }>(value: T): Promise<Kept<T>> {
  if (!value.audio) return value;
  return { ...value, audio: { bytes: await value.audio.arrayBuffer(), type: value.audio.type } };
}

function kept<T extends { audio: Blob | null }>(value: Kept<T>): T {
  const { audio } = value;
  if (!audio || audio instanceof Blob) return value as T;
  return { ...value, audio: new Blob([audio.bytes], { type: audio.type }) } as T;
}

interface CoachingDB extends DBSchema {
  answers: { key: [string, string]; value: Kept<StoredAnswer>; indexes: { byRoom: string; byTime: number } };
  attempts: { key: string; value: Kept<StoredAttempt>; indexes: { byRoom: string; byTime: number } };
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
  /** Deletes answers and attempts older than the retention; resolves with how many went. */
  prune(now?: number): Promise<number>;
  putAttempt(attempt: StoredAttempt): Promise<void>;
  /** A session's practice attempts, oldest first. */
  listAttempts(roomId: string): Promise<StoredAttempt[]>;
  deleteAttempt(id: string): Promise<void>;
}

export function createAnswerStore(): AnswerStore {
  let db: Promise<IDBPDatabase<CoachingDB>> | null = null;
  const open = () => {
    db ??= openDB<CoachingDB>(DB_NAME, 2, {
      upgrade(database, oldVersion) {
        if (oldVersion < 1) {
          const answers = database.createObjectStore('answers', { keyPath: ['roomId', 'chatId'] });
          answers.createIndex('byRoom', 'roomId');
          answers.createIndex('byTime', 'recordedAt');
          database.createObjectStore('settings');
        }
        // Version 2 (decision 0813): practice attempts.
        if (oldVersion < 2) {
          const attempts = database.createObjectStore('attempts', { keyPath: 'id' });
          attempts.createIndex('byRoom', 'roomId');
          attempts.createIndex('byTime', 'recordedAt');
        }
      },
    });
    return db;
  };

  const store: AnswerStore = {
    async put(answer) {
      const database = await open();
      try {
        await database.put('answers', await keep(answer));
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        // Keep what is small (the transcript and metrics) and say why the recording is gone.
        if (answer.audio) await database.put('answers', { ...answer, audio: null }).catch(() => undefined);
        throw new StorageQuotaError(error);
      }
    },
    async listRoom(roomId) {
      const all = (await (await open()).getAllFromIndex('answers', 'byRoom', roomId)).map(kept<StoredAnswer>);
      return all.sort((a, b) => a.recordedAt - b.recordedAt);
    },
    async listAll() {
      return (await (await open()).getAllFromIndex('answers', 'byTime')).map(kept<StoredAnswer>);
    },
    async deleteRoom(roomId) {
      const database = await open();
      const tx = database.transaction(['answers', 'attempts'], 'readwrite');
      const answers = tx.objectStore('answers');
      for (const key of await answers.index('byRoom').getAllKeys(roomId)) await answers.delete(key);
      const attempts = tx.objectStore('attempts');
      for (const key of await attempts.index('byRoom').getAllKeys(roomId)) await attempts.delete(key);
      await tx.done;
    },
    async deleteAll() {
      const database = await open();
      await database.clear('answers');
      await database.clear('attempts');
    },
    async putAttempt(attempt) {
      try {
        await (await open()).put('attempts', await keep(attempt));
      } catch (error) {
        throw isQuotaError(error) ? new StorageQuotaError(error) : error;
      }
    },
    async listAttempts(roomId) {
      const all = (await (await open()).getAllFromIndex('attempts', 'byRoom', roomId)).map(
        kept<StoredAttempt>,
      );
      return all.sort((a, b) => a.recordedAt - b.recordedAt);
    },
    async deleteAttempt(id) {
      await (await open()).delete('attempts', id);
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
      const tx = database.transaction(['answers', 'attempts'], 'readwrite');
      const before = IDBKeyRange.upperBound(now - days * DAY_MS, true);
      const answers = tx.objectStore('answers');
      const old = await answers.index('byTime').getAllKeys(before);
      for (const key of old) await answers.delete(key);
      const attempts = tx.objectStore('attempts');
      const oldAttempts = await attempts.index('byTime').getAllKeys(before);
      for (const key of oldAttempts) await attempts.delete(key);
      await tx.done;
      return old.length + oldAttempts.length;
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
