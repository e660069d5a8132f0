// Interview room benchmark (issue 6): in Chromium against the mock socket, measures
//  - latency: a model_response chunk arriving at an idle queue → its audio starting (target p95 < 50 ms),
//  - gap: end of one chunk → start of the next within a reply (target 300 ± 30 ms),
//  - JS heap growth over N turns (Repeat Response, default 100; target < 10 MB).
// Run: pnpm --filter @mockint/web bench:room   (ROOM_BENCH_TURNS=20 for a quick run, --strict to fail on a miss)
// Playwright lives in the e2e package; it is resolved from there so the web app carries no test dependency.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Locator {
  click(options?: { timeout?: number }): Promise<void>;
  waitFor(options: { state: 'visible' | 'hidden'; timeout?: number }): Promise<void>;
  isEnabled(): Promise<boolean>;
}
interface CdpSession {
  send(method: string, params?: object): Promise<unknown>;
}
interface Page {
  goto(url: string): Promise<unknown>;
  getByRole(role: string, options: { name: string | RegExp; exact?: boolean }): Locator;
  evaluate<T>(fn: () => T): Promise<T>;
  waitForFunction(fn: string, arg?: unknown, options?: { timeout?: number }): Promise<unknown>;
  addInitScript(script: string): Promise<void>;
  context(): { newCDPSession(page: Page): Promise<CdpSession> };
}
interface Browser {
  newContext(options: object): Promise<{
    addCookies(cookies: object[]): Promise<void>;
    newPage(): Promise<Page>;
  }>;
  close(): Promise<void>;
}
interface Playwright {
  chromium: { launch(options: object): Promise<Browser> };
}

type Metric = { startDelayMs: number; gapMs: number | null; idleAtEnqueue: boolean; finalSentence: boolean };

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const requireFromE2e = createRequire(path.join(root, 'e2e/package.json'));
const { chromium } = requireFromE2e('@playwright/test') as Playwright;

const TURNS = Number(process.env.ROOM_BENCH_TURNS ?? 100);
const STRICT = process.argv.includes('--strict');
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  // Own process group, so the whole pnpm → tsx/vite tree is stopped by its id at the end.
  const child = spawn('pnpm', args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  children.push(child);
  return child;
}

function stopChildren() {
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

const quantile = (values: number[], q: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};
const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');

async function main() {
  const mockPort = await freePort();
  const webPort = await freePort();
  const mockUrl = `http://localhost:${mockPort}`;
  const webUrl = `http://localhost:${webPort}`;

  const outDir = mkdtempSync(path.join(tmpdir(), 'room-bench-'));
  console.log(`building the web app against the mock on ${mockPort}…`);
  const build = spawnSync(
    'pnpm',
    ['--filter', '@mockint/web', 'exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: root,
      env: {
        ...process.env,
        VITE_API_BASE_URL: `${mockUrl}/api/v1`,
        VITE_WS_BASE_URL: `ws://localhost:${mockPort}/ws/v1`,
      },
      stdio: 'ignore',
    },
  );
  if (build.status !== 0) throw new Error('vite build failed');

  start(['--filter', '@mockint/mock-server', 'start'], {
    MOCK_PORT: String(mockPort),
    WEB_ORIGIN: webUrl,
    MOCK_PING_INTERVAL_MS: '5000',
    MOCK_LOG_LEVEL: 'warn',
  });
  start(
    [
      '--filter',
      '@mockint/web',
      'exec',
      'vite',
      'preview',
      '--outDir',
      outDir,
      '--port',
      String(webPort),
      '--strictPort',
    ],
    {},
  );
  await waitFor(`${mockUrl}/api/v1/application-plans`);
  await waitFor(webUrl);

  const post = async <T>(url: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as { data: T }).data;
  };
  const signedIn = await post<{ candidate: { id: string }; accessToken: string; expiresIn: number }>(
    `${mockUrl}/__mock/sessions`,
    { persona: 'default' },
  );
  const token = signedIn.accessToken;
  const rooms = await (
    await fetch(`${mockUrl}/api/v1/candidate/interview-rooms?page=0&size=50&sort=createdAt,desc`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  const room = (
    rooms as { data: { content: { id: string; status: string; interviewer: { id: string } }[] } }
  ).data.content.find((r) => r.status === 'REGISTERED');
  if (!room) throw new Error('no REGISTERED room for the bench persona');
  await post(
    `${mockUrl}/api/v1/interviews/join`,
    { interviewRoomId: room.id, candidateId: signedIn.candidate.id, interviewerId: room.interviewer.id },
    token,
  );
  // Long enough for every turn; the bench is about audio, not the countdown.
  await post(`${mockUrl}/__mock/ws/rooms/${room.id}/time`, { timeRemaining: 3 * 3600 });

  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
      '--js-flags=--expose-gc',
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      permissions: ['microphone'],
    });
    const expires = Math.floor(Date.now() / 1000) + signedIn.expiresIn;
    const cookie = (name: string, value: string) => ({
      name,
      value,
      domain: 'localhost',
      path: '/',
      expires,
    });
    await context.addCookies([
      cookie('accessToken', token),
      cookie('session', `${signedIn.candidate.id}:${token}`),
      cookie('expiresAt', new Date(expires * 1000).toISOString()),
    ]);
    const page = await context.newPage();
    await page.addInitScript(`
      window.__mockintAudioMetrics = [];
      localStorage.setItem('intro', 'true');
      localStorage.setItem('candidate', ${JSON.stringify(JSON.stringify(signedIn.candidate))});
    `);
    await page.goto(`${webUrl}/interview/room?session=${room.id}`);
    await page.getByRole('button', { name: 'Start Interview' }).click({ timeout: 30_000 });
    const repeat = page.getByRole('button', { name: 'Repeat Response' });
    await repeat.waitFor({ state: 'visible', timeout: 60_000 });

    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      return usage.usedSize;
    };
    const heapStart = await heap();
    const t0 = Date.now();
    for (let turn = 1; turn <= TURNS; turn++) {
      await repeat.click();
      await repeat.waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
      await repeat.waitFor({ state: 'visible', timeout: 60_000 });
      if (turn % 10 === 0)
        console.log(`  turn ${turn}/${TURNS} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    }
    const heapEnd = await heap();
    const metrics = await page.evaluate(
      () => (window as unknown as { __mockintAudioMetrics: Metric[] }).__mockintAudioMetrics,
    );

    const latency = metrics.filter((m) => m.idleAtEnqueue).map((m) => m.startDelayMs);
    const gaps = metrics.filter((m) => !m.idleAtEnqueue && m.gapMs !== null).map((m) => m.gapMs as number);
    const within = gaps.filter((g) => Math.abs(g - 300) <= 30).length;
    const growthMb = (heapEnd - heapStart) / (1024 * 1024);
    const checks = [
      ['latency p95 < 50 ms', quantile(latency, 0.95) < 50],
      ['gaps within 300 ± 30 ms', gaps.length > 0 && within === gaps.length],
      ['heap growth < 10 MB', growthMb < 10],
    ] as const;

    console.log(`\nInterview room bench — ${TURNS} turns, ${metrics.length} chunks`);
    console.log(
      `  arrival → audio start (idle queue, n=${latency.length}): p50 ${f(quantile(latency, 0.5))} ms, p95 ${f(quantile(latency, 0.95))} ms, max ${f(Math.max(...latency))} ms`,
    );
    console.log(
      `  chunk gap (n=${gaps.length}): p5 ${f(quantile(gaps, 0.05))} ms, p50 ${f(quantile(gaps, 0.5))} ms, p95 ${f(quantile(gaps, 0.95))} ms, within 300±30: ${within}/${gaps.length}`,
    );
    console.log(
      `  JS heap: ${f(heapStart / 1048576)} MB → ${f(heapEnd / 1048576)} MB (growth ${f(growthMb)} MB)`,
    );
    for (const [name, ok] of checks) console.log(`  ${ok ? 'PASS' : 'MISS'} ${name}`);
    if (STRICT && checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopChildren);
