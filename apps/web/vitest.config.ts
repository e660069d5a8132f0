import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath } from '../../scripts/lib/chromium-path.mjs';
import { isolationProjects } from '../../scripts/lib/vitest-isolation.mjs';
import {
  boundedLimit,
  currentFactor,
  progressSetup,
  scaled,
  vitestLimits,
} from '../../scripts/lib/machine.mjs';
import { readClock } from '../../scripts/lib/progress-clock.mjs';

const include = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'deploy/**/*.test.ts'];
/** Component tests: the real component with the app's real CSS, in real Chromium (decision 0767). */
const BROWSER_TESTS = 'src/**/*.browser.test.tsx';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    projects: [
      // Files share their worker's module graph unless they swap a module or global (decision 0014).
      ...isolationProjects(fileURLToPath(new URL('.', import.meta.url)), include).map((project) => ({
        ...project,
        test: {
          ...project.test,
          exclude: [...(project.test?.exclude ?? []), BROWSER_TESTS],
          // The progress clock the limits are judged on (decision 0776); the browser project installs its own.
          setupFiles: [progressSetup],
        },
      })),
      {
        extends: true,
        // Tailwind and the theme of packages/ui, as the app loads them (test/browser-setup.ts imports styles.css).
        plugins: [tailwindcss()],
        test: {
          name: 'browser',
          include: [BROWSER_TESTS],
          setupFiles: ['./test/browser-setup.ts'],
          browser: {
            enabled: true,
            // The wait for the browser to connect, which no clock can judge: in a quiet run (CEO, 10cd03e) the
            // niced lane's Chromium did not connect within Vitest's 60 s, and 11 files never ran. A hang only
            // exceeds this bound (decision 0776).
            connectTimeout: boundedLimit(60_000),
            // The lane's progress clock, read by the page's mirror of it (test/browser-setup.ts): the patched
            // runner judges the component tests' limits on it as it does the Node side's.
            commands: { progressClock: () => readClock() },
            headless: true,
            // The e2e desktop project's screen.
            viewport: { width: 1440, height: 900 },
            // Debian's headless shell, found as the e2e suite finds it; the same reduced motion as its contexts
            // (decision 0764). No GPU flags beyond the e2e config's: nothing here is drawn by WebGL.
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath({ headless: true }),
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-gpu-compositing',
                  '--disable-software-rasterizer',
                ],
              },
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
    restoreMocks: true,
    // The run's machine factor, for the hang limits set inside the tests (test/setup.ts, test/component.tsx): the
    // component tests run in the browser, where scripts/lib/machine.mjs cannot (decision 0768).
    provide: { machineFactor: currentFactor() },
    // expect.poll's own limit (1 s by default) is a hang detector too: 5 s on the reference machine, scaled.
    expect: { poll: { timeout: scaled(5_000) } },
    // The defaults (5 s a test, 10 s a hook) are hang detectors tuned to a quiet machine; in CI this runs niced
    // beside the e2e suite (decision 0763) on machines up to 4× slower (decisions 0768, 0774).
    ...vitestLimits(60_000),
  },
});
