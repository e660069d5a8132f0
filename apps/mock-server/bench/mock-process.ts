// The mock as the benches run it: its own child process, started exactly as `pnpm start` starts it (the
// precompiled CLI, dist/bin/start.mjs), so neither the bench client's memory nor its event loop is counted.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'dist/bin/start.mjs');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The arguments `pnpm start` gives node (package.json), so the bench times what a developer runs. */
function startCommandArgs(): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = pkg.scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`bench: expected "start" to run node, got "${pkg.scripts.start}"`);
  return args;
}

export interface MockProcess {
  child: ChildProcess;
  base: string;
  pid: number;
}

/** Spawns the precompiled CLI on a free port (log level warn, no injected latency); not yet answering. */
export async function spawnMock(): Promise<MockProcess> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run pnpm --filter @mockint/mock-server build`);
  const port = await freePort();
  const child = spawn(process.execPath, startCommandArgs(), {
    cwd: ROOT,
    env: {
      ...process.env,
      MOCK_PORT: String(port),
      MOCK_HOST: '127.0.0.1',
      MOCK_LOG_LEVEL: 'warn',
      MOCK_LOG_PRETTY: '0',
      MOCK_LATENCY_MS: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, base: `http://127.0.0.1:${port}`, pid: child.pid! };
}

/** A cold start: wall time from spawn to the first 200, and the CPU time the process spent on it. */
export interface ColdStart {
  wallMs: number;
  cpuMs: number;
}

/**
 * CPU time of a process so far, all its threads (Linux /proc schedstat, ns). Unlike wall time it does not grow
 * with the neighbours' load, so the mock/bare ratio of it holds on a busy shared machine (decision 0791).
 */
export function cpuMs(pid: number): number {
  return readdirSync(`/proc/${pid}/task`).reduce(
    (sum, task) =>
      sum + Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]) / 1e6,
    0,
  );
}

async function timeToFirst200(child: ChildProcess, url: string, t0: number): Promise<ColdStart> {
  try {
    await waitFor200(url);
    return { wallMs: Math.round(performance.now() - t0), cpuMs: Math.round(cpuMs(child.pid!)) };
  } finally {
    await stop(child);
  }
}

/**
 * Removes the CLI's V8 code cache (src/lib/code-cache.ts, decision 0076), which the next start writes again: that
 * start is the first after a build.
 */
export function dropCodeCache(): void {
  const dir = join(ROOT, 'dist/bin');
  for (const file of readdirSync(dir))
    if (file.endsWith('.v8-cache')) rmSync(join(dir, file), { force: true });
}

/**
 * The mock's cold start as `pnpm start` runs it, to the first 200 of `route`; the process is stopped after.
 * `firstAfterBuild`: without the code cache an earlier start wrote, as the first start after a build runs.
 */
export async function mockColdStart(route: string, { firstAfterBuild = false } = {}): Promise<ColdStart> {
  if (firstAfterBuild) dropCodeCache();
  const t0 = performance.now();
  const { child, base } = await spawnMock();
  return timeToFirst200(child, base + route, t0);
}

/**
 * A bare Fastify (plain node, one route, no logger) spawned like the mock: its cold start, measured in the same
 * minute, tells the machine's share of the mock's figure on a busy shared machine.
 */
export async function bareColdStart(route: string): Promise<ColdStart> {
  const port = await freePort();
  const source = `import Fastify from 'fastify';
const app = Fastify();
app.get(${JSON.stringify(route)}, async () => ({ status: 200, message: 'OK', data: [] }));
await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  return timeToFirst200(child, `http://127.0.0.1:${port}${route}`, t0);
}

export async function waitFor200(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resident set of a process (Linux /proc), in MB: the whole, and its anonymous part (heap, buffers). */
export function rssMb(pid: number): { rss: number; anon: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024 };
}
