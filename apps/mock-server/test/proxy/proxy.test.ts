import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { buildServer } from '../../src/server.ts';
import { joinFrame } from './join-frame.ts';
import { createInterview } from '../ws/harness.ts';
import { CONSENT } from '../multipart.ts';
import { scaled } from '../../../../scripts/lib/machine.mjs';

interface LogLine {
  level: number;
  msg: string;
  contractViolation?: { operation: string; status?: number; field: string; expected: string; got: string };
}

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => app.close());
  return urlOf(app);
}

/** The mock server in proxy mode in front of `upstream`, with its pino output captured. */
async function startProxy(upstream: string, recordDir?: string) {
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = await buildServer({
    upstream,
    ...(recordDir ? { recordDir } : {}),
    logger: { level: 'warn', stream },
  });
  const url = await listen(app);
  const violations = () =>
    logs.filter((line) => line.contractViolation).map((line) => line.contractViolation);
  return { url, logs, violations };
}

/** The real mock server standing in for the real API. */
async function startUpstreamMock() {
  const app = await buildServer({ logger: false, socket: { pingIntervalMs: 0 } });
  const url = await listen(app);
  return { app, url };
}

describe('validating proxy (MOCK_UPSTREAM)', { timeout: scaled(60_000) }, () => {
  it('forwards calls with their Authorization header and answers exactly what the upstream answered', async () => {
    const upstream = await startUpstreamMock();
    const proxy = await startProxy(upstream.url);
    const { accessToken } = createInterview(upstream.app.store);
    const auth = { authorization: `Bearer ${accessToken}` };

    const direct = await fetch(`${upstream.url}/api/v1/candidates/me`, { headers: auth });
    const proxied = await fetch(`${proxy.url}/api/v1/candidates/me`, { headers: auth });
    expect(proxied.status).toBe(200);
    expect(await proxied.text()).toBe(await direct.text());

    // Upstream's own 401 passes through too (the proxy has no tokens of its own).
    const anonymous = await fetch(`${proxy.url}/api/v1/candidates/me`);
    expect(anonymous.status).toBe(401);
    expect(proxy.violations()).toEqual([]);

    // The browser's preflight and CORS headers come from the proxy, for the web app's origin.
    const origin = 'http://localhost:5173';
    const preflight = await fetch(`${proxy.url}/api/v1/candidates/me`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    const cors = await fetch(`${proxy.url}/api/v1/candidates/me`, { headers: { ...auth, origin } });
    expect(cors.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('streams a multipart registration upstream', async () => {
    const upstream = await startUpstreamMock();
    const proxy = await startProxy(upstream.url);
    const { candidateId, accessToken } = createInterview(upstream.app.store);
    const setup = (await (
      await fetch(`${upstream.url}/api/v1/interview/setup`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json()) as {
      data: Record<string, Array<{ id?: string; label: string; premium?: boolean }>>;
    };
    const free = (list: Array<{ id?: string; premium?: boolean }> | undefined) =>
      list?.find((o) => o.premium === false)?.id;
    const input = {
      interviewType: 'JOB_INTERVIEW',
      candidateId,
      interviewerId: free(setup.data.interviewers),
      interviewDurationId: free(setup.data.durations),
      countryName: 'United States',
      companyName: 'Proxy Corp',
      jobDescription: 'Build web apps.',
      interviewExperienceLevelId: free(setup.data.experienceLevels),
      interviewJobRoleName: 'Frontend Engineer',
      context: {},
      candidateConsent: CONSENT,
    };
    const form = new FormData();
    form.append('input', new Blob([JSON.stringify(input)], { type: 'application/json' }), 'input.json');
    form.append('resume', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'cv.pdf');
    const response = await fetch(`${proxy.url}/api/v1/interviews/register`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    const body = (await response.json()) as { status: number; data: { id: string } };
    expect(response.status).toBe(200);
    expect(upstream.app.store.getRoom(body.data.id)?.candidateId).toBe(candidateId);
    expect(proxy.violations()).toEqual([]);
  });

  it('relays the interview socket both ways, with the session cookie', async () => {
    const upstream = await startUpstreamMock();
    const proxy = await startProxy(upstream.url);
    const interview = createInterview(upstream.app.store);
    const socket = new WebSocket(
      `${proxy.url.replace('http', 'ws')}/ws/v1/interview/rooms?session=${interview.roomId}`,
      {
        headers: { cookie: interview.cookie },
      },
    );
    closers.push(async () => socket.terminate());
    const frames: Array<{ type: string }> = [];
    const gotTurn = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { type: string; final_sentence?: boolean };
        frames.push(frame);
        if (frame.type === 'model_response' && frame.final_sentence) resolve();
      }),
    );
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(joinFrame(interview, 'proxy-test'));
    await gotTurn;
    expect(frames[0]?.type).toBe('initial_message');
    expect(proxy.violations()).toEqual([]);
  });

  it('passes the upstream refusal through: no session cookie closes with the upstream code and reason', async () => {
    const upstream = await startUpstreamMock();
    const proxy = await startProxy(upstream.url);
    const interview = createInterview(upstream.app.store);
    const socket = new WebSocket(
      `${proxy.url.replace('http', 'ws')}/ws/v1/interview/rooms?session=${interview.roomId}`,
    );
    closers.push(async () => socket.terminate());
    const closed = await new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    expect(closed.code).toBe(4401);
    expect(closed.reason).not.toBe('');
  });

  it('logs a violation naming operation and field when the upstream drifts, and still passes the body through', async () => {
    // A tiny stand-in for a backend that renamed Candidate.fullName.
    const drifted = {
      status: 200,
      message: 'OK',
      data: {
        id: 'c-1',
        displayName: 'Ada Lovelace',
        nickname: 'Ada',
        email: 'ada@example.org',
        avatar: null,
        candidateCredits: null,
      },
    };
    const broken = Fastify();
    broken.get('/api/v1/candidates/me', async () => drifted);
    broken.get('/api/v1/candidate/interview-stats', async (_request, reply) =>
      reply.code(200).send({ status: 201, message: 'OK', data: null }),
    );
    const proxy = await startProxy(await listen(broken));

    const response = await fetch(`${proxy.url}/api/v1/candidates/me`, {
      headers: { authorization: 'Bearer real-token' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(drifted);
    expect(proxy.violations()).toEqual([
      {
        operation: 'GET /candidates/me (getCurrentCandidate)',
        status: 200,
        field: 'data.fullName',
        expected: 'required field',
        got: 'missing',
      },
    ]);
    expect(proxy.logs.find((line) => line.contractViolation)?.msg).toBe(
      'contract violation: GET /candidates/me (getCurrentCandidate) → 200: data.fullName: expected required field, got missing',
    );
    // The devtools panel reads the same violations from the control API.
    const feed = (await (await fetch(`${proxy.url}/__mock/violations`)).json()) as {
      data: { proxy: boolean; violations: { message: string }[] };
    };
    expect(feed.data.proxy).toBe(true);
    expect(feed.data.violations.map((v) => v.message)).toEqual([
      'GET /candidates/me (getCurrentCandidate) → 200: data.fullName: expected required field, got missing',
    ]);

    await fetch(`${proxy.url}/api/v1/candidate/interview-stats`, {
      headers: { authorization: 'Bearer real-token' },
    });
    expect(proxy.violations()).toContainEqual(
      expect.objectContaining({
        operation: 'GET /candidate/interview-stats (getInterviewStats)',
        field: 'status',
        got: 'number 201',
      }),
    );
  });

  it('logs a drifted socket frame and still relays it unchanged', async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => wss.once('listening', resolve));
    closers.push(() => new Promise((resolve) => wss.close(resolve)));
    const drifted = {
      type: 'model_response',
      audio_base_64: 'AAAA',
      transcript: 42,
      final_sentence: true,
      chat: null,
      metadata: {},
    };
    wss.on('connection', (socket) => socket.on('message', () => socket.send(JSON.stringify(drifted))));
    const proxy = await startProxy(`http://127.0.0.1:${(wss.address() as AddressInfo).port}`);

    const client = new WebSocket(`${proxy.url.replace('http', 'ws')}/ws/v1/interview/rooms?session=r-1`);
    closers.push(async () => client.terminate());
    await new Promise((resolve) => client.once('open', resolve));
    const received = new Promise<string>((resolve) =>
      client.once('message', (data) => resolve(String(data))),
    );
    client.send(JSON.stringify({ type: 'request_repeat_response', metadata: {} }));
    expect(JSON.parse(await received)).toEqual(drifted);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(proxy.violations()).toContainEqual({
      operation: 'socket server→client model_response',
      field: 'transcript',
      expected: 'string',
      got: 'number',
    });
  });

  it('answers a 502 envelope when the upstream is down', async () => {
    const proxy = await startProxy('http://127.0.0.1:9');
    const response = await fetch(`${proxy.url}/api/v1/application-plans`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ status: 502, data: null });
  });

  it('records what it sees as fixtures with MOCK_RECORD_DIR', async () => {
    const upstream = await startUpstreamMock();
    const dir = mkdtempSync(path.join(tmpdir(), 'proxy-record-'));
    const proxy = await startProxy(upstream.url, dir);
    await fetch(`${proxy.url}/api/v1/application-plans`);
    const files = readdirSync(path.join(dir, 'http'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-listApplicationPlans-200\.json$/);
    const fixture = JSON.parse(readFileSync(path.join(dir, 'http', files[0] ?? ''), 'utf8')) as {
      body: { status: number };
    };
    expect(fixture.body.status).toBe(200);
  });
});
