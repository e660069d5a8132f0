import type { LoggedFrame } from './frame-log';

/**
 * HAR 1.2 of what the panel saw (decision 0311): the app's API calls as plain entries, and the room's socket as
 * one entry whose frames are in `_webSocketMessages`, the field Chrome's HAR export uses (Playwright's recorder
 * reads the same). `routeFromHAR` serves the HTTP entries; the mock's MOCK_REPLAY_DIR plays all of it.
 */

/** One API call of the app, as the HTTP tap saw it. */
export interface LoggedHttp {
  /** Epoch ms when the call started. */
  startedAt: number;
  /** Ms until the response's body was read. */
  time: number;
  method: string;
  url: string;
  requestHeaders: [string, string][];
  requestBody: string | undefined;
  status: number;
  statusText: string;
  responseHeaders: [string, string][];
  mimeType: string;
  text: string;
}

interface HarHeader {
  name: string;
  value: string;
}

export interface HarWebSocketMessage {
  type: 'send' | 'receive';
  /** Epoch seconds, as Chrome writes them. */
  time: number;
  opcode: 1;
  data: string;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: [];
    headers: HarHeader[];
    queryString: HarHeader[];
    postData?: { mimeType: string; text: string };
    headersSize: -1;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: [];
    headers: HarHeader[];
    content: { size: number; mimeType: string; text?: string };
    redirectURL: '';
    headersSize: -1;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  _resourceType: 'fetch' | 'websocket';
  _webSocketMessages?: HarWebSocketMessage[];
}

export interface Har {
  log: {
    version: '1.2';
    creator: { name: string; version: string };
    pages: [];
    entries: HarEntry[];
  };
}

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).byteLength;
const headers = (pairs: readonly [string, string][]): HarHeader[] =>
  pairs.map(([name, value]) => ({ name, value }));

function queryString(url: string): HarHeader[] {
  try {
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
  } catch {
    return [];
  }
}

function httpEntry(call: LoggedHttp): HarEntry {
  const contentType = call.requestHeaders.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  return {
    startedDateTime: new Date(call.startedAt).toISOString(),
    time: call.time,
    request: {
      method: call.method,
      url: call.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headers(call.requestHeaders),
      queryString: queryString(call.url),
      ...(call.requestBody !== undefined
        ? { postData: { mimeType: contentType ?? 'application/json', text: call.requestBody } }
        : {}),
      headersSize: -1,
      bodySize: call.requestBody === undefined ? 0 : byteLength(call.requestBody),
    },
    response: {
      status: call.status,
      statusText: call.statusText,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headers(call.responseHeaders),
      content: { size: byteLength(call.text), mimeType: call.mimeType, text: call.text },
      redirectURL: '',
      headersSize: -1,
      bodySize: byteLength(call.text),
    },
    cache: {},
    timings: { send: 0, wait: call.time, receive: 0 },
    _resourceType: 'fetch',
  };
}

/** The socket's frame as it went on the wire: the log keeps it parsed (JSON) or as text. */
const wireText = (frame: LoggedFrame) =>
  typeof frame.raw === 'string' ? frame.raw : JSON.stringify(frame.raw);

function socketEntry(url: string, frames: readonly LoggedFrame[]): HarEntry {
  const startedAt = frames[0]?.at ?? Date.now();
  const last = frames.at(-1)?.at ?? startedAt;
  return {
    startedDateTime: new Date(startedAt).toISOString(),
    time: last - startedAt,
    request: {
      method: 'GET',
      url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: [],
      queryString: queryString(url),
      headersSize: -1,
      bodySize: 0,
    },
    response: {
      status: 101,
      statusText: 'Switching Protocols',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: [],
      content: { size: 0, mimeType: 'x-unknown' },
      redirectURL: '',
      headersSize: -1,
      bodySize: 0,
    },
    cache: {},
    timings: { send: 0, wait: 0, receive: 0 },
    _resourceType: 'websocket',
    _webSocketMessages: frames.map((f) => ({
      type: f.direction === 'client' ? 'send' : 'receive',
      time: f.at / 1000,
      opcode: 1,
      data: wireText(f),
    })),
  };
}

/** The HAR of the calls and of the socket (absolute `ws://` URL), entries in the order they started. */
export function toHar(
  http: readonly LoggedHttp[],
  socket: { url: string; frames: readonly LoggedFrame[] },
): Har {
  const entries = http.map(httpEntry);
  if (socket.url && socket.frames.length) entries.push(socketEntry(socket.url, socket.frames));
  entries.sort((a, b) => Date.parse(a.startedDateTime) - Date.parse(b.startedDateTime));
  return {
    log: { version: '1.2', creator: { name: 'MockInt mock devtools', version: '1' }, pages: [], entries },
  };
}

/** A logged HTTP call from the tapped request and its response (bodies read from clones: the app reads its own). */
export async function logHttp(request: Request, response: Response, startedAt: number): Promise<LoggedHttp> {
  const requestBody =
    request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
  const text = await response.clone().text();
  const responseHeaders = [...response.headers];
  return {
    startedAt,
    time: Math.max(0, Date.now() - startedAt),
    method: request.method,
    url: request.url,
    requestHeaders: [...request.headers].filter(([name]) => name.toLowerCase() !== 'authorization'),
    requestBody: requestBody || undefined,
    status: response.status,
    statusText: response.statusText,
    responseHeaders,
    mimeType: response.headers.get('content-type') ?? 'application/octet-stream',
    text,
  };
}
