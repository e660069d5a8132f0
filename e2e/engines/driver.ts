// One small page adapter over the two engines Playwright cannot drive here (decision 0780): Debian's Firefox
// ESR over WebDriver BiDi (puppeteer-core) and Debian's WebKitGTK over classic W3C WebDriver (WebKitWebDriver,
// plain HTTP JSON). A journey is written once against `EnginePage` and runs in both.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scaled } from '../machine.ts';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';

export type EngineName = 'firefox' | 'webkit';

/** A script run in the page: a function's source and its one JSON argument. */
type PageFn<A, R> = (arg: A) => R | Promise<R>;

export interface EnginePage {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  evaluate<A, R>(fn: PageFn<A, R>, arg: A): Promise<R>;
  /**
   * A real click (the engine's own input) on the first visible element the finder returns, retried until it
   * takes for `within` reference ms (10 s by default).
   */
  click<A>(find: PageFn<A, Element | null>, arg: A, within?: number): Promise<void>;
  /** Types into the element the finder returns, with the engine's own key events. */
  type<A>(find: PageFn<A, Element | null>, arg: A, text: string, within?: number): Promise<void>;
  /** Presses a key on the element that has the focus. */
  press(key: 'Enter' | 'Escape'): Promise<void>;
  /**
   * Runs a self-contained function in every document loaded from now on, before the page's scripts (the chaos
   * monitor, decision 0068). Firefox only: WebKitWebDriver has no such command, and says so.
   */
  addInitScript<A>(fn: PageFn<A, void>, arg: A): Promise<void>;
  /** What the page logs, where the engine reports it (Firefox; WebKitWebDriver does not). */
  onConsole(listener: (line: string) => void): void;
  close(): Promise<void>;
}

// Firefox's fake devices and autoplay, as Chromium's --use-fake-device-for-media-stream and
// --autoplay-policy=no-user-gesture-required give them to the rest of the suite.
const FIREFOX_PREFS = {
  'media.navigator.streams.fake': true,
  'media.navigator.permission.disabled': true,
  'media.autoplay.default': 0,
  'media.autoplay.blocking_policy': 0,
  // A laptop whose speakers run at 44.1 kHz (common): the meter's AudioContext then differs from the
  // microphone's graph rate, what the Firefox refused to connect ("different sample-rate").
  'media.cubeb.force_sample_rate': 44_100,
};

/**
 * Runs `act` until it succeeds, as Playwright's actions wait for their element: the element may not be there
 * yet, or React may replace it between finding and clicking it (a detached node). A hang detector bounds it.
 */
async function untilDone(act: () => Promise<void>, within = 10_000): Promise<void> {
  const deadline = Date.now() + scaled(within);
  for (;;) {
    try {
      return await act();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/**
 * A sound server of the browser's own, with one null sink: a candidate's laptop has speakers, and Firefox with
 * no sound server never runs an AudioContext (it stays 'suspended': no level meter, no interviewer audio),
 * where Chromium's headless mode fakes an output. scripts/ensure-engines.sh installs pulseaudio.
 */
async function startSoundServer(): Promise<{ env: NodeJS.ProcessEnv; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'engines-pulse-'));
  const server = spawn(
    'pulseaudio',
    [
      '-n',
      '--daemonize=no',
      '--exit-idle-time=-1',
      '--load=module-null-sink',
      '--load=module-native-protocol-unix',
    ],
    { env: { ...process.env, XDG_RUNTIME_DIR: dir, HOME: dir }, stdio: 'ignore' },
  );
  const socket = join(dir, 'pulse', 'native');
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + scaled(10_000);
  while (!existsSync(socket)) {
    if (server.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error('pulseaudio did not start (bash scripts/ensure-engines.sh installs it)');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { env: { ...process.env, PULSE_SERVER: `unix:${socket}` }, stop };
}

export async function launchFirefox(): Promise<{ page: EnginePage; close: () => Promise<void> }> {
  const sound = await startSoundServer();
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      extraPrefsFirefox: FIREFOX_PREFS,
      env: sound.env,
    });
  } catch (error) {
    sound.stop();
    throw error;
  }
  const page: Page = await browser.newPage();
  await page.setViewport({ width: 1440, height: 900 });
  const handle = async <A>(find: PageFn<A, Element | null>, arg: A) => {
    const h = await page.evaluateHandle(find as (a: unknown) => Element | null, arg as unknown);
    const el = h.asElement() as ElementHandle<Element> | null;
    if (!el) throw new Error(`no element for ${JSON.stringify(arg)}`);
    return el;
  };
  const adapter: EnginePage = {
    engine: 'firefox',
    goto: async (url) => void (await page.goto(url)),
    url: async () => page.url(),
    evaluate: (fn, arg) => page.evaluate(fn as (a: unknown) => unknown, arg) as never,
    click: (find, arg, within) => untilDone(async () => (await handle(find, arg)).click(), within),
    type: (find, arg, text, within) => untilDone(async () => (await handle(find, arg)).type(text), within),
    press: (key) => page.keyboard.press(key),
    addInitScript: async (fn, arg) =>
      void (await page.evaluateOnNewDocument(fn as (a: unknown) => void, arg)),
    onConsole: (listener) => void page.on('console', (m) => listener(`${m.type()} ${m.text()}`)),
    close: () => close(),
  };
  const close = async () => {
    await browser.close().catch(() => undefined);
    sound.stop();
  };
  return { page: adapter, close };
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

// The W3C WebDriver element reference's key.
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** WebKitGTK's MiniBrowser over WebKitWebDriver, on a display of its own (xvfb-run -a). */
export async function launchWebKit(): Promise<{ page: EnginePage; close: () => Promise<void> }> {
  const port = await freePort();
  const driver: ChildProcess = spawn('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      // A command the driver never answers (a click that waits for a load that never completes) fails here,
      // named, rather than hold the journey past its limit: a WebKit run once hung 6 minutes in one journey.
      signal: AbortSignal.timeout(scaled(60_000)),
    }).catch((error: unknown) => {
      throw new Error(`WebDriver ${method} ${path}: ${String(error)}`);
    });
    const json = (await res.json()) as { value: unknown };
    if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(json.value).slice(0, 400)}`);
    return json.value;
  };
  const killDriver = () => {
    // The driver's process group: xvfb-run, Xvfb, WebKitWebDriver and the MiniBrowser it started.
    try {
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  const profile = mkdtempSync(join(tmpdir(), 'webkit-'));
  let session: string;
  for (let i = 0; ; i++) {
    try {
      const value = (await call('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            'webkitgtk:browserOptions': {
              binary: process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
              args: [
                '--automation',
                '--enable-media-stream',
                '--enable-mock-capture-devices',
                '--media-playback-requires-user-gesture=false',
                '--enable-media',
                '--enable-webaudio',
                '--enable-mediasource',
                '--enable-encrypted-media',
                '--enable-media-capabilities',
                '--enable-write-console-messages-to-stdout',
              ],
            },
          },
        },
      })) as { sessionId: string };
      session = value.sessionId;
      break;
    } catch (error) {
      if (i > 100) {
        killDriver();
        throw error;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const s = `/session/${session}`;
  await call('POST', `${s}/window/rect`, { width: 1440, height: 900 }).catch(() => undefined);
  const element = async <A>(find: PageFn<A, Element | null>, arg: A) => {
    const value = (await call('POST', `${s}/execute/sync`, {
      script: `return (${find.toString()})(arguments[0]);`,
      args: [arg],
    })) as Record<string, string> | null;
    if (!value?.[ELEMENT]) throw new Error(`no element for ${JSON.stringify(arg)}`);
    return value[ELEMENT];
  };
  const close = async () => {
    await call('DELETE', s).catch(() => undefined);
    killDriver();
    rmSync(profile, { recursive: true, force: true });
  };
  const adapter: EnginePage = {
    engine: 'webkit',
    goto: async (url) => void (await call('POST', `${s}/url`, { url })),
    url: async () => (await call('GET', `${s}/url`)) as string,
    evaluate: async (fn, arg) =>
      (await call('POST', `${s}/execute/async`, {
        script: `const done = arguments[arguments.length - 1];
          Promise.resolve((${fn.toString()})(arguments[0])).then(done, (e) => done({ __error: String(e) }));`,
        args: [arg],
      })) as never,
    click: (find, arg, within) =>
      untilDone(
        async () => void (await call('POST', `${s}/element/${await element(find, arg)}/click`, {})),
        within,
      ),
    type: (find, arg, text, within) =>
      untilDone(
        async () =>
          void (await call('POST', `${s}/element/${await element(find, arg)}/value`, {
            // WebDriver's Enter key is U+E007; a '\n' is typed as a character.
            text: text.replaceAll('\n', '\uE007'),
          })),
        within,
      ),
    press: async (key) => {
      const active = (await call('GET', `${s}/element/active`)) as Record<string, string>;
      await call('POST', `${s}/element/${active[ELEMENT]}/value`, {
        text: key === 'Enter' ? '\uE007' : '\uE00C',
      });
    },
    addInitScript: () =>
      Promise.reject(new Error('WebKitWebDriver has no init scripts: the chaos bot runs in Firefox only')),
    onConsole: () => undefined,
    close,
  };
  return { page: adapter, close };
}

export function launchEngine(engine: EngineName) {
  return engine === 'firefox' ? launchFirefox() : launchWebKit();
}
