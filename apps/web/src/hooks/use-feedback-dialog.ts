import { useCallback } from 'react';
import { useAppStore } from '@/lib/app-state';
import { storageKeys, writeString } from '@/lib/storage';

export interface OpenFeedbackOptions {
  /** Room the feedback is about (interview room / feedback page); omitted from the app shell. */
  interviewRoomId?: string | null;
}

/** Opens the shared 'Help us improve!' dialog (it is mounted once by the app root). */
export function openFeedbackDialog(options: OpenFeedbackOptions = {}): void {
  useAppStore.setState({
    feedbackDialogOpen: true,
    feedbackInterviewRoomId: options.interviewRoomId ?? null,
  });
}

/** Closes it and, as the spec asks after a submit or a close, remembers that feedback was handled. */
export function closeFeedbackDialog(): void {
  writeString(storageKeys.feedbackSubmitted, 'true');
  useAppStore.setState({ feedbackDialogOpen: false, feedbackSubmitted: true });
}

/** Closes it without counting as handled: another dialog (the room's session dialogs) takes its place. */
export function withdrawFeedbackDialog(): void {
  if (useAppStore.getState().feedbackDialogOpen) useAppStore.setState({ feedbackDialogOpen: false });
}

/**
 * Shared handle on the application feedback dialog.
 * - `open()` from anywhere (footer button, room floating button, feedback page after 4 s).
 * - `submitted` is true once the user submitted or dismissed it: auto-open callers check it first.
 */
export function useFeedbackDialog() {
  const isOpen = useAppStore((s) => s.feedbackDialogOpen);
  const submitted = useAppStore((s) => s.feedbackSubmitted);
  const open = useCallback((options?: OpenFeedbackOptions) => openFeedbackDialog(options), []);
  const close = useCallback(() => closeFeedbackDialog(), []);
  return { isOpen, submitted, open, close };
}
