// Component tests (`*.browser.test.tsx`, decision 0767) run in Chromium with the app's real stylesheet:
// Tailwind, the theme of packages/ui and the toaster's variables, so sizes, colours and positions are the app's.
import { beforeEach } from 'vitest';
import { commands } from 'vitest/browser';
import { applyTheme } from '@/lib/theme';
import '@/styles.css';

// The theme the app starts in (main.tsx applies the stored one; a test's storage is empty): dark.
beforeEach(() => applyTheme('dark'));

// The progress clock (decision 0776) in the page: a mirror of the lane's clock (vitest.config.ts's
// `progressClock` command), refreshed every half second and extrapolated between, which the patched runner
// judges each test's limit on. The page's own clocks are taken before any test fakes them.
const perfNow = performance.now.bind(performance);
const every = setInterval;
let mirror = { ...(await commands.progressClock()), at: perfNow() };
every(() => {
  void commands.progressClock().then((reading) => (mirror = { ...reading, at: perfNow() }));
}, 500);
(globalThis as { __MOCKINT_PROGRESS__?: () => { effective: number; factor: number } }).__MOCKINT_PROGRESS__ =
  () => ({ effective: mirror.effective + (perfNow() - mirror.at) / mirror.factor, factor: mirror.factor });

declare module 'vitest/browser' {
  interface BrowserCommands {
    progressClock: () => Promise<{ effective: number; factor: number }>;
  }
}
