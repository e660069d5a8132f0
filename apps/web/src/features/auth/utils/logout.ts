import type { QueryClient } from '@tanstack/react-query';
import { track } from '@/lib/analytics';
import { resetAppState } from '@/lib/app-state';
import { syncLoggedIn } from '@/lib/auth/logged-in';
import { clearAllCookies } from '@/lib/auth/cookies';
import { runLogoutCleanups } from '@/lib/auth/logout-registry';
import { queryClient } from '@/lib/query-client';
import { clearStorageExcept, PRESERVED_ON_LOGOUT } from '@/lib/storage';
import { notify } from '@/lib/toast';

export interface LogoutDeps {
  queryClient: Pick<QueryClient, 'cancelQueries' | 'clear'>;
  track: typeof track;
  dismissToasts: () => void;
}

const defaults: LogoutDeps = { queryClient, track, dismissToasts: notify.dismissAll };

/**
 * Logout, as the spec has it: not logged in; interview data and analytics cleared (features' onLogout cleanups); all
 * cookies cleared; local storage cleared except feedbackSubmitted, intro and vueuse-color-scheme; toasts and
 * dialogs cleared; a 'logout' event with method 'Click Button'. The caller then navigates to '/'.
 */
export function performLogout(deps: LogoutDeps = defaults): void {
  void deps.queryClient.cancelQueries();
  deps.queryClient.clear();
  runLogoutCleanups();
  clearAllCookies();
  clearStorageExcept(PRESERVED_ON_LOGOUT);
  // Re-derives loggedIn (false: no cookie) and feedbackSubmitted (kept key), closes the feedback dialog.
  syncLoggedIn();
  resetAppState();
  deps.dismissToasts();
  deps.track('logout', { method: 'Click Button' });
}
