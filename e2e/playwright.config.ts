import { randomInt } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, headedRun } from './browser.ts';
import { DEV_PORT, DEV_URL, MOCK_PORT, MOCK_URL, VITE_DEV_PORT, VITE_DEV_URL, WEB_URL } from './env.ts';
import { COUNTS_FILE } from './coverage/paths.ts';
import { HOSTING_ORIGINS, hostingProjects, nginxServer } from './hosting/projects.ts';
import { engineChaosProject, engineProjects } from './engines/projects.ts';
import { describeMachine, e2eWorkers, scaled, usableCpus } from './machine.ts';

const isCI = !!process.env.CI;
/**
 * The fast loop (`pnpm test` on a developer's machine, decision 0777) runs journeys on the production build only:
 * `E2E_SERVERS=production` leaves out the development build and the dev server, which take a minute to start.
 */
const productionServersOnly = process.env.E2E_SERVERS === 'production';
// Measured once, in the runner (or handed down by `pnpm test`); the workers inherit it through the environment.
// Printed once per run, so a failure on a slow machine can be read against its factor (decision 0768).
if (!process.env.TEST_WORKER_INDEX) console.log(`› e2e ${describeMachine()}`);
// Chaos exploration (`pnpm e2e:chaos`): a fresh seed, drawn once here so every worker runs the same one; without
// CHAOS_EXPLORE the chaos spec runs the gate's fixed seeds (tests/interview/chaos/seeds.ts, decision 0768).
if (process.env.CHAOS_EXPLORE && !process.env.CHAOS_SEED) {
  process.env.CHAOS_SEED = String(randomInt(1, 2 ** 31 - 1));
  console.log(`› chaos: exploring with the fresh seed ${process.env.CHAOS_SEED}`);
}
/** The mock's MOCK_TIME_SCALE for the suite (override with MOCK_TIME_SCALE=1 for full-length clips). */
const E2E_TIME_SCALE = 0.1;

/** The mock the development build and the dev server call (the suite's mock, wherever MOCK_URL puts it). */
const DEV_API_ENV = {
  VITE_API_BASE_URL: `${MOCK_URL}/api/v1`,
  VITE_WS_BASE_URL: `${MOCK_URL.replace(/^http/, 'ws')}/ws/v1`,
};

const launchOptions = {
  executablePath: chromiumPath({ headless: !headedRun() }),
  args: [
    ...CHROMIUM_ARGS,
    // No GPU here: the GPU process drew in software, about a fifth of the suite's CPU; with these flags 54
    // tests took 77 CPU-seconds instead of 84 (decision 0763). Nothing the suite checks is drawn by WebGL.
    '--disable-gpu',
    '--disable-gpu-compositing',
    '--disable-software-rasterizer',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two per CPU on CI (four on two cores): much of an interview test is waiting on the room's timers (reconnect
  // back-off, End in N, Time's Up), and the extra workers fill that time. Whole suite (168 tests, headless shell,
  // 2 cores, decision 0753): 3 workers 197 s with 26 % of the CPU idle, 4 workers 176 s (twice), 5 workers
  // 165 s; with a busy loop taking part of the CPU (a slower machine) 3 workers 217 s, 4 workers 193 s. Every
  // run 0 flaky. Derived from the CPUs this process may really use, a cgroup quota included (decisions 0760,
  // 0768): one worker under half a CPU, not four fighting over it.
  workers: isCI ? e2eWorkers() : undefined,
  // Hang detectors, written for the reference machine. The test's limit is judged on the lane's progress clock
  // (fixtures.ts progressLimit, decision 0776); an expectation's own limit is scaled by the factor as it starts
  // (fixtures.ts expect; this default serves only the few files that use Playwright's expect directly).
  timeout: 45_000,
  expect: { timeout: scaled(10_000) },
  // The chaos summary (interviews, faults by kind, stuck, invariant violations) prints once after any run
  // that ran chaos groups: they run in several workers, only a reporter sees them all.
  reporter: [
    ['list'],
    ...(isCI ? [['html', { open: 'never' }] as const] : []),
    ['./tests/interview/chaos/summary.ts'],
  ],
  use: {
    baseURL: WEB_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    permissions: ['microphone'],
    // The candidate's "reduce motion" setting, which the app honours (decision 0764): its decorative loops
    // (skeleton pulse, typing dots) stop, and entry and exit animations finish at once. What the suite checks
    // does not depend on motion, and the loops cost about a tenth of the suite's CPU in compositing. Motion
    // itself is checked under both settings (tests/shell/motion.spec.ts), and the mobile project keeps it on.
    reducedMotion: 'reduce',
    launchOptions,
  },
  projects: [
    {
      // The chaos gate (decision 0768): first, so its groups start with the run instead of closing it. One group
      // at a time per two usable CPUs: each group already runs a round of interviews side by side, and four groups
      // at once (28 rooms on two cores) stretched every interview, and a room costs CPU for every second it is
      // open: the e2e took 10.4 min instead of ~6. `pnpm e2e:chaos` runs this project alone.
      // A smaller screen than the desktop project's: seven rooms draw side by side, and the browser's compositor
      // pays for every pixel of each; nothing the chaos gate checks depends on the layout, and 1024 px is still
      // the room's desktop layout. Two seeds took 123 CPU-s instead of 142 (decision 0769).
      name: 'chaos',
      testMatch: /interview-chaos\.spec\.ts/,
      workers: Math.max(1, Math.floor(usableCpus() / 2)),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1024, height: 640 } },
    },
    // The gate's seed in Firefox, started with the gate for the same reason (decision 0068).
    engineChaosProject(),
    {
      name: 'desktop',
      // tests/hosting runs behind nginx (the hosting projects below); the chaos gate in its own project above.
      testIgnore: [/.*\.mobile\.spec\.ts/, /tests\/hosting\//, /interview-chaos\.spec\.ts/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // The mock devtools panel exists in development builds only (decision 0263), so its tests run against
      // a development build served as files (the fourth web server below), beside the rest of the suite
      // (decision 0763). Not the Vite dev server: it compiles every module on each page's request, and the
      // same 13 tests took 162 CPU-s there against 83 here (decision 0770).
      name: 'devtools',
      testDir: './devtools',
      // Long journeys: the error catalogue walks every code of the socket's catalogue through the panel.
      timeout: 120_000,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, baseURL: DEV_URL },
    },
    {
      // `pnpm dev` itself, the frontend developers' daily server: one devtools journey on the Vite dev server
      // (the last web server below), so a dev-server-only break (two copies of React, decision 0766) still fails
      // the suite (decision 0770). With it the shortest room journey and the practice journey: StrictMode mounts
      // their effects twice there, and Practice this answer again did nothing on this server only (decision 0657).
      name: 'dev-server',
      testDir: '.',
      testMatch: [
        /devtools\/devtools\.spec\.ts$/,
        /tests\/interview\/interview-voice\.spec\.ts$/,
        /tests\/sessions\/practice-again\.spec\.ts$/,
      ],
      grep: /loads a scenario from the panel|answering by voice with the End in N countdown|practice an answer again/,
      // The dev server compiles each module on its first request: the first page is slow on a busy machine.
      timeout: 120_000,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, baseURL: VITE_DEV_URL },
    },
    {
      name: 'mobile',
      // Small-screen layout checks only: the rest of the suite runs once, on desktop.
      testMatch: /.*\.mobile\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        // Motion on, as most phones have it: entry and exit animations stay covered in a real flow.
        reducedMotion: 'no-preference',
      },
    },
    // The candidate's journeys in Firefox and WebKit (decision 0780): Debian's Firefox ESR over WebDriver BiDi
    // and WebKitGTK over WebDriver, behind one page adapter (engines/driver.ts); the journeys only, the line
    // checks stay in Chromium above.
    ...engineProjects(),
    // The hosting e2e (tests/hosting): the build behind nginx and on sibling hosts, in real Chromium. Here
    // rather than in a Playwright run of its own after this one: alone it kept two thirds of two cores idle for
    // ~40 s (decision 0766). `pnpm e2e:hosting` still runs the two alone (playwright.hosting.config.ts).
    ...hostingProjects(launchOptions),
  ],
  webServer: [
    {
      // `start` runs the precompiled CLI; building first keeps it in step with the source (esbuild, ~1 s).
      command: 'pnpm --filter @mockint/mock-server build && pnpm --filter @mockint/mock-server start',
      url: `${MOCK_URL}/api/v1/application-plans`,
      reuseExistingServer: !isCI,
      timeout: scaled(60_000),
      env: {
        MOCK_PORT: String(MOCK_PORT),
        WEB_ORIGIN: WEB_URL,
        // CORS and sign-in return addresses for the devtools project's development build, the dev server and
        // the hosting projects' nginx origins too.
        MOCK_WEB_ORIGINS: [...new Set([DEV_URL, VITE_DEV_URL, ...HOSTING_ORIGINS])].join(','),
        MOCK_PING_INTERVAL_MS: process.env.MOCK_PING_INTERVAL_MS ?? '2000',
        // The interviewer's clips cut to a tenth (at least 200 ms; decision 0750): a turn takes ~2 s instead
        // of ~12 s. Nothing the spec times changes; the room bench keeps the full-length pacing.
        MOCK_TIME_SCALE: process.env.MOCK_TIME_SCALE ?? String(E2E_TIME_SCALE),
        LOG_LEVEL: 'warn',
        // Contract coverage of the suite (coverage/report.ts prints it after the run; decision 0264).
        MOCK_COVERAGE_FILE: COUNTS_FILE,
      },
    },
    // The production build, what candidates get: apps/web/dist behind nginx with the deploy recipe, at WEB_URL
    // (decision 0774), and the hosting projects' sibling-host build it makes first. Before the dev server:
    // Playwright starts the servers one after the other, and the sibling build's prerender step runs a Vite
    // server of its own on apps/web's dependency cache (node_modules/.vite). Beside the running dev server it
    // re-optimized that cache under it, and the dev pages then loaded two copies of React (decision 0766).
    nginxServer(!isCI),
    ...(productionServersOnly ? [] : developmentServers()),
  ],
});

/** The development build and the Vite dev server: the devtools and dev-server projects' apps. */
function developmentServers() {
  return [
    {
      // The development build, for the devtools project (decision 0770): built here, not in the build step, so
      // `pnpm build` stays the production build alone. Before the dev server: its frame prerender runs a Vite
      // server of its own on the dependency cache (see the nginx server above).
      command:
        `pnpm --filter @mockint/web exec vite build --mode development --outDir dist-dev --logLevel warn && ` +
        `pnpm --filter @mockint/web exec vite preview --outDir dist-dev --port ${DEV_PORT} --strictPort`,
      url: DEV_URL,
      reuseExistingServer: !isCI,
      timeout: scaled(120_000),
      env: DEV_API_ENV,
    },
    {
      // The Vite dev server, for the dev-server project's journey.
      command: `pnpm --filter @mockint/web exec vite --port ${VITE_DEV_PORT} --strictPort`,
      url: VITE_DEV_URL,
      reuseExistingServer: !isCI,
      timeout: scaled(120_000),
      env: DEV_API_ENV,
    },
  ];
}
