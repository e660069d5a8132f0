import { createStore } from './create-store';
import { hasAccessToken } from './cookies';
import { readString, storageKeys } from './storage';

/**
 * App-wide state owned by the shell (spec §3 "App state" / "App settings"). Feature state (interview room,
 * chats, analytics …) lives in its feature and registers a reset with onLogout() from '@/lib/logout-registry'.
 */
export interface AppState {
  loggedIn: boolean;
  feedbackSubmitted: boolean;
  feedbackDialogOpen: boolean;
  /** Interview room the feedback dialog is about (set by the live-interview pages), else null. */
  feedbackInterviewRoomId: string | null;
}

export const appState = createStore<AppState>(() => ({
  loggedIn: hasAccessToken(),
  feedbackSubmitted: readString(storageKeys.feedbackSubmitted) === 'true',
  feedbackDialogOpen: false,
  feedbackInterviewRoomId: null,
}));

/** Re-reads the cookie (after sign-in, logout or an expiry noticed during navigation). */
export function syncLoggedIn(): boolean {
  const loggedIn = hasAccessToken();
  if (appState.get().loggedIn !== loggedIn) appState.set({ loggedIn });
  return loggedIn;
}
