import { createStore, useStore } from '@/lib/create-store';
import { hasAccessToken } from './cookies';

/** Spec §3: the user counts as logged in while an accessToken cookie exists. */
export const authState = createStore<{ loggedIn: boolean }>(() => ({ loggedIn: hasAccessToken() }));

/** Re-reads the cookie (after sign-in, logout or an expiry noticed during navigation). */
export function syncLoggedIn(): boolean {
  const loggedIn = hasAccessToken();
  if (authState.get().loggedIn !== loggedIn) authState.set({ loggedIn });
  return loggedIn;
}

/** True while an accessToken cookie exists (re-checked on every navigation, sign-in and logout). */
export function useLoggedIn(): boolean {
  return useStore(authState, (s) => s.loggedIn);
}
