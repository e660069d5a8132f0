// The machine a test run is on (decisions 0768, 0776): how much CPU this process may really use, and how much
// slower than the reference machine it is. Every hang limit of the suite is written for the reference machine;
// the e2e workers follow the usable CPUs, so the same commit gives the same result on a machine 4× slower.
//
// Two measurements. At the start, once (MOCKINT_MACHINE_FACTOR, MOCKINT_USABLE_CPUS: `pnpm test` measures before
// its lanes start and hands them to everything it runs): the workers, and the factor the progress clock starts
// from. All along (progress-clock.mjs): the factor as it is now, for this process's lane, which the limits
// follow. A test's limit is judged on the clock's effective time (Playwright's test limit in e2e/fixtures.ts,
// Vitest's through the patched runner, the chaos harness's deadlines); a limit given to one wait is `scaled()`
// by the factor at the moment the wait starts.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLOCK_ENV, MAX_FACTOR, progressClockFile, readClock } from './progress-clock.mjs';

export const FACTOR_ENV = 'MOCKINT_MACHINE_FACTOR';
export const CPUS_ENV = 'MOCKINT_USABLE_CPUS';

/**
 * Wall time of the workload below on the reference machine: the 2-core machine the suite's limits were set on
 * (a quiet one, Node 20). The factor is this run's time over it, never below 1: a faster machine keeps the
 * limits as they are written.
 */
export const REFERENCE_MS = 400;

/**
 * The CPU quota of a cgroup path and its ancestors, in CPUs (the tightest one wins), or undefined where none is
 * set. cgroup v2 keeps it in `cpu.max` ("max 100000" = none), v1 in `cpu.cfs_quota_us` / `cpu.cfs_period_us`
 * (-1 = none). `os.availableParallelism()` counts cores and the affinity mask, not a quota: on a machine whose
 * CPU time is capped (a container, `with-slow-machine`) it reports every core.
 */
export function cgroupCpuLimit({
  read = (file) => readFileSync(file, 'utf8'),
  exists = existsSync,
  procCgroup = '/proc/self/cgroup',
  mount = '/sys/fs/cgroup',
} = {}) {
  let text;
  try {
    text = read(procCgroup);
  } catch {
    return undefined;
  }
  const limits = [];
  for (const line of text.split('\n')) {
    const [, controllers, cgPath] = line.match(/^\d+:([^:]*):(.*)$/) ?? [];
    if (cgPath === undefined) continue;
    const v2 = controllers === '';
    const v1Dirs = controllers.split(',').includes('cpu')
      ? ['cpu', 'cpu,cpuacct', 'cpuacct,cpu'].map((d) => path.posix.join(mount, d))
      : [];
    const bases = v2 ? [mount] : v1Dirs;
    for (const base of bases) {
      if (!exists(base)) continue;
      // The path and each of its ancestors: a quota on a parent caps every child.
      for (let p = cgPath; ; p = path.posix.dirname(p)) {
        const dir = path.posix.join(base, p);
        const limit = v2 ? readV2(dir, read) : readV1(dir, read);
        if (limit !== undefined) limits.push(limit);
        if (p === '/' || p === '.' || p === '') break;
      }
    }
  }
  return limits.length ? Math.min(...limits) : undefined;
}

function readV2(dir, read) {
  try {
    const [quota, period] = read(path.posix.join(dir, 'cpu.max')).trim().split(/\s+/);
    if (quota === 'max') return undefined;
    const q = Number(quota);
    const p = Number(period);
    return q > 0 && p > 0 ? q / p : undefined;
  } catch {
    return undefined;
  }
}

function readV1(dir, read) {
  try {
    const q = Number(read(path.posix.join(dir, 'cpu.cfs_quota_us')).trim());
    const p = Number(read(path.posix.join(dir, 'cpu.cfs_period_us')).trim());
    return q > 0 && p > 0 ? q / p : undefined;
  } catch {
    return undefined;
  }
}

/** The CPUs this process may really use: cores and affinity (availableParallelism), capped by a cgroup quota. */
export function usableCpus() {
  const fromEnv = Number(process.env[CPUS_ENV]);
  if (fromEnv > 0) return fromEnv;
  return usableCpusOf({ cores: availableParallelism(), limit: cgroupCpuLimit() });
}

export function usableCpusOf({ cores, limit }) {
  return Math.round(Math.min(cores, limit ?? cores) * 100) / 100;
}

/**
 * e2e workers: two per usable CPU (decision 0753's measured 4 on two cores; decision 0760), at least one. Under a
 * quota of half a CPU that is one worker, not four fighting over it.
 */
export function e2eWorkers(cpus = usableCpus()) {
  return Math.max(1, Math.round(2 * cpus));
}

// A fixed CPU workload: integer hashing over a typed array, no allocation in the loop, no I/O.
const WORKLOAD = `
const a = new Uint32Array(1 << 16);
let h = 2166136261;
for (let round = 0; round < 2500; round++)
  for (let i = 0; i < a.length; i++) { h = Math.imul(h ^ (a[i] + i + round), 16777619) >>> 0; a[i] = h; }
return h;`;

/**
 * Runs the workload on as many threads as there are cores (each on its own core on an idle machine), in a child
 * process, and returns the slowest thread's wall time in ms. On cores that share a CPU quota, or are slower, every
 * thread takes longer: a quota of half of two cores shows as 4×, as a machine with two cores 4× slower does.
 */
export function measureWorkloadMs(threads = availableParallelism()) {
  const script = `
const { Worker } = require('node:worker_threads');
const body = ${JSON.stringify(WORKLOAD)};
const code = "const { parentPort } = require('node:worker_threads'); const t0 = performance.now();" +
  "(function(){" + body + "})(); parentPort.postMessage(performance.now() - t0);";
// A warm-up on one thread first: the JIT's first pass is not the machine's speed.
new Function(body)();
Promise.all(Array.from({ length: ${threads} }, () => new Promise((resolve, reject) => {
  const w = new Worker(code, { eval: true });
  w.once('message', resolve); w.once('error', reject);
}))).then((times) => { console.log(Math.max(...times)); process.exit(0); });`;
  const out = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return Number(out.trim());
}

/** This run's machine factor (≥ 1): MOCKINT_MACHINE_FACTOR when set, else measured once and set. */
export function machineFactor() {
  const fromEnv = Number(process.env[FACTOR_ENV]);
  if (fromEnv >= 1) return fromEnv;
  // A CPU quota is a slowdown known without measuring: one thread per core shares it, so the factor is at
  // least cores / quota (a short measurement can land in a period's unspent quota and read less).
  const cores = availableParallelism();
  const factor = Math.max(factorOf(measureWorkloadMs(cores)), factorOf(cores, usableCpus()));
  process.env[FACTOR_ENV] = String(factor);
  return factor;
}

export function factorOf(workloadMs, referenceMs = REFERENCE_MS) {
  return Math.max(1, Math.round((workloadMs / referenceMs) * 100) / 100);
}

/**
 * This process's progress clock file: the run's (MOCKINT_CLOCK_FILE), or a sampler started on the first call,
 * from the start-up measurement, and put in the environment for the processes this one starts.
 */
export function progressClock() {
  return process.env[CLOCK_ENV] ?? progressClockFile({ initialFactor: machineFactor() });
}

/** The progress clock's reading now: effective ms and the factor (decision 0776). */
export function progressReading() {
  return readClock(progressClock());
}

/** The factor as it is now: the progress clock's, read at each call. */
export function currentFactor() {
  return progressReading().factor;
}

/** A hang limit written for the reference machine, for one wait starting now on this one. */
export function scaled(ms, factor = currentFactor()) {
  return Math.round(ms * factor);
}

/**
 * Vitest's hang limits: a test's, and the same for a hook and a teardown, in the reference machine's ms. The
 * patched runner (patches/@vitest__runner*.patch) judges them on the progress clock that `progressSetup` installs
 * in each test worker, so a test that got little CPU is not timed out for it, and one that hangs fails after
 * `ms` of effective time (MAX_FACTOR × ms of wall time at most). Vitest's own 10 s for hooks failed a quiet run
 * (q7) while the niced checks lane waited on the e2e's browsers (decision 0774), so hooks get the test's limit.
 * Every Vitest config lists `progressSetup` (scripts/machine.test.js checks): without it the runner would judge
 * these limits on wall time.
 */
export function vitestLimits(ms) {
  progressClock(); // starts the clock the workers will read, if the run did not hand one down
  return { testTimeout: ms, hookTimeout: ms, teardownTimeout: ms };
}

/** The setup file that installs the progress clock in a Vitest worker (Node side): list it in `setupFiles`. */
export const progressSetup = fileURLToPath(new URL('./vitest-progress-setup.mjs', import.meta.url));

/**
 * A start-up wait that only a hang exceeds, in wall time: the bound a progress-judged limit has too
 * (MAX_FACTOR × ms). For the waits no clock can judge: Vitest's connection to its browser (decision 0776).
 */
export function boundedLimit(ms) {
  return ms * MAX_FACTOR;
}

/** Measures both once and puts them in the environment, for the processes this one starts; returns a line. */
export function describeMachine() {
  const factor = machineFactor();
  const cpus = usableCpus();
  process.env[CPUS_ENV] ??= String(cpus);
  const limit = cgroupCpuLimit();
  return (
    `machine: hang limits ×${factor} (workload vs the reference machine's ${REFERENCE_MS} ms), ` +
    `${cpus} usable CPUs (${availableParallelism()} cores${limit !== undefined ? `, cgroup quota ${limit}` : ''})`
  );
}
