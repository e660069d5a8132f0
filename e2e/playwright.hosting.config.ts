// Hosting e2e alone (`pnpm --filter @mockint/e2e e2e:hosting`): the production build served by nginx with
// apps/web/deploy/nginx.conf, in real Chromium, failing on any CSP violation. Its two projects, `nginx`
// (apps/web/dist on localhost) and `sibling-hosts` (app.mockint.test + api.mockint.test), also run in the
// main config, beside the rest of the suite, which is how `pnpm test` runs them (decision 0766).
import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.ts';
import { MOCK_PORT, NGINX_URL, SIBLING_APP_URL } from './hosting/env.ts';
import { hostingProjects, nginxServer } from './hosting/projects.ts';
import { e2eWorkers, scaled } from './machine.ts';

export default defineConfig({
  ...baseConfig,
  testDir: './tests/hosting',
  // Apart from the main suite's: a run of one does not wipe the other's traces.
  outputDir: 'test-results-hosting',
  // Each spec is one long user journey; the two projects share one mock and one nginx.
  fullyParallel: false,
  workers: Math.min(2, e2eWorkers()),
  use: { ...baseConfig.use, baseURL: NGINX_URL },
  projects: hostingProjects(baseConfig.use?.launchOptions ?? {}),
  webServer: [
    {
      command: 'pnpm --filter @mockint/mock-server start',
      url: `http://localhost:${MOCK_PORT}/api/v1/application-plans`,
      reuseExistingServer: false,
      timeout: scaled(60_000),
      env: {
        MOCK_PORT: String(MOCK_PORT),
        // CORS and sign-in return addresses: exactly the two app origins of this run.
        WEB_ORIGIN: NGINX_URL,
        MOCK_WEB_ORIGINS: SIBLING_APP_URL,
        MOCK_PING_INTERVAL_MS: '2000',
        LOG_LEVEL: 'warn',
      },
    },
    nginxServer(false),
  ],
  reporter: [['list']],
});
