import { paths } from '@/config/paths';
import { navigateTo, type LogoutNavigationState } from '@/lib/navigation';
import { getAccessToken } from './cookies';

let loggingOut = false;

/** A 401 answer sends the user to /logout (spec) once, even when several calls fail together. */
export function handleUnauthorized(): void {
  // Without a token nobody is logged in (e.g. the sign-in start screen): there is nothing to log out of.
  if (loggingOut || window.location.pathname === paths.logout || !getAccessToken()) return;
  loggingOut = true;
  const state: LogoutNavigationState = { forced: true };
  navigateTo(paths.logout, { replace: true, state });
  setTimeout(() => (loggingOut = false), 1000);
}
