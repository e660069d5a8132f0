import { createApiClient } from '@mockint/api-contract/client';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { getAccessToken } from './cookies';
import { navigateTo } from './navigation';

let loggingOut = false;

/**
 * The one typed API client of the app. 401 answers send a logged-in user to /logout (spec §7) once, even when several
 * calls fail together.
 */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  getAccessToken,
  onUnauthorized: () => {
    // Without a token nobody is logged in (e.g. the sign-in start screen): there is nothing to log out of.
    if (loggingOut || window.location.pathname === paths.logout || !getAccessToken()) return;
    loggingOut = true;
    navigateTo(paths.logout, { replace: true });
    setTimeout(() => (loggingOut = false), 1000);
  },
});
