import { appState } from '@/lib/app-state';
import { useStore } from '@/lib/create-store';

/** True while an accessToken cookie exists (re-checked on every navigation, sign-in and logout). */
export function useLoggedIn(): boolean {
  return useStore(appState, (s) => s.loggedIn);
}
