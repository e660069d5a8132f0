import { create } from 'zustand';
import { hasAccessToken } from './cookies';

/** The spec: the user counts as logged in while an accessToken cookie exists. */
export const useAuthStore = create<{ loggedIn: boolean }>()(() => ({ loggedIn: hasAccessToken() }));

/** Re-reads the cookie (after sign-in, logout or an expiry noticed during navigation). */
export function syncLoggedIn(): boolean {
  const loggedIn = hasAccessToken();
  if (useAuthStore.getState().loggedIn !== loggedIn) useAuthStore.setState({ loggedIn });
  return loggedIn;
}

/** True while an accessToken cookie exists (re-checked on every navigation, sign-in and logout). */
export function useLoggedIn(): boolean {
  return useAuthStore((s) => s.loggedIn);
}
