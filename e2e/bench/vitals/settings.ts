// The vitals bench's budgets, profile and knobs (web-vitals.ts's header explains the run).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RUNS = Math.max(1, Number(process.env.WEB_VITALS_RUNS ?? 3));
export const LCP_BUDGET_MS = 2000;
/** Every main page's LCP at most this multiple of its floor's, in the same run (decisions 0550, 0057). */
export const FLOOR_RATIO_BUDGET = 1.3;
export const CLS_BUDGET = 0.1;
export const INP_BUDGET_MS = 200;
/** A figure whose worst run passes this share of its budget prints what made it (element, shifts). */
export const NEAR_BUDGET = 0.8;
/**
 * The phone the profile stands for, as a Lighthouse benchmark index: the host index Lighthouse's CPU
 * throttling calculator maps to its default 4× (1533 → 4×), divided by 4. A host of index I is throttled
 * I ÷ 383, so the throttled page runs at about 383 everywhere.
 */
export const PHONE_BENCHMARK_INDEX = 1533 / 4;
/** A pinned multiplier instead of the calibration (e.g. to compare with figures of the fixed 4× profile). */
export const PINNED_SLOWDOWN = Number(process.env.WEB_VITALS_CPU_SLOWDOWN) || null;
/** Chromium's Slow 4G lab profile (Lighthouse's mobile default); the CPU rate is calibrated per run. */
export const PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};
export const SETTLE_MS = 1500;
export const SETTLE_CAP_MS = 15_000;
/** Print each load's requests and long tasks (start → end, ms) beside its LCP: what a slow paint waits for. */
export const WATERFALL = process.env.WEB_VITALS_WATERFALL === '1';
/** A quick look at some scenarios only (comma-separated names, e.g. "sessions,room"). */
export const ONLY = process.env.WEB_VITALS_ONLY?.split(',').map((n) => n.trim());
/** Other builds to measure beside the main one, `name=dir` or `name=dir:page+page` (see the header). */
export const BUILDS = (process.env.WEB_VITALS_BUILDS ?? '')
  .split(',')
  .filter(Boolean)
  .map((b) => {
    const [name, where] = b.split('=');
    const [dir, pages] = (where ?? '').split(':');
    if (!name || !dir) throw new Error(`WEB_VITALS_BUILDS: "${b}" is not name=dir or name=dir:page+page`);
    return { name, dir: path.resolve(dir), pages: pages?.split('+') };
  });

/** The bench folder: the floors and the web app are found from it. */
export const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
