// The mock devtools panel exists in development builds only (decision 0263), so its e2e runs the web app's
// Vite dev server, not the production build the main suite tests: a config of its own, run after the main
// suite by `pnpm --filter @mockint/e2e e2e` (a handful of tests, one worker's worth).
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { MOCK_PORT, MOCK_URL, WEB_PORT, WEB_URL } from './env.ts';

const isCI = !!process.env.CI;
const [mockServer] = Array.isArray(base.webServer) ? base.webServer : [];

export default defineConfig({
  ...base,
  testDir: './devtools',
  // The dev server compiles each module on first request: the first page of a run is slow on a busy machine.
  timeout: 120_000,
  reporter: isCI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-devtools' }]]
    : [['list']],
  outputDir: 'test-results-devtools',
  projects: [{ name: 'devtools', use: { ...base.projects![0]!.use } }],
  webServer: [
    mockServer!,
    {
      command: `pnpm --filter @mockint/web exec vite --port ${WEB_PORT} --strictPort`,
      url: WEB_URL,
      reuseExistingServer: !isCI,
      timeout: 120_000,
      env: {
        VITE_API_BASE_URL: `${MOCK_URL}/api/v1`,
        VITE_WS_BASE_URL: `${MOCK_URL.replace(/^http/, 'ws')}/ws/v1`,
        MOCK_PORT: String(MOCK_PORT),
      },
    },
  ],
});
