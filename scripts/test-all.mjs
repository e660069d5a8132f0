// `pnpm test` (what CI runs): the whole suite, in two lanes so it fits its 7-minute budget on two cores
// (decision 0763).
//
// The e2e stage's browsers leave gaps in the CPU (the room's timers: reconnect back-off, deadlines, End in N)
// while lint, typecheck, the unit tests and the Node-LTS pass would wait their turn. So after the contract's
// generation, two lanes run side by side:
//  - e2e lane (normal priority): the production build, then the e2e suite (desktop, mobile, devtools and the
//    hosting projects behind nginx);
//  - checks lane (`nice`, so it only takes the CPU the browsers leave): the unit tests under the Node LTS, the
//    tooling tests, the breaking-change gate, Prettier, then lint, typecheck, unit tests and the conformance
//    suite.
// With both lanes running the CPU is busy from start to end, so the suite's time is its CPU (decisions 0763,
// 0765). The checks lane's output is kept in a file and printed whole after the e2e lane's, so neither
// interleaves. Every step's time is printed at the end; any failure fails the run, after both lanes have
// finished (so one run reports every failure).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine, machineFactor } from './lib/machine.mjs';
import { CLOCK_ENV, startProgressClock } from './lib/progress-clock.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The serial steps before the lanes: quick, and both lanes need the generated contract. The build is the e2e
 * lane's first step: nothing in the checks lane reads dist/, so the checks start while the app builds.
 */
export const BEFORE = [['generate', 'pnpm exec turbo run generate']];
export const E2E_LANE = [
  // --only: the generate step above made every input; a cache hit restoring generated/ or dist/ in one lane
  // while the other reads them is what must not happen.
  ['build', 'pnpm exec turbo run build --only'],
  // The route budgets and no devtools in production, read off that build in a second (decision 0790).
  ['budgets', 'pnpm run budgets'],
  // The root script (nginx first, then turbo); pnpm appends --only to its turbo command. The hosting e2e (the
  // build behind nginx) runs in it, as two projects beside the rest of the suite: as a step after it, it kept
  // most of the two cores idle for ~40 s (decision 0766).
  ['e2e', 'pnpm run e2e --only'],
];
export const CHECKS_LANE = [
  // The Node-side packages only: the web app's and ui's code runs in browsers (decision 0763). First, not last
  // (decision 0778): on a fresh machine it begins by downloading the LTS, which overlaps the build instead of
  // ending the run; and the lane's last step is then the turbo step, whose tail uses both cores once the e2e
  // lane is done, where this pass left one idle for its last 43 s (q1, session 21).
  // Only the Node-side test files on the engine's surface (sockets, child processes, MSW's globals, run-time
  // imports) and the tooling tests: the rest is our logic on V8, which the turbo step runs (decision 0080).
  ['unit tests under the Node LTS', 'pnpm run test:node-lts --engine-surface --only'],
  // In the lane rather than before it: single-threaded and independent of the build, they left a core idle
  // before the lanes started (decision 0766).
  ['tooling tests', 'pnpm run test:tooling'],
  ['breaking-change gate', 'pnpm run breaking'],
  // In the lane rather than after both: it reads sources only (.prettierignore keeps the e2e
  // reports out), and as the last serial step it added its 9 s to the end of the run (decision 0765).
  ['prettier', 'pnpm run format:check'],
  // Two at a time: the lane runs beside the e2e suite's browsers and yields to them.
  [
    'lint, typecheck, unit, contract',
    'pnpm exec turbo run lint typecheck test contract --only --concurrency=2',
  ],
];
/** Nothing runs after the lanes any more; kept so a step that must see both lanes' outputs has its place. */
export const AFTER = [];

/**
 * The checks lane's priority below the e2e lane's. 10 starved it: beside the e2e's browsers it got about a tenth
 * of a core, and its browser could not connect within Vitest's 60 s (CEO's quiet run on 10cd03e). At 5 it gets
 * about a quarter of the CPU while both lanes are busy (CFS weights 335 against 1024), enough to end about when
 * the e2e lane does; the browsers keep the larger share (decision 0776).
 */
export const CHECKS_NICE = 5;

/** `nice` where the platform has it (Linux, macOS): the checks lane yields to the browsers. */
export function niced(command, platform = process.platform) {
  return platform === 'win32' ? command : `nice -n ${CHECKS_NICE} ${command}`;
}

function runStep([name, command], { output, env } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      env: { ...process.env, ...env },
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (output) {
      child.stdout.pipe(output, { end: false });
      child.stderr.pipe(output, { end: false });
    }
    child.on('close', (code) => resolve({ name, code: code ?? 1, seconds: (Date.now() - started) / 1000 }));
  });
}

/** Runs steps one after the other, stopping at the first failure. */
async function runLane(steps, options) {
  const results = [];
  for (const step of steps) {
    const result = await runStep(step, options);
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

const failed = (results) => results.some((r) => r.code !== 0);

function summary(results, started) {
  const lines = results.map(
    (r) => `  ${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name.padEnd(34)} ${r.seconds.toFixed(0).padStart(4)} s`,
  );
  return [...lines, `  total ${((Date.now() - started) / 1000).toFixed(0)} s`].join('\n');
}

/**
 * The whole suite in CI (CI=true, `.ci/run`) or with --all (`pnpm test:all`, `scripts/test.sh`); on a developer's
 * machine `pnpm test` alone runs the fast loop of what the change can affect (test-changed.mjs, decision 0777).
 */
export function wantsWholeSuite(argv = process.argv, env = process.env) {
  return !!env.CI || argv.includes('--all');
}

async function main() {
  const started = Date.now();
  if (!wantsWholeSuite()) {
    const { fastLoop } = await import('./test-changed.mjs');
    const results = await fastLoop({ runFull: () => runWhole() });
    console.log(
      `\n› pnpm test (fast loop): ${failed(results) ? 'FAILED' : 'passed'}\n${summary(results, started)}`,
    );
    process.exit(failed(results) ? 1 : 0);
  }
  const results = await runWhole();
  console.log(`\n› pnpm test: ${failed(results) ? 'FAILED' : 'passed'}\n${summary(results, started)}`);
  process.exit(failed(results) ? 1 : 0);
}

async function runWhole() {
  // Before anything else runs, so the measurement sees this machine and not the suite: every step inherits the
  // factor and the usable CPUs through the environment (decision 0768).
  console.log(`› ${describeMachine()}`);
  const results = await runLane(BEFORE);
  if (!failed(results)) {
    const dir = mkdtempSync(path.join(tmpdir(), 'mockint-checks-'));
    const logFile = path.join(dir, 'checks.log');
    const log = createWriteStream(logFile);
    console.log(`\n› e2e lane and checks lane side by side (the checks lane prints when it is done)\n`);
    const checksStarted = Date.now();
    // Each lane's progress clock (decision 0776), at the lane's priority: its limits follow what that lane gets.
    const initialFactor = machineFactor();
    const e2eClock = startProgressClock({ initialFactor });
    const checksClock = startProgressClock({
      nice: process.platform === 'win32' ? 0 : CHECKS_NICE,
      initialFactor,
    });
    const [e2e, checks] = await Promise.all([
      runLane(E2E_LANE, { env: { [CLOCK_ENV]: e2eClock } }),
      runLane(
        CHECKS_LANE.map(([name, command]) => [name, niced(command)]),
        { output: log, env: { [CLOCK_ENV]: checksClock } },
      ).then((r) => {
        console.log(`\n› checks lane finished after ${((Date.now() - checksStarted) / 1000).toFixed(0)} s`);
        return r;
      }),
    ]);
    await new Promise((resolve) => log.end(resolve));
    console.log('\n› checks lane output:\n');
    process.stdout.write(readFileSync(logFile));
    rmSync(dir, { recursive: true, force: true });
    results.push(...e2e, ...checks);
    if (!failed(results)) results.push(...(await runLane(AFTER)));
  }
  return results;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) await main();
