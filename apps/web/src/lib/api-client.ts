import { createApiClient } from '@mockint/api-contract/client';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { getAccessToken } from './cookies';
import { navigateTo } from './navigation';

let loggingOut = false;

/**
 * The one typed API client of the app. 401 answers send the user to /logout (spec §7) once, even when several
 * calls fail together.
 */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  getAccessToken,
  onUnauthorized: () => {
    if (loggingOut || window.location.pathname === paths.logout) return;
    loggingOut = true;
    navigateTo(paths.logout, { replace: true });
    setTimeout(() => (loggingOut = false), 1000);
  },
});
