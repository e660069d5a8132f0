// The host's calibration (the CPU slowdown) and the React floors, built and served beside the app.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from '@playwright/test';
import { anotherReading } from '../../../scripts/lib/bench-time.mjs';
import { freePort, startPreview, stopPreview, waitFor } from '../lib.ts';
import { here, PHONE_BENCHMARK_INDEX, PINNED_SLOWDOWN } from './settings.ts';
import { median } from './table.ts';

// ------------------------------------------------------------------ calibration and floor

/**
 * Lighthouse's benchmark index (its `computeBenchmarkIndex` page function): the mean of a string-building
 * loop (allocation and GC) and an array-copy loop (no GC), each run for 500 ms, in iterations ÷ 10 per
 * second. Runs in the page (serialised: must not reference anything outside itself).
 */
export function benchmarkIndex(): number {
  const withGc = () => {
    const start = Date.now();
    let iterations = 0;
    while (Date.now() - start < 500) {
      let s = '';
      for (let j = 0; j < 10000; j++) s += 'a';
      if (s.length === 1) throw new Error('never: keeps the loop from being optimised away');
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  };
  const noGc = () => {
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
    const start = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const src = iterations % 2 === 0 ? a : b;
      const tgt = iterations % 2 === 0 ? b : a;
      for (let j = 0; j < src.length; j++) tgt[j] = src[j]!;
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  };
  return (withGc() + noGc()) / 2;
}

/**
 * The host's benchmark index now (median of five, or of as many as 10 s allow, in an unthrottled blank page) and
 * the CPU rate it gives. Five, not Lighthouse's one: on a shared machine single readings of the same minute
 * varied 2-3x.
 */
export async function calibrate(browser: Browser): Promise<{ index: number; slowdown: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    await page.goto('about:blank');
    await page.evaluate('globalThis.__name ??= (fn) => fn;');
    const indexes: number[] = [];
    // Bounded in time as well as in count (scripts/lib/bench-time.mjs): on a busy host each reading is slower.
    const start = Date.now();
    while (anotherReading({ done: indexes.length, wanted: 5, elapsedMs: Date.now() - start }))
      indexes.push(await page.evaluate(benchmarkIndex));
    const index = median(indexes);
    // A host slower than the phone cannot be sped up: 1× is the least CDP throttles.
    const slowdown = PINNED_SLOWDOWN ?? Math.max(1, index / PHONE_BENCHMARK_INDEX);
    return { index, slowdown };
  } finally {
    await context.close();
  }
}

/**
 * Builds a floor page (`bench/floor/`, `bench/floor-data/`) with the web app's own Vite (same version, target
 * and minifier) into a temporary directory and serves it with `vite preview`, as the app is.
 */
export async function startFloor(dir: string): Promise<{ url: string; close: () => void }> {
  const web = createRequire(path.resolve(here, '../../apps/web/package.json'));
  const vite = (await import(pathToFileURL(web.resolve('vite')).href)) as {
    // The one call used (e2e does not depend on vite: it is the web app's).
    build: (config: Record<string, unknown>) => Promise<unknown>;
  };
  const outDir = mkdtempSync(path.join(tmpdir(), 'vitals-floor-'));
  await vite.build({
    root: path.resolve(here, dir),
    configFile: false,
    logLevel: 'warn',
    // React from the app's dependencies: the very copy the app ships.
    resolve: {
      alias: {
        react: path.dirname(web.resolve('react/package.json')),
        'react-dom': path.dirname(web.resolve('react-dom/package.json')),
      },
    },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const port = await freePort();
  const preview = startPreview(port, outDir);
  const url = `http://localhost:${port}`;
  await waitFor(url);
  return {
    url,
    close: () => {
      stopPreview(preview);
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
