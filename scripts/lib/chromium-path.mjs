// Where the test browsers come from, for the e2e suite (e2e/browser.ts) and the web app's component tests
// (apps/web/vitest.config.ts) alike. CI and this repository's machines cannot download Playwright's own
// browsers: both run Debian's. Headless runs prefer chromium-headless-shell (Debian package of the same name),
// as Playwright's own headless runs do: on 2 cores it halves the browser CPU against full Chromium's headless
// mode (decision 0752).
import { existsSync } from 'node:fs';

const HEADLESS_SHELLS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];
const CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * The browser to launch: $CHROMIUM_PATH when set, else (headless only) the headless shell, else Debian's
 * Chromium; undefined leaves it to whatever `playwright install chromium` put in place.
 */
export function chromiumPath({ headless }) {
  const candidates = [process.env.CHROMIUM_PATH, ...(headless ? HEADLESS_SHELLS : []), ...CHROMIUMS];
  return candidates.find((p) => !!p && existsSync(p));
}
