import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from '../contract/openapi.ts';
import { formatViolation, type ContractChecker, type Violation } from './violations.ts';

/** One recorded HTTP exchange (http/<time>-<operationId>-<status>.json, written by recorder.ts). */
export interface RecordedExchange {
  file: string;
  method: string;
  url: string;
  status: number;
  contentType: string;
  /** The body exactly as it goes on the wire. */
  text: string;
}

/** One frame of a recorded socket session (socket/<time>.jsonl): when, which way, and the frame's text. */
export interface RecordedFrame {
  atMs: number;
  direction: 'server' | 'client';
  text: string;
}

export interface RecordedSocketSession {
  file: string;
  /** The room (`session` query) it was recorded with: where it is pinned unless pinned elsewhere. */
  session: string | undefined;
  frames: RecordedFrame[];
}

/** What MOCK_REPLAY_DIR holds after validation, and what was left out and why. */
export interface Recordings {
  http: RecordedExchange[];
  sockets: RecordedSocketSession[];
  /** `http/x.json: contract violation: …` — reported at start-up, never served. */
  problems: Array<{ file: string; message: string; violation?: Violation }>;
}

/** Method, path and query (parameters sorted, so `?b=1&a=2` and `?a=2&b=1` are the same call). */
export function exchangeKey(method: string, url: string): string {
  const [pathname = '', query = ''] = url.split(/\?(.*)/s, 2);
  const params = new URLSearchParams(query);
  params.sort();
  const search = params.toString();
  return `${method.toUpperCase()} ${pathname.replace(/\/$/, '') || '/'}${search ? `?${search}` : ''}`;
}

const listFiles = (dir: string, extension: string): string[] => {
  try {
    // Recorder names start with `<ms>-<sequence>`, so name order is recording order.
    return readdirSync(dir)
      .filter((name) => name.endsWith(extension))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};

function readExchange(dir: string, name: string): RecordedExchange {
  const raw = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>;
  const { method, url, status, body } = raw;
  if (typeof method !== 'string' || typeof url !== 'string' || typeof status !== 'number') {
    throw new Error('expected "method", "url" and "status"');
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const contentType =
    typeof raw.contentType === 'string'
      ? raw.contentType
      : typeof body === 'string'
        ? 'text/plain; charset=utf-8'
        : 'application/json; charset=utf-8';
  return { file: `http/${name}`, method: method.toUpperCase(), url, status, contentType, text: text ?? '' };
}

function readSocketSession(dir: string, name: string): RecordedSocketSession {
  const lines = readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean);
  const header = JSON.parse(lines[0] ?? '{}') as { url?: unknown };
  const url = typeof header.url === 'string' ? header.url : '';
  const session = new URLSearchParams(url.split('?')[1] ?? '').get('session') ?? undefined;
  const frames = lines.slice(1).map((line, index) => {
    const entry = JSON.parse(line) as { at?: unknown; direction?: unknown; frame?: unknown };
    const atMs = typeof entry.at === 'string' ? Date.parse(entry.at) : Number.NaN;
    if (Number.isNaN(atMs) || (entry.direction !== 'server' && entry.direction !== 'client')) {
      throw new Error(`line ${index + 2}: expected "at", "direction" (server|client) and "frame"`);
    }
    const text = typeof entry.frame === 'string' ? entry.frame : JSON.stringify(entry.frame);
    return { atMs, direction: entry.direction, text } satisfies RecordedFrame;
  });
  return { file: `socket/${name}`, session, frames };
}

interface HarEntry {
  startedDateTime?: unknown;
  request?: { method?: unknown; url?: unknown };
  response?: { status?: unknown; content?: { mimeType?: unknown; text?: unknown; encoding?: unknown } };
  _webSocketMessages?: unknown;
}

/**
 * A HAR file (decision 0311): the devtools panel's export, Chrome's or Playwright's. Its API calls become recorded
 * exchanges (a browser's HAR holds pages and scripts too: only paths under the API prefix count, and only calls
 * that were answered), each socket entry with `_webSocketMessages` a socket session (text frames; `send` is the
 * client's, `receive` the server's; `time` in epoch seconds).
 */
function readHar(dir: string, name: string): { http: RecordedExchange[]; sockets: RecordedSocketSession[] } {
  const raw = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { log?: { entries?: unknown } };
  const entries = raw.log?.entries;
  if (!Array.isArray(entries)) throw new Error('expected "log.entries"');
  const http: RecordedExchange[] = [];
  const sockets: RecordedSocketSession[] = [];
  entries.forEach((entry: HarEntry, index) => {
    const file = `${name}#${index}`;
    const { method, url } = entry.request ?? {};
    if (typeof method !== 'string' || typeof url !== 'string') {
      throw new Error(`entry ${index}: expected "request.method" and "request.url"`);
    }
    const target = new URL(url, 'http://replay.invalid');
    if (Array.isArray(entry._webSocketMessages)) {
      const frames: RecordedFrame[] = [];
      for (const message of entry._webSocketMessages as Array<Record<string, unknown>>) {
        if ((message.opcode ?? 1) !== 1 || typeof message.data !== 'string') continue;
        if ((message.type !== 'send' && message.type !== 'receive') || typeof message.time !== 'number') {
          throw new Error(`entry ${index}: expected each message's "type" (send|receive) and "time"`);
        }
        const direction = message.type === 'send' ? 'client' : 'server';
        frames.push({ atMs: message.time * 1000, direction, text: message.data });
      }
      sockets.push({ file, session: target.searchParams.get('session') ?? undefined, frames });
      return;
    }
    const status = entry.response?.status;
    const content = entry.response?.content ?? {};
    if (!target.pathname.startsWith(`${API_PREFIX}/`) || typeof status !== 'number' || status === 0) return;
    const text =
      typeof content.text !== 'string'
        ? ''
        : content.encoding === 'base64'
          ? Buffer.from(content.text, 'base64').toString('utf8')
          : content.text;
    const contentType =
      typeof content.mimeType === 'string' ? content.mimeType : 'application/json; charset=utf-8';
    http.push({
      file,
      method: method.toUpperCase(),
      url: `${target.pathname}${target.search}`,
      status,
      contentType,
      text,
    });
  });
  return { http, sockets };
}

/**
 * Reads MOCK_REPLAY_DIR (the layout MOCK_RECORD_DIR writes) and checks every recorded answer and server frame
 * against the contract with the proxy's checker: a recording that no longer validates is reported with the
 * proxy's violation message and left out, so replay never serves a drifted answer silently.
 */
export function loadRecordings(dir: string, checker: ContractChecker): Recordings {
  const result: Recordings = { http: [], sockets: [], problems: [] };
  const unreadable = (file: string, error: unknown) =>
    result.problems.push({ file, message: `unreadable recording: ${(error as Error).message}` });

  const exchanges: RecordedExchange[] = [];
  const sessions: RecordedSocketSession[] = [];
  for (const name of listFiles(path.join(dir, 'http'), '.json')) {
    try {
      exchanges.push(readExchange(path.join(dir, 'http'), name));
    } catch (error) {
      unreadable(`http/${name}`, error);
    }
  }
  for (const name of listFiles(path.join(dir, 'socket'), '.jsonl')) {
    try {
      sessions.push(readSocketSession(path.join(dir, 'socket'), name));
    } catch (error) {
      unreadable(`socket/${name}`, error);
    }
  }
  // HAR files at the top of the directory, after the recorder's: a HAR's sessions win the room they name.
  for (const name of listFiles(dir, '.har')) {
    try {
      const har = readHar(dir, name);
      exchanges.push(...har.http);
      sessions.push(...har.sockets);
    } catch (error) {
      unreadable(name, error);
    }
  }

  for (const exchange of exchanges) {
    const violations = checker.checkHttp(
      exchange.method,
      exchange.url,
      exchange.status,
      exchange.contentType,
      exchange.text,
    );
    for (const violation of violations) {
      result.problems.push({
        file: exchange.file,
        message: `contract violation: ${formatViolation(violation)}`,
        violation,
      });
    }
    if (violations.length === 0) result.http.push(exchange);
  }

  for (const session of sessions) {
    let valid = true;
    for (const frame of session.frames) {
      if (frame.direction !== 'server') continue;
      const violation = checker.checkFrame('server', frame.text);
      if (!violation) continue;
      valid = false;
      result.problems.push({
        file: session.file,
        message: `contract violation: ${formatViolation(violation)}`,
        violation,
      });
    }
    if (valid) result.sockets.push(session);
  }
  return result;
}

/** Answers in recorded order per call; the last one keeps answering once the others are used up. */
export class ExchangeQueue {
  private readonly queues = new Map<string, RecordedExchange[]>();
  private readonly served = new Map<string, number>();

  constructor(exchanges: readonly RecordedExchange[]) {
    for (const exchange of exchanges) {
      const key = exchangeKey(exchange.method, exchange.url);
      const queue = this.queues.get(key) ?? [];
      queue.push(exchange);
      this.queues.set(key, queue);
    }
  }

  get size(): number {
    return this.queues.size;
  }

  next(method: string, url: string): RecordedExchange | undefined {
    const key = exchangeKey(method, url);
    const queue = this.queues.get(key);
    if (!queue) return undefined;
    const index = this.served.get(key) ?? 0;
    this.served.set(key, index + 1);
    return queue[Math.min(index, queue.length - 1)];
  }
}

/**
 * When each server frame of a recording goes out: after as many client frames as preceded it in the
 * recording, and after the recorded gap since the event before it (scaled by `speed`: 2 = twice as fast,
 * 0 = at once). The client's frames are not compared with the recorded ones: replay plays a script.
 */
export interface ScheduledFrame {
  /** Client frames the replay must have received before this one is due. */
  afterClientFrames: number;
  delayMs: number;
  text: string;
}

export function scheduleFrames(frames: readonly RecordedFrame[], speed: number): ScheduledFrame[] {
  const scheduled: ScheduledFrame[] = [];
  let clients = 0;
  let previousAt = frames[0]?.atMs ?? 0;
  for (const frame of frames) {
    const gap = Math.max(0, frame.atMs - previousAt);
    previousAt = frame.atMs;
    if (frame.direction === 'client') {
      clients += 1;
      continue;
    }
    scheduled.push({
      afterClientFrames: clients,
      delayMs: speed > 0 ? gap / speed : 0,
      text: frame.text,
    });
  }
  return scheduled;
}
