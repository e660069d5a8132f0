import { create } from 'zustand';
import { readString, storageKeys } from './storage';

/**
 * App-wide state owned by the shell (the spec's "App state" / "App settings"). Logged-in state lives in
 * lib/auth/logged-in.ts; feature state (interview room, chats, analytics …) lives in its feature and
 * registers a reset with onLogout() from '@/lib/auth/logout-registry'.
 */
export interface AppState {
  feedbackSubmitted: boolean;
  feedbackDialogOpen: boolean;
  /** Interview room the feedback dialog is about (set by the live-interview pages), else null. */
  feedbackInterviewRoomId: string | null;
}

// A function, not a constant: feedbackSubmitted is read again from storage on every reset.
const initialAppState = (): AppState => ({
  feedbackSubmitted: readString(storageKeys.feedbackSubmitted) === 'true',
  feedbackDialogOpen: false,
  feedbackInterviewRoomId: null,
});

export const useAppStore = create<AppState>()(initialAppState);

/** Back to the initial state (logout). */
export function resetAppState(): void {
  useAppStore.setState(initialAppState(), true);
}
