// Shared plumbing for the browser benchmarks: the mock server in-process, `vite preview` of the production
// build as a child process, and Debian's Chromium through Playwright.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumPath } from '../browser.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** `vite preview` of the web app's build, or of `outDir` (the vitals bench's floor page) with the same server. */
export function startPreview(port: number, outDir?: string): ChildProcess {
  // Its own process group, so stopPreview reaches vite and not just the pnpm wrapper in front of it (which
  // does not always pass a signal on); stopped on exit too, whichever way the bench ends.
  const child = spawn(
    'pnpm',
    [
      '--filter',
      '@mockint/web',
      'exec',
      'vite',
      'preview',
      '--port',
      String(port),
      '--strictPort',
      ...(outDir ? ['--outDir', outDir] : []),
    ],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  process.once('exit', () => stopPreview(child));
  return child;
}

export function stopPreview(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  // Full Chromium, not the headless shell the e2e suite prefers: the figures are a real browser's.
  const executablePath = chromiumPath({ headless: false });
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
      ...extraArgs,
    ],
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The stock mock server in-process on the port the build points at (MOCK_PORT, default 4010) and `vite
 * preview` of the build on a free port, both stopped by `close`. `extraOrigins`: other pages that call the
 * mock (the vitals bench's data floor and other builds), allowed by its CORS as the app's origin is.
 */
export async function startMockAndPreview(extraOrigins: string[] = []): Promise<{
  mockPort: number;
  mockUrl: string;
  webUrl: string;
  close: () => Promise<void>;
}> {
  const { buildServer } = await import('@mockint/mock-server');
  const mockPort = Number(process.env.MOCK_PORT ?? 4010);
  const webPort = await freePort();
  const webUrl = `http://localhost:${webPort}`;
  const mock = await buildServer({ logger: false, webOrigin: webUrl, extraWebOrigins: extraOrigins });
  await mock.listen({ port: mockPort, host: '127.0.0.1' });
  const preview = startPreview(webPort);
  return {
    mockPort,
    mockUrl: `http://127.0.0.1:${mockPort}`,
    webUrl,
    close: async () => {
      stopPreview(preview);
      await mock.close();
    },
  };
}

/**
 * Init scripts of a bench page: the signed-in profile cached as the sign-in callback does (first-visit tour
 * seen) when there is one, then the bench's in-page probe (serialised: it must not reference anything
 * outside itself).
 */
export async function addBenchScripts(page: Page, candidate: unknown, probe: () => void): Promise<void> {
  if (candidate !== null)
    await page.addInitScript((c) => {
      localStorage.setItem('candidate', c);
      localStorage.setItem('intro', 'true');
    }, JSON.stringify(candidate));
  // tsx (esbuild keepNames) wraps named functions in __name(); the serialised probe needs it in the page.
  await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await page.addInitScript(probe);
}
