import { existsSync } from 'node:fs';

// CI and this machine cannot download Playwright's own browsers: the suite runs Debian's. Headless runs
// prefer chromium-headless-shell (Debian package of the same name), as Playwright's own headless runs do:
// on 2 cores it halves the suite's browser CPU against full Chromium's headless mode (decision 0752).
const HEADLESS_SHELLS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];
const CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * The browser to launch: $CHROMIUM_PATH when set, else (headless only) the headless shell, else Debian's
 * Chromium; undefined leaves it to whatever `playwright install chromium` put in place.
 */
export function chromiumPath({ headless }: { headless: boolean }): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, ...(headless ? HEADLESS_SHELLS : []), ...CHROMIUMS];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

/**
 * Whether this run shows the browser (`--headed`, `--ui`, `--debug`, PWDEBUG): those need full Chromium.
 * Decided once in the runner and handed to its workers through the environment, where the flags are not
 * in process.argv.
 */
export function headedRun(): boolean {
  if (process.env.E2E_HEADED === undefined) {
    const flags = ['--headed', '--ui', '--debug'];
    const headed = !!process.env.PWDEBUG || process.argv.some((a) => flags.includes(a.split('=')[0]!));
    process.env.E2E_HEADED = headed ? '1' : '0';
  }
  return process.env.E2E_HEADED === '1';
}

/**
 * The flags every e2e browser launches with: no sandbox (containers), no background traffic, and the fake
 * camera and microphone granted without a prompt. A spec that launches its own browser adds to these.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];
