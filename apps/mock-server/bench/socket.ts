// Interview socket bench (`tsx bench/socket.ts`; bench/run.ts runs it after the HTTP bench). The mock runs in its
// own child process as `pnpm start` runs it (bench/mock-process.ts); rooms are registered and joined through
// its API; this process is only the clients, so the RSS figures are the server's alone.
//  1. latency: user_response_text → first model_response frame, one client at a time, no injected latency.
//  2. load: 1,000 interviews at once, each a full scripted conversation over text answers, with the server's
//     RSS sampled every 50 ms; the per-interview figure is (peak − before) / interviews.
// Prints a table; exits 1 only on protocol failures (errors, unfinished interviews), not on slow timings,
// because the machine is shared.
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { rssMb, spawnMock, stop, waitFor200 } from './mock-process.ts';

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

const REGISTRATION = {
  interviewType: 'JOB_INTERVIEW',
  interviewerId: 'itv-emma',
  interviewDurationId: 'dur-10',
  countryName: 'United States',
  companyName: 'Nimbus Cloud',
  jobDescription: 'Build and ship web applications with TypeScript.',
  interviewExperienceLevelId: 'exp-entry',
  interviewJobRoleName: 'Software Engineer',
  context: {},
  candidateConsent: {
    type: 'INTERVIEW_REGISTRATION',
    termsVersion: 'bench',
    privacyVersion: 'bench',
    termsAccepted: true,
    privacyAccepted: true,
    termsUrl: 'https://mockint.example/terms',
    privacyUrl: 'https://mockint.example/privacy',
  },
};

/** Rooms for the bench, through the mock's API: one premium candidate registering and joining many interviews. */
async function roomFactory(base: string): Promise<() => Promise<BenchRoom>> {
  const call = async (path: string, init: RequestInit & { token?: string } = {}) => {
    const res = await fetch(base + path, {
      ...init,
      headers: {
        ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
    });
    const body = (await res.json()) as { message: string; data: Record<string, unknown> };
    if (res.status !== 200) throw new Error(`bench: ${path} answered ${res.status} ${body.message}`);
    return body.data;
  };
  const session = await call('/__mock/sessions', {
    method: 'POST',
    body: JSON.stringify({ persona: 'premium' }),
  });
  const candidateId = (session.candidate as { id: string }).id;
  const token = session.accessToken as string;
  await call(`/__mock/candidates/${candidateId}/credits`, {
    method: 'POST',
    body: JSON.stringify({ credits: 1_000_000 }),
  });
  return async () => {
    const form = new FormData();
    const input = JSON.stringify({ ...REGISTRATION, candidateId });
    form.append('input', new Blob([input], { type: 'application/json' }), 'blob');
    const room = await call('/api/v1/interviews/register', { method: 'POST', body: form, token });
    const roomId = room.id as string;
    await call('/api/v1/interviews/join', {
      method: 'POST',
      body: JSON.stringify({
        interviewRoomId: roomId,
        candidateId,
        interviewerId: REGISTRATION.interviewerId,
      }),
      token,
    });
    return { roomId, candidateId, cookie: `session=${candidateId}:${token}` };
  };
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
  const mock = await spawnMock();
  try {
    await waitFor200(`${mock.base}/api/v1/application-plans`);
    await run(mock.base, mock.pid);
  } finally {
    await stop(mock.child);
  }
}

/** Registers `count` rooms, a few requests in flight at a time. */
async function createRooms(createRoom: () => Promise<BenchRoom>, count: number): Promise<BenchRoom[]> {
  const rooms: BenchRoom[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      rooms[index] = await createRoom();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return rooms;
}

async function run(base: string, pid: number) {
  const url = (roomId: string) => `${base.replace('http', 'ws')}/ws/v1/interview/rooms?session=${roomId}`;
  const createRoom = await roomFactory(base);
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
    const { roomId, candidateId, cookie } = await createRoom();
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
  const rooms = await createRooms(createRoom, CONCURRENT);
  // Settle before the baseline: what registration left behind is collected, not counted as load.
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssMb(pid);
  let frames = 0;
  let errors = 0;
  let finished = 0;
  let peak = before;
  const sample = () => {
    const now = rssMb(pid);
    if (now.rss > peak.rss) peak = now;
  };
  const rssTimer = setInterval(sample, 50);
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
  sample();

  const p50 = quantile(samples, 0.5);
  const p99 = quantile(samples, 0.99);
  const perInterviewKb = ((peak.rss - before.rss) * 1024) / CONCURRENT;
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
    [
      'socket: server RSS before load (rooms registered; anon)',
      `${before.rss.toFixed(0)} MB (${before.anon.toFixed(0)})`,
      undefined,
      '',
    ],
    [
      'socket: server peak RSS during load (anon)',
      `${peak.rss.toFixed(0)} MB (${peak.anon.toFixed(0)})`,
      peak.rss <= 150,
      'target ≤ 150 MB',
    ],
    ['socket: server RSS per concurrent interview', `${perInterviewKb.toFixed(0)} KB`, undefined, ''],
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
