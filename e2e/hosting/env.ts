// Addresses of the hosting e2e (playwright.hosting.config.ts): the production build behind nginx with the
// recipe of apps/web/deploy, on localhost and on a sibling-host pair that Chromium maps to this machine.
import { MOCK_PORT, WEB_PORT } from '../env.ts';

export { MOCK_PORT };
/** apps/web/dist (the build the main e2e uses, API on localhost:MOCK_PORT) served by nginx: the suite's app. */
export const NGINX_PORT = WEB_PORT;
export const NGINX_URL = `http://localhost:${NGINX_PORT}`;

/** Production topology: app and API on sibling hosts sharing the parent domain for the session cookie. */
export const COOKIE_DOMAIN = '.mockint.test';
export const APP_HOST = 'app.mockint.test';
export const API_HOST = 'api.mockint.test';
export const SIBLING_PORT = Number(process.env.E2E_SIBLING_PORT ?? 4181);
export const SIBLING_APP_URL = `http://${APP_HOST}:${SIBLING_PORT}`;
/** The same mock process as for NGINX_URL, reached by its sibling host name. */
export const SIBLING_API_URL = `http://${API_HOST}:${MOCK_PORT}`;
