// The browser finder is shared with the web app's component tests (decision 0767).
export { chromiumPath } from '../scripts/lib/chromium-path.mjs';

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
