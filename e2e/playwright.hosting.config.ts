// Hosting e2e (`pnpm --filter @mockint/e2e e2e:hosting`, a step of `pnpm test`): the production build served by
// nginx with apps/web/deploy/nginx.conf, in real Chromium, failing on any CSP violation. Two projects:
// `nginx` (apps/web/dist on localhost) and `sibling-hosts` (app.mockint.test + api.mockint.test).
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './browser.ts';
import baseConfig from './playwright.config.ts';
import { API_HOST, APP_HOST, MOCK_PORT, NGINX_URL, SIBLING_APP_URL } from './hosting/env.ts';

const launchOptions = baseConfig.use?.launchOptions ?? {};
const chrome = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  ...baseConfig,
  testDir: './tests/hosting',
  // Apart from the main suite's: each is a cached turbo task with its own outputs, and a run of one does not
  // wipe the other's traces.
  outputDir: 'test-results-hosting',
  // Each spec is one long user journey; the two projects share one mock and one nginx.
  fullyParallel: false,
  workers: 2,
  timeout: 120_000,
  use: { ...baseConfig.use, baseURL: NGINX_URL },
  projects: [
    { name: 'nginx', testMatch: /nginx-smoke\.spec\.ts/, use: { ...chrome, baseURL: NGINX_URL } },
    {
      name: 'sibling-hosts',
      testMatch: /sibling-hosts\.spec\.ts/,
      use: {
        ...chrome,
        baseURL: SIBLING_APP_URL,
        launchOptions: {
          ...launchOptions,
          // Full Chromium: the headless shell ignores --unsafely-treat-insecure-origin-as-secure, so the
          // microphone would be refused on this plain-http origin.
          executablePath: chromiumPath({ headless: false }),
          args: [
            ...(launchOptions.args ?? []),
            `--host-resolver-rules=MAP ${APP_HOST} 127.0.0.1, MAP ${API_HOST} 127.0.0.1`,
            // A real deploy is https; plain http on a non-localhost name is not a secure context (no microphone).
            `--unsafely-treat-insecure-origin-as-secure=${SIBLING_APP_URL}`,
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'pnpm --filter @mockint/mock-server start',
      url: `http://localhost:${MOCK_PORT}/api/v1/application-plans`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        MOCK_PORT: String(MOCK_PORT),
        // CORS and sign-in return addresses: exactly the two app origins of this run.
        WEB_ORIGIN: NGINX_URL,
        MOCK_WEB_ORIGINS: SIBLING_APP_URL,
        MOCK_PING_INTERVAL_MS: '2000',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: 'pnpm exec tsx hosting/serve-nginx.ts',
      url: NGINX_URL,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
  reporter: [['list']],
});
