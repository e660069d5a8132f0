// Interview socket bench (`tsx bench/socket.ts`; bench/run.ts runs it after the HTTP bench).
//  1. latency: user_response_text → first model_response frame, one client at a time, no injected latency.
//  2. load: 1,000 interviews at once in this process, each a full scripted conversation over text answers.
// Prints a table; exits 1 only on protocol failures (errors, unfinished interviews), not on slow timings,
// because the machine is shared.
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { buildServer } from '../src/server.ts';
import type { RoomRecord, Store } from '../src/store/index.ts';

const LATENCY_ROOMS = Number(process.env.BENCH_LATENCY_ROOMS ?? 200);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 1000);
const LOAD_TIMEOUT_MS = 40_000;
// First rooms only warm up the JIT; their samples are dropped.
const WARMUP_ROOMS = 20;

interface Frame {
  type: string;
  final_sentence?: boolean;
  metadata?: Record<string, unknown>;
  code?: string;
}

interface BenchRoom {
  roomId: string;
  candidateId: string;
  cookie: string;
}

/**
 * Rooms for the bench: one premium candidate registering many interviews (light), or, if registration's input
 * has moved on, one cloned default persona per room (heavier: each clone brings its history).
 */
function roomFactory(store: Store): () => BenchRoom {
  const owner = store.clonePersona('premium');
  store.setCredits(owner.id, 1_000_000);
  const { accessToken } = store.issueTokens(owner.id);
  const register = (): BenchRoom => {
    const room = store.registerInterview(owner.id, {
      interviewType: 'JOB_INTERVIEW',
      candidateId: owner.id,
      interviewerId: 'itv-emma',
      interviewDurationId: 'dur-10',
      countryName: 'United States',
      companyName: 'Nimbus Cloud',
      jobDescription: 'Build and ship web applications with TypeScript.',
      interviewExperienceLevelId: 'exp-entry',
      interviewJobRoleName: 'Software Engineer',
      candidateConsent: {
        type: 'INTERVIEW_REGISTRATION',
        termsVersion: 'bench',
        privacyVersion: 'bench',
        termsAccepted: true,
        privacyAccepted: true,
      },
    } as Parameters<Store['registerInterview']>[1]);
    store.joinRoom(owner.id, {
      interviewRoomId: room.id,
      candidateId: owner.id,
      interviewerId: room.interviewerId,
    });
    return { roomId: room.id, candidateId: owner.id, cookie: `session=${owner.id}:${accessToken}` };
  };
  const clone = (): BenchRoom => {
    const candidate = store.clonePersona('default');
    const registered = store
      .snapshot()
      .rooms.find((r) => r.candidateId === candidate.id && r.status === 'REGISTERED');
    if (!registered) throw new Error('default persona has no REGISTERED room');
    const room = store.getRoom(registered.id) as RoomRecord;
    store.joinRoom(candidate.id, {
      interviewRoomId: room.id,
      candidateId: candidate.id,
      interviewerId: room.interviewerId,
    });
    const token = store.issueTokens(candidate.id).accessToken;
    return { roomId: room.id, candidateId: candidate.id, cookie: `session=${candidate.id}:${token}` };
  };
  try {
    register();
    return register;
  } catch (err) {
    console.warn(`bench: registerInterview failed (${(err as Error).message}); cloning personas instead`);
    return clone;
  }
}

const joinFrame = (roomId: string, candidateId: string) =>
  JSON.stringify({
    type: 'join',
    interviewRoomId: roomId,
    interviewLanguageId: 'lang-en',
    candidateId,
    userAgent: 'bench',
    language: 'en-US',
    screenWidth: 1280,
    screenHeight: 800,
    devices: [],
  });

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function main() {
  const app = await buildServer({ logger: false, socket: { pingIntervalMs: 5000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = (roomId: string) =>
    `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws/v1/interview/rooms?session=${roomId}`;
  const store = app.store;
  const createRoom = roomFactory(store);
  const started = performance.now();

  // ---------------------------------------------------------------- 1. latency
  const samples: number[] = [];
  // Reference for the p99: how late the event loop itself runs on this (shared) machine meanwhile.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  for (let i = 0; i < WARMUP_ROOMS + LATENCY_ROOMS; i++) {
    if (i === WARMUP_ROOMS) {
      samples.length = 0;
      loopDelay.enable();
    }
    const { roomId, candidateId, cookie } = createRoom();
    await new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url(roomId), { headers: { cookie } });
      let metadata: Record<string, unknown> = {};
      let sentAt = 0;
      ws.on('open', () => ws.send(joinFrame(roomId, candidateId)));
      ws.on('message', (data) => {
        const f = JSON.parse(String(data)) as Frame;
        if (f.metadata) metadata = f.metadata;
        if (f.type === 'model_response' && sentAt) {
          samples.push(performance.now() - sentAt);
          sentAt = 0;
        } else if (f.type === 'hint_response') {
          sentAt = performance.now();
          ws.send(JSON.stringify({ type: 'user_response_text', message: 'A short answer.', metadata }));
        } else if (f.type === 'toggle_leave_interview') ws.close();
        else if (f.type === 'error') reject(new Error(`error frame ${f.code}`));
      });
      ws.on('close', () => resolve());
      ws.on('error', reject);
    });
  }
  loopDelay.disable();
  samples.sort((a, b) => a - b);

  // ---------------------------------------------------------------- 2. load
  const rooms = Array.from({ length: CONCURRENT }, () => createRoom());
  const baseRss = process.memoryUsage().rss;
  let frames = 0;
  let errors = 0;
  let finished = 0;
  let peakRss = process.memoryUsage().rss;
  const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
  const loadStart = performance.now();
  await Promise.race([
    Promise.all(
      rooms.map(
        ({ roomId, candidateId, cookie }) =>
          new Promise<void>((resolve) => {
            const ws = new WebSocket(url(roomId), { headers: { cookie } });
            let metadata: Record<string, unknown> = {};
            let done = false;
            ws.on('open', () => ws.send(joinFrame(roomId, candidateId)));
            ws.on('message', (data) => {
              frames += 1;
              const f = JSON.parse(String(data)) as Frame;
              if (f.metadata) metadata = f.metadata;
              if (f.type === 'hint_response') {
                ws.send(
                  JSON.stringify({ type: 'user_response_text', message: 'My answer to that.', metadata }),
                );
              } else if (f.type === 'toggle_leave_interview') {
                done = true;
                finished += 1;
                ws.close();
              } else if (f.type === 'error') errors += 1;
            });
            ws.on('close', () => {
              if (!done) errors += 1;
              resolve();
            });
            ws.on('error', () => undefined);
          }),
      ),
    ),
    new Promise((resolve) => setTimeout(resolve, LOAD_TIMEOUT_MS)),
  ]);
  const loadMs = performance.now() - loadStart;
  clearInterval(rssTimer);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  await app.close();

  const p50 = quantile(samples, 0.5);
  const p99 = quantile(samples, 0.99);
  const mb = peakRss / 1024 / 1024;
  const rows: [string, string, boolean | undefined, string][] = [
    ['socket: text answer → first model_response p50', `${p50.toFixed(2)} ms`, undefined, ''],
    ['socket: text answer → first model_response p99', `${p99.toFixed(2)} ms`, p99 < 5, 'target < 5 ms'],
    ['socket: latency samples', String(samples.length), undefined, ''],
    [
      'socket: event-loop delay p99 meanwhile (machine noise)',
      `${(loopDelay.percentile(99) / 1e6).toFixed(2)} ms`,
      undefined,
      '',
    ],
    [
      `socket: ${CONCURRENT} concurrent interviews finished`,
      `${finished}/${CONCURRENT}`,
      finished === CONCURRENT,
      'all',
    ],
    [
      'socket: load duration',
      `${(loadMs / 1000).toFixed(1)} s`,
      loadMs < LOAD_TIMEOUT_MS,
      `< ${LOAD_TIMEOUT_MS / 1000} s`,
    ],
    ['socket: frames delivered', String(frames), undefined, ''],
    ['socket: frames / s', String(Math.round(frames / (loadMs / 1000))), undefined, ''],
    ['socket: errors', String(errors), errors === 0, 'target 0'],
    ['socket: RSS before load (server, rooms)', `${(baseRss / 1048576).toFixed(0)} MB`, undefined, ''],
    ['socket: peak RSS during load (server + clients)', `${mb.toFixed(0)} MB`, mb < 200, 'target < 200 MB'],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log('\nInterview socket bench');
  for (const [label, value, ok, target] of rows) {
    const mark = ok === undefined ? '' : ok ? '  ✓ ' : '  ✗ ';
    console.log(`${label.padEnd(width)}  ${value.padStart(12)}${mark}${target}`);
  }
  console.log(
    `(load average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on a shared machine)`,
  );
  console.log(`\nsocket bench took ${Math.round((performance.now() - started) / 1000)} s`);
  if (errors > 0 || finished !== CONCURRENT) process.exitCode = 1;
}

await main();
