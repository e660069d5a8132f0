// Web Vitals bench (decision 0550): the production build (`vite preview`) against the in-process mock, in
// Chromium under the "Slow 4G" lab profile through CDP (150 ms RTT, 1.6 Mbps down / 750 kbps up), cold cache
// (a new context per measurement and the cache disabled), 412 × 915 mobile viewport.
//  - CPU: calibrated to the host (decision 0550). Each run first measures the host's Lighthouse benchmark
//    index in an unthrottled blank page and throttles by index ÷ PHONE_BENCHMARK_INDEX, so the profile means
//    one phone on a fast machine and on a slow one (a fixed 4× followed the host). WEB_VITALS_CPU_SLOWDOWN
//    pins the multiplier instead.
//  - Floors: a bare React page (react + react-dom rendering one heading, `bench/floor/`) and, for the pages
//    that show a report (feedback, report), a data floor (`bench/floor-data/`: the same React asks for the
//    same report and renders its summary, decision 0057), each built by the same Vite and served by the same
//    `vite preview`, measured in the same run; every page's LCP prints as a ratio to its floor in the same
//    run, median over runs (what the app adds over the least such a React page costs on this host).
//  - WEB_VITALS_BUILDS="name=dir,…": other builds of the app (e.g. one without a first-load mechanism, built
//    with `vite build --outDir dir`), each served beside the main one and measured in the same runs (only on
//    some pages with `name=dir:page+page`); their rows are named `page [name]`.
//  - LCP: the last `largest-contentful-paint` entry (buffered) once the page has settled, before any input.
//  - CLS: `layout-shift` entries without recent input (buffered), grouped in session windows (1 s gap, 5 s
//    cap) as Chromium's CLS is; the largest window counts.
//  - interaction → next paint: Event Timing entries (`event`, durationThreshold 16) of one interaction
//    (same interactionId); the longest counts. No entry means the whole interaction painted under 16 ms.
// Every measurement signs in a fresh isolated copy of a persona (/__mock/sessions, as the e2e fixtures do), so
// runs never see each other's rooms or credits. The median of WEB_VITALS_RUNS (default 3) is printed with its
// budget. The bench reports: it exits 0 whatever the figures (budgets are shown, not asserted).
//
// Run: pnpm --filter @mockint/e2e bench:vitals (part of `pnpm bench`), after `pnpm --filter @mockint/web build`.
// The mock listens on MOCK_PORT (default 4010, the build's API address).
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { anotherRun, VITALS_BUDGET_MS } from '../../scripts/lib/bench-time.mjs';
import { freePort, launchChromium, startMockAndPreview, startPreview, stopPreview, waitFor } from './lib.ts';
import { calibrate, startFloor } from './vitals/calibration.ts';
import type { Env } from './vitals/measure.ts';
import { DATA_PAGES, scenarios, type Sample } from './vitals/scenarios.ts';
import {
  BUILDS,
  here,
  ONLY,
  PHONE_BENCHMARK_INDEX,
  PINNED_SLOWDOWN,
  PROFILE,
  RUNS,
} from './vitals/settings.ts';
import { printTable } from './vitals/table.ts';

// ------------------------------------------------------------------ run

async function main() {
  const dist = path.resolve(here, '../../apps/web/dist/index.html');
  if (!existsSync(dist)) throw new Error('apps/web/dist is missing: run pnpm --filter @mockint/web build');
  const floor = await startFloor('floor');
  const dataFloor = await startFloor('floor-data');
  const builds: {
    name: string;
    pages?: string[];
    url: string;
    preview: ReturnType<typeof startPreview>;
  }[] = [];
  for (const { name, dir, pages } of BUILDS) {
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`WEB_VITALS_BUILDS: ${dir} has no build`);
    const port = await freePort();
    builds.push({ name, pages, url: `http://localhost:${port}`, preview: startPreview(port, dir) });
  }
  // The data floor and the other builds call the same mock from their own origins.
  const servers = await startMockAndPreview([dataFloor.url, ...builds.map((b) => b.url)]);
  const { mockUrl, webUrl } = servers;
  const browser = await launchChromium();
  const samples: Sample[] = [];
  const failures: string[] = [];
  const calibrations: { index: number; slowdown: number }[] = [];
  const loadBefore = loadavg()[0]!;
  try {
    await waitFor(webUrl);
    for (const b of builds) await waitFor(b.url);
    await waitFor(dataFloor.url);
    // `pnpm bench` ends within 10 minutes: a further run starts only if it would end within the bench's share
    // (WEB_VITALS_BUDGET_S overrides it; decision 0790).
    const budgetMs = process.env.WEB_VITALS_BUDGET_S
      ? Number(process.env.WEB_VITALS_BUDGET_S) * 1000
      : VITALS_BUDGET_MS;
    const runsStarted = Date.now();
    let longestRunMs = 0;
    let runs = 0;
    for (let run = 1; ; run++) {
      const elapsedMs = Date.now() - runsStarted;
      if (!anotherRun({ done: run - 1, wanted: RUNS, elapsedMs, longestRunMs, budgetMs })) {
        if (run <= RUNS)
          console.log(
            `stopped after ${run - 1} of ${RUNS} runs: another (${(longestRunMs / 1000).toFixed(0)} s) would pass ` +
              `the bench's ${(budgetMs / 1000).toFixed(0)} s`,
          );
        break;
      }
      const runStarted = Date.now();
      runs = run;
      // Per run: the host's speed drifts with load, and each run's pages get the rate measured just before.
      const calibration = await calibrate(browser);
      calibrations.push(calibration);
      console.log(
        `run ${run}: benchmark index ${Math.round(calibration.index)} → CPU ×${calibration.slowdown.toFixed(2)}` +
          (PINNED_SLOWDOWN ? ' (pinned by WEB_VITALS_CPU_SLOWDOWN)' : ''),
      );
      const env: Env = {
        browser,
        webUrl,
        mockUrl,
        floorUrl: floor.url,
        dataFloorUrl: dataFloor.url,
        apiUrl: `http://localhost:${servers.mockPort}`,
        cpuSlowdown: calibration.slowdown,
      };
      for (const [name, scenario] of scenarios) {
        // The floors run whatever ONLY says: the ratios need them (the data floor when a data page runs).
        const floorNeeded =
          name === 'floor' || (name === 'data floor' && (!ONLY || ONLY.some((n) => DATA_PAGES.includes(n))));
        if (ONLY && !floorNeeded && !ONLY.includes(name)) continue;
        const isYardstick = name === 'floor' || name === 'data floor';
        // Each page in the main build, then in each other build, back to back.
        for (const build of [
          { name: '', url: webUrl },
          ...(isYardstick ? [] : builds.filter((b) => !b.pages || b.pages.includes(name))),
        ]) {
          try {
            const got = await scenario({ ...env, webUrl: build.url });
            samples.push(
              ...got.map((s) => ({
                ...s,
                run,
                figure: build.name ? s.figure.replace(/ (LCP|CLS)$/, ` [${build.name}] $1`) : s.figure,
              })),
            );
          } catch (error) {
            failures.push(
              `${name}${build.name ? ` [${build.name}]` : ''}, run ${run}: ${(error as Error).message.split('\n')[0]}`,
            );
          }
        }
      }
      longestRunMs = Math.max(longestRunMs, Date.now() - runStarted);
    }
    const indexes = calibrations.map((c) => Math.round(c.index)).join(', ');
    const rates = calibrations.map((c) => `${c.slowdown.toFixed(2)}×`).join(', ');
    console.log(
      `\nWeb Vitals, Chromium, production build (vite preview) + mock; CPU calibrated to a phone of benchmark ` +
        `index ${Math.round(PHONE_BENCHMARK_INDEX)}: host index ${indexes} → CDP CPU ${rates}; ` +
        `${PROFILE.latencyMs} ms RTT, 1.6 Mbps down / 750 kbps up; cold cache; 412 × 915 mobile (DPR 2.625); ` +
        `median of ${runs} run${runs > 1 ? 's' : ''}`,
    );
    printTable(samples, failures);
    console.log(
      `load average (1 min): ${loadBefore.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end, on ` +
        `${availableParallelism()} cores; whole bench ${process.uptime().toFixed(0)} s`,
    );
  } finally {
    await browser.close().catch(() => undefined);
    floor.close();
    dataFloor.close();
    for (const b of builds) stopPreview(b.preview);
    await servers.close();
  }
}

await main();
