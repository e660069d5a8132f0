// One measurement: a fresh signed-in context, a page loaded under the profile, its vitals read.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { setSessionCookies, type Persona, type SignedIn } from '../../fixtures.ts';
import { addBenchScripts } from '../lib.ts';
import { clsOf, installObservers, type VitalsWindow } from './probes.ts';
import { PROFILE, SETTLE_CAP_MS, SETTLE_MS, WATERFALL } from './settings.ts';

// ------------------------------------------------------------------ one measurement

export interface Env {
  browser: Browser;
  webUrl: string;
  mockUrl: string;
  floorUrl: string;
  /** The data floor (decision 0057), and the API address the app's build calls (the mock's port). */
  dataFloorUrl: string;
  apiUrl: string;
  /** CDP CPU throttling rate of this run (calibrated, or pinned). */
  cpuSlowdown: number;
}

export async function signedInSession(env: Env, persona: Persona): Promise<SignedIn> {
  const res = await fetch(`${env.mockUrl}/__mock/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ persona }),
  });
  if (!res.ok) throw new Error(`POST /__mock/sessions answered ${res.status}`);
  return ((await res.json()) as { data: SignedIn }).data;
}

export async function apiGet<T>(env: Env, s: SignedIn, p: string): Promise<T> {
  const res = await fetch(`${env.mockUrl}/api/v1${p}`, {
    headers: { authorization: `Bearer ${s.accessToken}` },
  });
  if (!res.ok) throw new Error(`GET ${p} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

export async function roomWith(env: Env, s: SignedIn, status: string): Promise<string> {
  const page = await apiGet<{ content: { id: string; status: string }[] }>(
    env,
    s,
    '/candidate/interview-rooms?page=0&size=50&sort=createdAt,desc',
  );
  const room = page.content.find((r) => r.status === status);
  if (!room) throw new Error(`the persona has no ${status} room`);
  return room.id;
}

/** A cold, throttled, mobile page; signed in as a fresh persona copy unless `persona` is null. */
export async function openPage(
  env: Env,
  persona: Persona | null,
): Promise<{ context: BrowserContext; page: Page; s: SignedIn | null }> {
  const context = await env.browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    permissions: ['microphone'],
  });
  const page = await context.newPage();
  let s: SignedIn | null = null;
  if (persona) {
    s = await signedInSession(env, persona);
    await setSessionCookies(page, s);
  }
  await addBenchScripts(page, s?.candidate ?? null, installObservers);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: env.cpuSlowdown });
  return { context, page, s };
}

/** Loads `route`, lets it settle (network idle, then LCP unchanged for a while), reads LCP and CLS. */
export async function loadVitals(
  env: Env,
  page: Page,
  route: string,
  base = env.webUrl,
): Promise<{ lcp: number; lcpElement: string; cls: number; shifts: string[]; files: number }> {
  await page.goto(`${base}${route}`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  // A page whose data came early (decision 0460) can be network-idle before it has rendered on a busy
  // machine: wait until there is an LCP and it has not changed for SETTLE_MS (at most SETTLE_CAP_MS).
  const settleStart = Date.now();
  let last: number | null = null;
  let stableSince = Date.now();
  while (Date.now() - settleStart < SETTLE_CAP_MS) {
    await page.waitForTimeout(250);
    const lcp = await page.evaluate(() => (window as VitalsWindow).__vitals!.lcp);
    if (lcp !== last) {
      last = lcp;
      stableSince = Date.now();
    } else if (lcp !== null && Date.now() - stableSince >= SETTLE_MS) break;
  }
  const log = await page.evaluate(() => (window as VitalsWindow).__vitals!);
  // The app's own JS and CSS files the load requested: over HTTP/1.1 (six connections, 150 ms RTT) their
  // count, not only their bytes, decides when the page can paint (decision 0450).
  const files = await page.evaluate(
    () =>
      performance.getEntriesByType('resource').filter((e) => {
        const url = new URL(e.name);
        return url.origin === location.origin && /\.(js|css)$/.test(url.pathname);
      }).length,
  );
  if (WATERFALL) {
    const rows = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (e): [number, number, string] => [e.startTime, e.responseEnd, e.name.replace(location.origin, '')],
      ),
    );
    const tasks = await page.evaluate(
      () =>
        new Promise<[number, number, string][]>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(list.getEntries().map((e) => [e.startTime, e.startTime + e.duration, 'long task'])),
          ).observe({ type: 'longtask', buffered: true });
          setTimeout(() => resolve([]), 500);
        }),
    );
    rows.push(...tasks);
    rows.sort((a, b) => a[0] - b[0]);
    console.log(`\n${route}: LCP ${Math.round(log.lcp ?? NaN)} ms`);
    for (const [start, end, name] of rows)
      console.log(
        `  ${String(Math.round(start)).padStart(5)} → ${String(Math.round(end)).padStart(5)}  ${name}`,
      );
  }
  const shifts = log.shifts
    .filter((x) => x.value >= 0.005)
    .map((x) => `${x.value.toFixed(3)} at ${(x.at / 1000).toFixed(2)} s: ${x.sources.join('; ')}`);
  return { lcp: log.lcp ?? NaN, lcpElement: log.lcpElement, cls: clsOf(log.shifts), shifts, files };
}

/** Clicks `target` and returns the longest Event Timing entry of that interaction (16 when none was reported). */
export async function interaction(page: Page, click: () => Promise<void>): Promise<number> {
  const before = await page.evaluate(() => performance.now());
  await click();
  // Event Timing entries are dispatched after the next paint; give the throttled page time to report them.
  await page.waitForTimeout(1000);
  const events = await page.evaluate(
    (t) => (window as VitalsWindow).__vitals!.events.filter((e) => e.start >= t),
    before,
  );
  return events.length ? Math.max(...events.map((e) => e.duration)) : 16;
}
