// Web bundle budget: what Chromium actually downloads (JS and CSS) to show the login route and the dashboard
// route of the production build, gzip and brotli, against the budget, plus the largest lazy chunk.
// Measured by loading the pages rather than by reading the manifest, so route-to-chunk mapping cannot lie.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { freePort, kb, launchChromium, startPreview, stopPreview, waitFor } from './lib.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const LOGIN_JS_BUDGET_GZIP = 135 * 1024;

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
  const { buildServer } = await import('@mockint/mock-server');
  const mockPort = Number(process.env.MOCK_PORT ?? 4010);
  const webPort = await freePort();
  const webUrl = `http://localhost:${webPort}`;
  const mock = await buildServer({ logger: false, webOrigin: webUrl });
  await mock.listen({ port: mockPort, host: '127.0.0.1' });
  const preview = startPreview(webPort);
  const browser = await launchChromium();
  try {
    await waitFor(webUrl);
    const measure = async (setup: (page: Page) => Promise<void>, route: string) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const assets = new Set<string>();
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.origin === webUrl && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
      });
      await setup(page);
      await page.goto(`${webUrl}${route}`, { waitUntil: 'networkidle' });
      await context.close();
      return [...assets];
    };

    const login = await measure(async () => {}, '/');
    const dashboard = await measure(async (page) => {
      const res = await fetch(`http://127.0.0.1:${mockPort}/__mock/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ persona: 'default' }),
      });
      // The control API answers the same {status, message, data} envelope as the API.
      const { data: s } = (await res.json()) as {
        data: { candidate: { id: string }; accessToken: string; expiresIn: number };
      };
      const expires = Math.floor(Date.now() / 1000) + s.expiresIn;
      const cookie = (name: string, value: string) => ({
        name,
        value,
        domain: 'localhost',
        path: '/',
        expires,
      });
      await page
        .context()
        .addCookies([
          cookie('accessToken', s.accessToken),
          cookie('session', `${s.candidate.id}:${s.accessToken}`),
          cookie('expiresAt', new Date(expires * 1000).toISOString()),
        ]);
    }, '/app/dashboard');

    const report = (name: string, files: string[]) => {
      const js = sum(files.filter((f) => f.endsWith('.js')).map((f) => sizeOf(path.join(dist, f))));
      const css = sum(files.filter((f) => f.endsWith('.css')).map((f) => sizeOf(path.join(dist, f))));
      return { name, files: files.length, js, css };
    };
    const rows = [report('login (/)', login), report('dashboard (/app/dashboard)', dashboard)];

    const allJs = readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ file: `/assets/${f}`, ...sizeOf(path.join(dist, 'assets', f)) }));
    const lazy = allJs.filter((c) => !login.includes(c.file)).sort((a, b) => b.gzip - a.gzip);

    console.log(
      '\nroute                        files   JS raw    JS gzip   JS brotli   CSS gzip   CSS brotli',
    );
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(28)} ${String(r.files).padStart(5)}  ${kb(r.js.raw).padStart(9)} ${kb(r.js.gzip).padStart(9)} ${kb(r.js.brotli).padStart(10)}  ${kb(r.css.gzip).padStart(9)} ${kb(r.css.brotli).padStart(10)}`,
      );
    }
    const loginGzip = rows[0]!.js.gzip;
    console.log(
      `\nlogin route JS gzip: ${kb(loginGzip)} of a ${kb(LOGIN_JS_BUDGET_GZIP)} budget (${((loginGzip / LOGIN_JS_BUDGET_GZIP) * 100).toFixed(1)}%) — ${loginGzip <= LOGIN_JS_BUDGET_GZIP ? 'within budget' : 'OVER BUDGET'}`,
    );
    const biggest = lazy[0];
    if (biggest)
      console.log(
        `largest lazy chunk: ${biggest.file} ${kb(biggest.gzip)} gzip, ${kb(biggest.brotli)} brotli`,
      );
    if (loginGzip > LOGIN_JS_BUDGET_GZIP) process.exitCode = 1;
  } finally {
    await browser.close();
    stopPreview(preview);
    await mock.close();
  }
}

await main();
