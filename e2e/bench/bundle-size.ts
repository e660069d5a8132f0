// Web bundle budget: what Chromium actually downloads (JS and CSS) to show the login route and the dashboard
// route of the production build, gzip and brotli, against the budgets, plus the largest lazy chunks and the
// largest modules per route (from the build's dist/.vite/module-sizes.json). Measured by loading the pages
// rather than by reading the manifest, so route-to-chunk mapping cannot lie.
// The login route counts the JS requested before its first contentful paint: what may load after first paint
// (the router, the rest of the app) is printed beside it (decision 0553: "load them on interaction or after
// first paint"). The dashboard counts everything downloaded until the network is idle.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { setSessionCookies } from '../fixtures.ts';
import { checkBudgets, readBuild } from '../../scripts/lib/budgets.mjs';
import { kb, launchChromium, startMockAndPreview, waitFor } from './lib.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
// The route budgets and the devtools check are `pnpm run budgets`' (scripts/lib/budgets.mjs, decision 0790),
// read off the manifest; this bench prints them beside what Chromium downloaded.
const CHART_CHUNK_BUDGET_GZIP = 40 * 1024;
const TOP_MODULES = Number(process.env.BENCH_TOP_MODULES ?? 8);

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
const sizeOf = (file: string): Sizes => {
  const buf = readFileSync(file);
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};
const sum = (list: Sizes[]): Sizes =>
  list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

async function main() {
  // The mock server on the port the build points at (default 4010) so the dashboard can load its data.
  const servers = await startMockAndPreview();
  const { mockPort, webUrl } = servers;
  const browser = await launchChromium();
  try {
    await waitFor(webUrl);
    const measure = async (setup: (page: Page) => Promise<void>, route: string | (() => string)) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const assets = new Set<string>();
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.origin === webUrl && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
      });
      await setup(page);
      await page.goto(`${webUrl}${typeof route === 'string' ? route : route()}`, {
        waitUntil: 'networkidle',
      });
      // Which of them were requested before the first contentful paint.
      const beforePaint = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime < fcp)
          .map((e) => new URL(e.name).pathname);
      });
      await context.close();
      return { all: [...assets], beforePaint: [...assets].filter((a) => beforePaint.includes(a)) };
    };
    /** measure() for a route that setup() works out (it needs the signed-in candidate's data). */
    const measureLate = async (setup: (page: Page) => Promise<string>) => {
      let route = '';
      return measure(
        async (page) => {
          route = await setup(page);
        },
        () => route,
      );
    };

    const loginRun = await measure(async () => {}, '/');
    const login = loginRun.all;
    const signedIn = async (page: Page, warm: string[]) => {
      const res = await fetch(`http://127.0.0.1:${mockPort}/__mock/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ persona: 'default' }),
      });
      // The control API answers the same {status, message, data} envelope as the API.
      const { data: s } = (await res.json()) as {
        data: { candidate: { id: string }; accessToken: string; refreshToken: string; expiresIn: number };
      };
      // The mock compiles each route's validators on its first request (~100-200 ms on a busy machine): warm the
      // dashboard's calls, so a cold mock does not raise 'Processing your request...' and download the toast
      // code (sonner, loaded with the first toast) into a figure meant for the page's own code.
      for (const p of ['/candidates/me', ...warm])
        await fetch(`http://127.0.0.1:${mockPort}/api/v1${p}`, {
          headers: { authorization: `Bearer ${s.accessToken}` },
        });
      await setSessionCookies(page, s);
      return s;
    };
    const dashboardRun = await measure(async (page) => {
      await signedIn(page, [
        '/candidate/interview-stats',
        '/candidate/interview-rooms?page=0&size=5&sort=createdAt,desc',
        '/candidate/interview-feedbacks/latest',
      ]);
    }, '/app/dashboard');
    const dashboard = dashboardRun.all;
    // The persona's latest reported session: its id is only known once signed in, so the route is built here.
    let reportRoute = '';
    const reportRun = await measureLate(async (page) => {
      const s = await signedIn(page, []);
      const res = await fetch(`http://127.0.0.1:${mockPort}/api/v1/candidate/interview-feedbacks/latest`, {
        headers: { authorization: `Bearer ${s.accessToken}` },
      });
      const { data } = (await res.json()) as { data: { interviewRoom: { id: string } } };
      await fetch(
        `http://127.0.0.1:${mockPort}/api/v1/candidate/interview-feedbacks/room/${data.interviewRoom.id}`,
        {
          headers: { authorization: `Bearer ${s.accessToken}` },
        },
      );
      reportRoute = `/app/interview-sessions/report?session=${data.interviewRoom.id}`;
      return reportRoute;
    });
    const reportFiles = reportRun.all;

    const report = (name: string, files: string[]) => {
      const js = sum(files.filter((f) => f.endsWith('.js')).map((f) => sizeOf(path.join(dist, f))));
      const css = sum(files.filter((f) => f.endsWith('.css')).map((f) => sizeOf(path.join(dist, f))));
      return { name, files: files.length, js, css };
    };
    const rows = [
      report('login (/) before first paint', loginRun.beforePaint),
      report('login (/) by network idle', login),
      report('dashboard (/app/dashboard)', dashboard),
      report('report (with its lazy parts)', reportFiles),
    ];

    const allJs = readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ file: `/assets/${f}`, ...sizeOf(path.join(dist, 'assets', f)) }));
    const lazy = allJs.filter((c) => !login.includes(c.file)).sort((a, b) => b.gzip - a.gzip);

    console.log(
      `\nweb bundle bench (load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on a shared machine)\n` +
        '\nroute                               files   JS raw    JS gzip   JS brotli   CSS gzip   CSS brotli',
    );
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(34)} ${String(r.files).padStart(5)}  ${kb(r.js.raw).padStart(9)} ${kb(r.js.gzip).padStart(9)} ${kb(r.js.brotli).padStart(10)}  ${kb(r.css.gzip).padStart(9)} ${kb(r.css.brotli).padStart(10)}`,
      );
    }
    const chart = allJs.find((c) => /\/score-chart-[^/]+\.js$/.test(c.file));
    // The budgets from the build's manifest: the same figures `pnpm test` checks, deterministic. A file the
    // browser fetched beyond them came with something the page did on this run (a call slower than 150 ms
    // raises the processing toast, which downloads sonner: decision 0440).
    const budgets = checkBudgets(readBuild(dist));
    console.log('');
    for (const [i, r] of budgets.routes.entries()) {
      const observed = [rows[0]!, rows[2]!, rows[3]!][i]!;
      const ratio = ((r.gzip / r.budget) * 100).toFixed(1);
      console.log(
        `${r.route.padEnd(42)} ${kb(r.gzip).padStart(9)} of ${kb(r.budget).padStart(9)} (${ratio}%)  ${r.ok ? 'PASS' : 'OVER BUDGET'}  (browser: ${kb(observed.js.gzip)})`,
      );
      const extra = [loginRun.beforePaint, dashboard, reportFiles][i]!.filter(
        (f) => f.endsWith('.js') && !r.files.includes(f.replace(/^\//, '')),
      );
      if (extra.length) console.log(`${''.padEnd(44)}the browser also fetched: ${extra.join(' ')}`);
      console.log(
        `${''.padEnd(44)}largest: ${r.contributors.map((c) => `${c.name} ${kb(c.gzip)}`).join(', ')}`,
      );
    }
    if (!budgets.ok) process.exitCode = 1;
    if (chart) {
      const ok = chart.gzip <= CHART_CHUNK_BUDGET_GZIP;
      console.log(
        `${'report chart chunk gzip'.padEnd(42)} ${kb(chart.gzip).padStart(9)} of ${kb(CHART_CHUNK_BUDGET_GZIP).padStart(9)} (${((chart.gzip / CHART_CHUNK_BUDGET_GZIP) * 100).toFixed(1)}%)  ${ok ? 'PASS' : 'OVER BUDGET'}`,
      );
      if (!ok) process.exitCode = 1;
    }
    console.log(
      `${'devtools, scenarios, MSW in production'.padEnd(42)} ${`${budgets.devtools} bytes`.padStart(9)} (must be 0)  ${budgets.devtools === 0 ? 'PASS' : 'PRESENT'}`,
    );
    console.log('\nlargest lazy chunks (gzip):');
    for (const c of lazy.slice(0, 3)) console.log(`  ${c.file.padEnd(48)} ${kb(c.gzip).padStart(9)}`);

    printLargestModules('login (/) before first paint', loginRun.beforePaint);
    printLargestModules(
      'login (/) after first paint',
      login.filter((f) => !loginRun.beforePaint.includes(f)),
    );
    printLargestModules('dashboard (/app/dashboard)', dashboard);
    printLargestModules('report (with its lazy parts)', reportFiles);
    if (process.env.BENCH_LIST_FILES)
      for (const r of [
        ['dashboard', dashboard],
        ['report', reportFiles],
      ] as const)
        console.log(`\n${r[0]} files: ${r[1].join(' ')}`);
  } finally {
    await browser.close();
    await servers.close();
  }
}

/**
 * The heaviest modules of a route. Rollup reports each module's rendered (pre-minification) length per chunk;
 * each chunk's gzip size is shared out among its modules in proportion, which is close enough to see where
 * the weight is.
 */
function printLargestModules(route: string, files: string[]) {
  const statsFile = path.join(dist, '.vite/module-sizes.json');
  if (!existsSync(statsFile)) return;
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as Record<string, Record<string, number>>;
  const byModule = new Map<string, number>();
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const modules = stats[file.replace(/^\//, '')];
    if (!modules) continue;
    const rendered = Object.values(modules).reduce((a, b) => a + b, 0);
    const gzip = sizeOf(path.join(dist, file)).gzip;
    for (const [id, length] of Object.entries(modules)) {
      const name = id.replace(/^node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$1 (package)');
      byModule.set(name, (byModule.get(name) ?? 0) + (gzip * length) / rendered);
    }
  }
  const top = [...byModule].sort((a, b) => b[1] - a[1]).slice(0, TOP_MODULES);
  if (!top.length) return;
  console.log(`\nlargest modules, ${route} (≈ gzip share of their chunk):`);
  for (const [name, gzip] of top) console.log(`  ${name.padEnd(70)} ${kb(gzip).padStart(9)}`);
}

await main();
