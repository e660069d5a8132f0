// Test harness for the interview socket: a real server on port 0 and a real `ws` client that checks every
// frame it receives against the contract (the server must never send one that fails it).
import type { AddressInfo } from 'node:net';
import { WebSocket, type RawData } from 'ws';
import { expect } from 'vitest';
import {
  parseServerMessage,
  type ServerMessage,
  type ServerMessageOf,
  type ServerMessageType,
} from '@mockint/api-contract/socket';
import { buildServer } from '../../src/server.ts';
import type { InterviewSocketOptions, Scheduler } from '../../src/ws/index.ts';
import type { RoomRecord, Store } from '../../src/store/index.ts';

export interface SocketServer {
  app: Awaited<ReturnType<typeof buildServer>>;
  store: Store;
  port: number;
  url(roomId: string): string;
  close(): Promise<void>;
}

export async function startSocketServer(socket: InterviewSocketOptions = {}): Promise<SocketServer> {
  const app = await buildServer({ logger: false, socket: { pingIntervalMs: 0, ...socket } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    store: app.store,
    port,
    url: (roomId) => `ws://127.0.0.1:${port}/ws/v1/interview/rooms?session=${encodeURIComponent(roomId)}`,
    close: () => app.close(),
  };
}

export interface Interview {
  candidateId: string;
  roomId: string;
  accessToken: string;
  cookie: string;
  room: RoomRecord;
}

/**
 * A fresh candidate (clone of the default persona) with one ONGOING room and no chats yet. Room fields are
 * then set directly: the socket only reads them, and this keeps the socket tests independent of registration.
 */
export function createInterview(
  store: Store,
  opts: {
    type?: 'JOB_INTERVIEW' | 'SALARY_NEGOTIATION';
    jobRole?: string;
    levelId?: string;
    interviewerId?: string;
  } = {},
): Interview {
  const candidate = store.clonePersona('default');
  const registered = store
    .snapshot()
    .rooms.find((r) => r.candidateId === candidate.id && r.status === 'REGISTERED');
  if (!registered) throw new Error('default persona has no REGISTERED room');
  const room = store.getRoom(registered.id) as RoomRecord;
  if (opts.interviewerId) room.interviewerId = opts.interviewerId;
  store.joinRoom(candidate.id, {
    interviewRoomId: room.id,
    candidateId: candidate.id,
    interviewerId: room.interviewerId,
  });
  room.interviewType = opts.type ?? 'JOB_INTERVIEW';
  room.interviewJobRoleName = opts.jobRole ?? 'Software Engineer';
  room.interviewExperienceLevelId = opts.levelId ?? 'exp-entry';
  if (room.interviewType === 'SALARY_NEGOTIATION') {
    room.interviewSalaryCurrencyId = 'cur-usd';
    room.salaryExpectation = 100_000;
    room.salaryPaymentPeriod = 'ANNUALLY';
  }
  const { accessToken } = store.issueTokens(candidate.id);
  return {
    candidateId: candidate.id,
    roomId: room.id,
    accessToken,
    cookie: `session=${candidate.id}:${accessToken}`,
    room,
  };
}

type Frame = ServerMessage;

const clients: TestClient[] = [];

/** Every frame any client of this file received parsed with the contract (call in afterEach). */
export function expectOnlyValidFrames(): void {
  const invalid = clients.flatMap((c) => c.invalid);
  clients.length = 0;
  expect(invalid).toEqual([]);
}

export class TestClient {
  readonly frames: Frame[] = [];
  readonly invalid: string[] = [];
  private cursor = 0;
  private wake: (() => void) | null = null;
  readonly closed: Promise<{ code: number; reason: string }>;
  metadata: Record<string, unknown> = {};

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: RawData) => {
      const text = String(data);
      const parsed = parseServerMessage(text);
      if (!parsed.ok) this.invalid.push(`${parsed.error}: ${text.slice(0, 200)}`);
      else {
        this.frames.push(parsed.message);
        if ('metadata' in parsed.message) this.metadata = parsed.message.metadata;
      }
      this.wake?.();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    void this.closed.then(() => this.wake?.());
  }

  static connect(url: string, cookie?: string, headers: Record<string, string> = {}): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
      const client = new TestClient(ws);
      clients.push(client);
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_req, res) =>
        reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })),
      );
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message));
  }

  join(iv: Pick<Interview, 'roomId' | 'candidateId'>): void {
    this.send({
      type: 'join',
      interviewRoomId: iv.roomId,
      interviewLanguageId: 'lang-en',
      candidateId: iv.candidateId,
      userAgent: 'vitest',
      language: 'en-US',
      screenWidth: 1280,
      screenHeight: 800,
      devices: [
        {
          deviceName: 'Mic',
          deviceId: 'm1',
          deviceKind: 'audioinput',
          deviceGroupId: 'g',
          deviceSelected: true,
        },
      ],
    });
  }

  text(message: string): void {
    this.send({ type: 'user_response_text', message, metadata: this.metadata });
  }

  audio(base64: string): void {
    this.send({ type: 'user_response_audio', audio_base_64: base64, metadata: this.metadata });
  }

  /** The next frame, in order. */
  async next(timeoutMs = 3000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    while (this.cursor >= this.frames.length) {
      if (this.ws.readyState === WebSocket.CLOSED)
        throw new Error(`socket closed while waiting; got ${this.types().join(',')}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no frame within ${timeoutMs} ms; got ${this.types().join(',')}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
    }
    return this.frames[this.cursor++] as Frame;
  }

  async expect<T extends ServerMessageType>(type: T, timeoutMs?: number): Promise<ServerMessageOf<T>> {
    const f = await this.next(timeoutMs);
    expect(f.type, `expected ${type}, got ${JSON.stringify(f).slice(0, 300)}`).toBe(type);
    return f as ServerMessageOf<T>;
  }

  /** Frames of one interviewer turn: model_response (or repeat) frames up to final_sentence, then its hint if any. */
  async turn(type: 'model_response' | 'model_repeat_response' = 'model_response') {
    const chunks: ServerMessageOf<'model_response' | 'model_repeat_response'>[] = [];
    for (;;) {
      const f = await this.expect(type);
      chunks.push(f);
      if (f.final_sentence) break;
    }
    return chunks;
  }

  /** Asserts nothing else arrives within `ms` (used after the last expected frame). */
  async quiet(ms = 50): Promise<void> {
    await new Promise((r) => setTimeout(r, ms));
    expect(this.frames.slice(this.cursor).map((f) => f.type)).toEqual([]);
  }

  types(): string[] {
    return this.frames.map((f) => f.type);
  }

  close(): void {
    this.ws.close();
  }
}

/** Sets the room's time to 0 through the control API: the joined client gets `end`, then `toggle_leave_interview`. */
export async function timeOutNow(server: SocketServer, c: TestClient, roomId: string): Promise<void> {
  await server.app.inject({
    method: 'POST',
    url: `/__mock/ws/rooms/${roomId}/time`,
    payload: { timeRemaining: 0 },
  });
  await c.expect('end');
  await c.expect('toggle_leave_interview');
}

/** Timers that only move when the test says so. */
export class ManualScheduler implements Scheduler {
  private now = 0;
  private seq = 0;
  private timers = new Map<number, { at: number; fn: () => void; every: number | null }>();
  setTimeout(fn: () => void, ms: number) {
    const id = ++this.seq;
    this.timers.set(id, { at: this.now + ms, fn, every: null });
    return id;
  }
  setInterval(fn: () => void, ms: number) {
    const id = ++this.seq;
    this.timers.set(id, { at: this.now + ms, fn, every: ms });
    return id;
  }
  clearTimeout(id: unknown) {
    this.timers.delete(id as number);
  }
  clearInterval(id: unknown) {
    this.timers.delete(id as number);
  }
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const due = [...this.timers.entries()]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, t] = due;
      this.now = t.at;
      if (t.every) t.at += t.every;
      else this.timers.delete(id);
      t.fn();
    }
    this.now = until;
  }
}

/** A joined client at the candidate's first turn (opening played). */
export async function joinAtUserTurn(server: SocketServer) {
  const iv = createInterview(server.store);
  const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
  c.join(iv);
  await c.expect('initial_message');
  await c.turn();
  await c.expect('hint_response');
  return { iv, c };
}

export const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64');
