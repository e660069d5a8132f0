// Replay end to end: record real exchanges through the validating proxy against an upstream started here,
// stop the upstream, start the mock with MOCK_REPLAY_DIR, and get the same answers and frames back.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildServer, type BuildServerOptions } from '../../src/server.ts';
import { exchangeKey, ExchangeQueue, scheduleFrames } from '../../src/proxy/recordings.ts';
import { joinFrame } from './join-frame.ts';
import { createInterview, type Interview } from '../ws/harness.ts';
import { scaled } from '../../../../scripts/lib/machine.mjs';

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function start(options: BuildServerOptions) {
  const logs: Array<{ level: number; msg: string; contractViolation?: unknown }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildServer({ ...options, logger: { level: 'info', stream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  let open = true;
  const close = async () => {
    if (open) await app.close();
    open = false;
  };
  closers.push(close);
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, logs, close };
}

type Frame = { type: string; final_sentence?: boolean; metadata?: Record<string, unknown> };

/** A short conversation: join, the interviewer's first turn, a typed answer, the next turn. */
async function converse(baseUrl: string, interview: Interview): Promise<Frame[]> {
  const socket = new WebSocket(
    `${baseUrl.replace('http', 'ws')}/ws/v1/interview/rooms?session=${interview.roomId}`,
    { headers: { cookie: interview.cookie } },
  );
  closers.push(async () => socket.terminate());
  const frames: Frame[] = [];
  let turns = 0;
  let metadata: Record<string, unknown> = {};
  const done = new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      frames.push(frame);
      if (frame.metadata) metadata = frame.metadata;
      if (frame.type !== 'model_response' || !frame.final_sentence) return;
      turns += 1;
      if (turns === 1)
        socket.send(JSON.stringify({ type: 'user_response_text', message: 'I build web apps.', metadata }));
      // The frames that follow the turn (its hint) arrive right after it; then the room waits for the candidate.
      else setTimeout(resolve, 300);
    });
  });
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(joinFrame(interview, 'replay-test'));
  await done;
  socket.close();
  return frames;
}

async function calls(baseUrl: string, interview: Interview) {
  const auth = { authorization: `Bearer ${interview.accessToken}`, 'content-type': 'application/json' };
  const get = async (url: string) => {
    const response = await fetch(`${baseUrl}/api/v1${url}`, { headers: auth });
    return { status: response.status, body: await response.json() };
  };
  const before = await get('/candidates/me');
  const me = before.body as { data: { id: string; email: string } };
  const updated = await fetch(`${baseUrl}/api/v1/candidates/update`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ id: me.data.id, email: me.data.email, nickname: 'Replayed' }),
  });
  return [
    before,
    { status: updated.status, body: await updated.json() },
    await get('/candidates/me'),
    await get('/candidate/interview-rooms?page=0&size=5'),
    await get('/application-plans'),
  ];
}

describe('replay (MOCK_REPLAY_DIR)', { timeout: scaled(60_000) }, () => {
  it('answers what the proxy recorded, after the upstream is gone, with the same answers and frames', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mock-replay-'));
    // 1. record through the proxy against an upstream started here (the mock itself, on its own port)
    const upstream = await start({ socket: { pingIntervalMs: 0 } });
    const interview = createInterview(upstream.app.store);
    const proxy = await start({ upstream: upstream.url, recordDir: dir });
    const recordedAnswers = await calls(proxy.url, interview);
    const recordedFrames = await converse(proxy.url, interview);
    expect(recordedAnswers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(recordedAnswers[2]!.body).toMatchObject({ data: { nickname: 'Replayed' } });
    expect(recordedFrames[0]?.type).toBe('initial_message');
    await new Promise((resolve) => setTimeout(resolve, 50)); // the last frames reach the recording
    // 2. stop the upstream
    await proxy.close();
    await upstream.close();

    // 3. replay: the token and the room exist only in the recordings, not in this mock's own seed
    const replay = await start({ replayDir: dir, replaySpeed: 4 });
    expect(await calls(replay.url, interview)).toEqual(recordedAnswers);
    expect(await converse(replay.url, interview)).toEqual(recordedFrames);

    // calls that were never recorded still reach the emulation (which does not know the recorded token)
    const unknown = await fetch(`${replay.url}/api/v1/interview-templates`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(unknown.status).toBe(401);
    expect(replay.logs.find((line) => line.msg.startsWith('replay: '))?.msg).toMatch(
      /^replay: 5 HTTP answer\(s\) for 4 call\(s\), 1 socket session\(s\) pinned to 1 room\(s\), 0 left out$/,
    );
  });

  it("plays a HAR 1.2 back like the recorder's files: its API calls, and its socket from _webSocketMessages", async () => {
    const recorded = mkdtempSync(path.join(tmpdir(), 'mock-replay-'));
    const upstream = await start({ socket: { pingIntervalMs: 0 } });
    const interview = createInterview(upstream.app.store);
    const proxy = await start({ upstream: upstream.url, recordDir: recorded });
    const recordedAnswers = await calls(proxy.url, interview);
    const recordedFrames = await converse(proxy.url, interview);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the last frames reach the recording
    await proxy.close();
    await upstream.close();

    // The same exchanges as a browser's HAR (Chrome's shape: absolute URLs, a page and a script beside the API
    // calls, the socket's frames in _webSocketMessages with epoch-second times), alone in a directory.
    const entries: unknown[] = [
      {
        request: { method: 'GET', url: 'http://localhost:5173/' },
        response: { status: 200, content: { text: '<html>' } },
      },
      {
        request: { method: 'GET', url: 'http://localhost:5173/src/main.tsx' },
        response: { status: 200, content: {} },
      },
    ];
    for (const name of readdirSync(path.join(recorded, 'http')).sort()) {
      const r = JSON.parse(readFileSync(path.join(recorded, 'http', name), 'utf8'));
      const text = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
      entries.push({
        request: { method: r.method, url: `http://localhost:4010${r.url}` },
        response: {
          status: r.status,
          content: {
            mimeType: r.contentType,
            text: Buffer.from(text).toString('base64'),
            encoding: 'base64',
          },
        },
      });
    }
    for (const name of readdirSync(path.join(recorded, 'socket'))) {
      const [header, ...lines] = readFileSync(path.join(recorded, 'socket', name), 'utf8')
        .split('\n')
        .filter(Boolean);
      entries.push({
        request: { method: 'GET', url: `ws://localhost:4010${JSON.parse(header!).url}` },
        response: { status: 101, content: {} },
        _resourceType: 'websocket',
        _webSocketMessages: lines.map((line) => {
          const { at, direction, frame } = JSON.parse(line);
          return {
            type: direction === 'client' ? 'send' : 'receive',
            time: Date.parse(at) / 1000,
            opcode: 1,
            data: typeof frame === 'string' ? frame : JSON.stringify(frame),
          };
        }),
      });
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'mock-replay-har-'));
    writeFileSync(path.join(dir, 'room.har'), JSON.stringify({ log: { version: '1.2', entries } }));

    const replay = await start({ replayDir: dir, replaySpeed: 4 });
    expect(await calls(replay.url, interview)).toEqual(recordedAnswers);
    expect(await converse(replay.url, interview)).toEqual(recordedFrames);
    expect(replay.logs.find((line) => line.msg.startsWith('replay: '))?.msg).toMatch(
      /^replay: 5 HTTP answer\(s\) for 4 call\(s\), 1 socket session\(s\) pinned to 1 room\(s\), 0 left out$/,
    );
  });

  it("reports a recording that no longer validates at start-up, with the proxy's message, and does not serve it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mock-replay-'));
    const upstream = await start({});
    const interview = createInterview(upstream.app.store);
    const proxy = await start({ upstream: upstream.url, recordDir: dir });
    await fetch(`${proxy.url}/api/v1/candidates/me`, {
      headers: { authorization: `Bearer ${interview.accessToken}` },
    });
    await proxy.close();
    await upstream.close();
    const [file] = readdirSync(path.join(dir, 'http'));
    const recording = JSON.parse(readFileSync(path.join(dir, 'http', file!), 'utf8'));
    delete recording.body.data.fullName; // the backend renamed a field since
    writeFileSync(path.join(dir, 'http', file!), JSON.stringify(recording));
    writeFileSync(
      path.join(dir, 'socket', '1-0001.jsonl'),
      `${JSON.stringify({ url: '/ws/v1/interview/rooms?session=r-9' })}\n${JSON.stringify({ at: new Date().toISOString(), direction: 'server', frame: { type: 'hint_response', hintResponse: 42 } })}\n`,
    );

    const replay = await start({ replayDir: dir });
    const left = replay.logs.filter((line) => line.level === 40).map((line) => line.msg);
    expect(left).toEqual([
      `replay: http/${file} left out: contract violation: GET /candidates/me (getCurrentCandidate) → 200: data.fullName: expected required field, got missing`,
      'replay: socket/1-0001.jsonl left out: contract violation: socket server→client hint_response: hintResponse: expected string, got number',
    ]);
    // not served: the emulation answers instead, and it does not know the upstream's token
    const response = await fetch(`${replay.url}/api/v1/candidates/me`, {
      headers: { authorization: `Bearer ${interview.accessToken}` },
    });
    expect(response.status).toBe(401);
  });

  it("pins a recording as another room's script through /__mock/replay/pins", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mock-replay-'));
    const frame = { type: 'hint_response', hintResponse: 'Mention the migration you led.' };
    const at = new Date().toISOString();
    const socketDir = path.join(dir, 'socket');
    mkdirSync(socketDir, { recursive: true });
    writeFileSync(
      path.join(socketDir, '1-0001.jsonl'),
      `${JSON.stringify({ url: '/ws/v1/interview/rooms?session=r-old' })}\n${JSON.stringify({ at, direction: 'server', frame })}\n`,
    );
    const replay = await start({ replayDir: dir, replaySpeed: 0 });
    const pinned = await fetch(`${replay.url}/__mock/replay/pins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: 'r-new', recording: '1-0001.jsonl' }),
    });
    expect(((await pinned.json()) as { data: { pins: unknown } }).data.pins).toEqual({
      'r-old': '1-0001.jsonl',
      'r-new': '1-0001.jsonl',
    });
    const missing = await fetch(`${replay.url}/__mock/replay/pins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: 'r-new', recording: 'nope.jsonl' }),
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'No valid socket recording named nope.jsonl' });

    const socket = new WebSocket(`${replay.url.replace('http', 'ws')}/ws/v1/interview/rooms?session=r-new`);
    closers.push(async () => socket.terminate());
    const received = await new Promise<string>((resolve) =>
      socket.once('message', (data) => resolve(String(data))),
    );
    expect(JSON.parse(received)).toEqual(frame);
  });
});

describe('replay units', () => {
  it('matches calls by method, path and query, whatever the order of the parameters', () => {
    expect(exchangeKey('get', '/api/v1/x?size=5&page=0')).toBe(
      exchangeKey('GET', '/api/v1/x/?page=0&size=5'),
    );
    expect(exchangeKey('GET', '/api/v1/x?page=1')).not.toBe(exchangeKey('GET', '/api/v1/x?page=0'));
  });

  it('serves several recordings of one call in recorded order, then keeps the last', () => {
    const exchange = (text: string) => ({
      file: text,
      method: 'GET',
      url: '/api/v1/a',
      status: 200,
      contentType: 'application/json',
      text,
    });
    const queue = new ExchangeQueue([exchange('1'), exchange('2')]);
    expect([1, 2, 3].map(() => queue.next('GET', '/api/v1/a')?.text)).toEqual(['1', '2', '2']);
    expect(queue.next('POST', '/api/v1/a')).toBeUndefined();
  });

  it('keeps the recorded pacing, scaled, and waits for the client frames that came before', () => {
    const frames = [
      { atMs: 0, direction: 'client' as const, text: 'join' },
      { atMs: 400, direction: 'server' as const, text: 'initial' },
      { atMs: 1000, direction: 'server' as const, text: 'model' },
      { atMs: 5000, direction: 'client' as const, text: 'answer' },
      { atMs: 5200, direction: 'server' as const, text: 'transcript' },
    ];
    expect(scheduleFrames(frames, 2)).toEqual([
      { afterClientFrames: 1, delayMs: 200, text: 'initial' },
      { afterClientFrames: 1, delayMs: 300, text: 'model' },
      { afterClientFrames: 2, delayMs: 100, text: 'transcript' },
    ]);
    expect(scheduleFrames(frames, 0).map((frame) => frame.delayMs)).toEqual([0, 0, 0]);
  });
});
