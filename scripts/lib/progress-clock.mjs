// The progress clock (decision 0776): how much work the machine lets a test do, measured while the run goes on.
//
// A hang limit is written for the reference machine ("this step takes at most 45 s there"). The factor measured
// once at the start (machine.mjs) cannot see a neighbour's load that arrives later, nor the other lane of the
// same run: a limit that fires because the machine got busier is a false alarm. So a small sampler measures the
// machine's factor all along: every PERIOD_MS it times a fixed CPU workload (the start-up workload's loop, a
// 125th of it) against that workload's time on the reference machine. The factor is how many times slower than
// the reference machine a process of this priority runs right now: slower cores, a CPU quota, a busy neighbour
// and the other lane all show in it, and only what this process's priority really loses to them.
//
// The clock's reading is *effective time*: wall time divided by the factor, integrated, i.e. the milliseconds
// the reference machine would have needed for the work this machine allowed. A limit judged on it fires after
// the same amount of progress wherever it runs. The factor is capped at MAX_FACTOR, so a test that truly hangs
// still fails: within MAX_FACTOR × its limit of wall time at most.
//
// One sampler per lane (started by `pnpm test` at the lane's priority, handed down in MOCKINT_CLOCK_FILE), read
// by every process of that lane: Playwright's workers, Vitest's pools, the chaos harness. A tool started alone
// starts its own (startProgressClock) and hands it to its children the same way.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLOCK_ENV = 'MOCKINT_CLOCK_FILE';
/** How often the sampler measures: a scan of the lane's threads and three tiny probes, about 1 % of a core. */
export const PERIOD_MS = 1000;
/**
 * The factor's cap: a test that truly hangs fails within MAX_FACTOR × its limit of wall time (a 45 s test within
 * 7.5 min). Measured here: a quiet two-core machine running both lanes reads about 2 in the e2e lane and more in
 * the niced checks lane; a quarter of the CPU (with-slow-machine 4) multiplies that by up to 4.
 */
export const MAX_FACTOR = 10;
/**
 * The probe's wall time on the reference machine (a quiet one: this loop, PROBE_ROUNDS rounds, median of 20
 * runs on Node 20). The fastest probe of the run over this is the cores' speed, whatever the load: a probe that
 * lands in a moment of free CPU runs at the core's own speed, and over a run many do.
 */
export const PROBE_REFERENCE_MS = 1.55;
const PROBE_ROUNDS = 20;
/** Weight of a new sample in the smoothed factor: about the last five seconds count. */
const SMOOTHING = 0.2;

const probeArray = new Uint32Array(1 << 16);
/** The start-up workload's loop (machine.mjs), PROBE_ROUNDS rounds of it; its wall time in ms. */
export function probeMs(rounds = PROBE_ROUNDS) {
  const a = probeArray;
  let h = 2166136261;
  const t0 = performance.now();
  for (let round = 0; round < rounds; round++)
    for (let i = 0; i < a.length; i++) {
      h = Math.imul(h ^ (a[i] + i + round), 16777619) >>> 0;
      a[i] = h;
    }
  return performance.now() - t0;
}

/**
 * Run and wait times (ns) of a set of threads, from Linux's schedstat: the time each ran, and the time it was
 * ready to run and waited for a CPU (the other processes, a CPU quota's throttling). Their ratio over an interval
 * is how much slower the lane's work went than with a CPU to itself.
 */
export function laneTimes({ rootPid, nice, selfPid, readDir, read }) {
  const children = new Map();
  const niceOf = new Map();
  for (const name of readDir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = read(`/proc/${name}/stat`);
    } catch {
      continue; // ended since the listing
    }
    // "pid (comm) state ppid …": comm may hold spaces and parentheses; the fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(name);
    const ppid = Number(fields[1]);
    niceOf.set(pid, Number(fields[16]));
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  let run = 0;
  let wait = 0;
  const stack = [...(children.get(rootPid) ?? [])];
  while (stack.length) {
    const pid = stack.pop();
    stack.push(...(children.get(pid) ?? []));
    if (pid === selfPid || niceOf.get(pid) !== nice) continue;
    let tasks;
    try {
      tasks = readDir(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        const [r, w] = read(`/proc/${pid}/task/${tid}/schedstat`).split(' ');
        run += Number(r);
        wait += Number(w);
      } catch {
        // a thread that ended since the listing
      }
    }
  }
  return { run, wait };
}

/**
 * The lane's slowdown between two readings of laneTimes. The sums are over the threads alive at each reading, so
 * a thread that ended takes its times with it: a negative or tiny difference (little ran) reads as no slowdown.
 */
export function slowdownOf(before, after) {
  const run = after.run - before.run;
  const wait = after.wait - before.wait;
  if (run <= 1e6 || wait < 0) return 1;
  return (run + wait) / run;
}

/** A sample's factor: never below 1 (a faster machine keeps the limits as written), never above MAX_FACTOR. */
export function factorOfSample(speed, slowdown) {
  return Math.min(MAX_FACTOR, Math.max(1, speed * slowdown));
}

/**
 * The clock's state, advanced by one sample taken `dtMs` after the previous one: the time since then counts at
 * the smoothed factor of before it (what the lane's processes had during that time), then the new sample joins
 * the smoothing.
 */
export function advance(state, { dtMs, sampleFactor, at }) {
  const effective = state.effective + dtMs / state.factor;
  const factor = state.factor + SMOOTHING * (sampleFactor - state.factor);
  return { at, effective, factor };
}

/** Reads a clock file as of `now` (epoch ms): the last state, extrapolated at its factor. */
export function readingOf(state, now) {
  return {
    effective: state.effective + Math.max(0, now - state.at) / state.factor,
    factor: state.factor,
  };
}

/**
 * The sampler's loop (the process `startProgressClock` spawns): every PERIOD_MS, the lane's slowdown (the
 * threads of this process's siblings and their descendants with this process's priority) times the cores'
 * speed; written atomically. Where Linux's schedstat cannot be read, the probe alone: its time over the
 * reference, which sees the load less well than the scan does.
 */
function sample(file, rootPid) {
  const state0 = JSON.parse(readFileSync(file, 'utf8'));
  const nice = os.getPriority(0);
  const scan = () =>
    laneTimes({
      rootPid,
      nice,
      selfPid: process.pid,
      readDir: (dir) => readdirSync(dir),
      read: (f) => readFileSync(f, 'utf8'),
    });
  let canScan = true;
  let times;
  try {
    times = scan();
  } catch {
    canScan = false;
  }
  probeMs(); // the JIT's first pass is not the machine's speed
  let fastest = Infinity;
  // Continues from the file's state: a reader may already have read it, and the clock never runs back.
  const at = Date.now();
  let state = { ...state0, at, effective: readingOf(state0, at).effective };
  const write = () => {
    writeFileSync(`${file}.tmp`, JSON.stringify(state));
    renameSync(`${file}.tmp`, file);
  };
  write();
  let last = Date.now();
  const tick = () => {
    let latest = Infinity;
    for (let i = 0; i < 3; i++) latest = Math.min(latest, probeMs());
    fastest = Math.min(fastest, latest);
    let sampleFactor;
    if (canScan) {
      const next = scan();
      sampleFactor = factorOfSample(fastest / PROBE_REFERENCE_MS, slowdownOf(times, next));
      times = next;
    } else sampleFactor = factorOfSample(latest / PROBE_REFERENCE_MS, 1);
    const now = Date.now();
    state = advance(state, { dtMs: now - last, sampleFactor, at: now });
    last = now;
    write();
  };
  setInterval(tick, PERIOD_MS);
  // The parent's end closes this pipe: the sampler never outlives the run that started it.
  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();
}

/**
 * Starts a sampler writing to a new clock file and returns the file's path. The sampler judges the processes
 * this one starts (its siblings, and their descendants) that run at its priority: this process's, or `nice`
 * more for a niced lane. It ends with this process. `initialFactor`: the factor the clock reads until its first
 * sample (the start-up measurement).
 */
export function startProgressClock({ nice = 0, initialFactor = 1 } = {}) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mockint-clock-')), 'clock.json');
  writeFileSync(file, JSON.stringify({ at: Date.now(), effective: 0, factor: initialFactor }));
  const args = [fileURLToPath(import.meta.url), '--sample', file, String(process.pid)];
  const useNice = nice > 0 && process.platform !== 'win32';
  const child = spawn(
    useNice ? 'nice' : process.execPath,
    useNice ? ['-n', String(nice), process.execPath, ...args] : args,
    { stdio: ['pipe', 'ignore', 'inherit'] },
  );
  // The pipe stays open for this process's life without keeping it alive; its end ends the sampler.
  child.unref();
  child.stdin.on('error', () => undefined);
  child.stdin.unref?.();
  return file;
}

/**
 * This process's clock: the lane's file when MOCKINT_CLOCK_FILE names one, else a sampler of its own (started on
 * the first call and put in the environment, so the processes this one starts read the same clock).
 */
export function progressClockFile({ initialFactor = 1 } = {}) {
  const fromEnv = process.env[CLOCK_ENV];
  if (fromEnv) return fromEnv;
  const file = startProgressClock({ initialFactor });
  process.env[CLOCK_ENV] = file;
  return file;
}

/** Effective ms and the current factor, read from the clock file; wall time at factor 1 if it cannot be read. */
export function readClock(file = progressClockFile(), now = Date.now()) {
  try {
    return readingOf(JSON.parse(readFileSync(file, 'utf8')), now);
  } catch {
    return { effective: now, factor: 1 };
  }
}

/**
 * A hang limit judged on progress: calls `onExpire` once `limitMs` of effective time (reference-machine ms) have
 * passed since the call, checking every `checkMs`. Returns a function that cancels it.
 */
export function progressDeadline(limitMs, onExpire, { checkMs = 1000, clock = readClock } = {}) {
  const start = clock().effective;
  let timer;
  const check = () => {
    const { effective, factor } = clock();
    const left = limitMs - (effective - start);
    if (left <= 0) onExpire();
    else timer = setTimeout(check, Math.min(checkMs, Math.max(10, left * factor)));
  };
  timer = setTimeout(check, Math.min(checkMs, limitMs));
  return () => clearTimeout(timer);
}

/**
 * The wall-time limit to give a runner whose limit cannot be judged on the clock itself (Playwright's test
 * limit, e2e/progress-limit.ts): the wall time spent so far, then what is left of the written limit at the factor
 * of now, and a slack of two checks (the limit is set again every second; the machine may get busier between).
 */
export function wallLimit({ written, wallSpent, effectiveSpent, factor, slackMs = 2_000 }) {
  return Math.round(wallSpent + Math.max(0, written - effectiveSpent) * factor + slackMs);
}

const invokedAsSampler = process.argv[2] === '--sample' && process.argv[1] === fileURLToPath(import.meta.url);
if (invokedAsSampler) sample(process.argv[3], Number(process.argv[4]));
