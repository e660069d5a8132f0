// The hosting e2e's two projects and its nginx server, shared by the main config (where they run beside the
// rest of the suite, decision 0766) and playwright.hosting.config.ts (`e2e:hosting`, the two alone).
import { devices, type LaunchOptions, type Project } from '@playwright/test';
import { chromiumPath } from '../browser.ts';
import { API_HOST, APP_HOST, NGINX_URL, SIBLING_APP_URL } from './env.ts';
import { scaled } from '../machine.ts';

const chrome = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

/** `nginx` (apps/web/dist on localhost) and `sibling-hosts` (app.mockint.test + api.mockint.test). */
export function hostingProjects(launchOptions: LaunchOptions): Project[] {
  return [
    {
      name: 'nginx',
      testDir: './tests/hosting',
      testMatch: /nginx-smoke\.spec\.ts/,
      // Each spec is one long user journey.
      timeout: 120_000,
      use: { ...chrome, baseURL: NGINX_URL },
    },
    {
      name: 'sibling-hosts',
      testDir: './tests/hosting',
      testMatch: /sibling-hosts\.spec\.ts/,
      timeout: 120_000,
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
  ];
}

/**
 * nginx in front of apps/web/dist and of the sibling-host build it makes first (hosting/serve-nginx.ts). Needs
 * nginx: the root scripts run scripts/ensure-nginx.sh before Playwright.
 */
export const nginxServer = (reuseExistingServer: boolean) => ({
  command: 'pnpm exec tsx hosting/serve-nginx.ts',
  url: NGINX_URL,
  reuseExistingServer,
  timeout: scaled(120_000),
});

/** The app origins the mock must allow (CORS and sign-in return addresses) for the two projects. */
export const HOSTING_ORIGINS = [NGINX_URL, SIBLING_APP_URL];
