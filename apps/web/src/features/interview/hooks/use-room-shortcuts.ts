import { useEffect } from 'react';
import { MIN_RECORDING_SECONDS } from '../audio/recorder';

const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A'].includes(target.tagName));

/**
 * Push-to-talk (decision 0607): Space / Enter start a response on the candidate's turn and end it once the
 * minimum length is reached, when focus is not in a control and no dialog is open.
 */
export function useRoomShortcuts(options: {
  canStart: boolean;
  recording: boolean;
  elapsedSeconds: number;
  start: () => void;
  stop: () => void;
}) {
  const { canStart, recording, elapsedSeconds, start, stop } = options;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key !== ' ' && e.key !== 'Enter') || e.repeat || isTypingTarget(e.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      if (recording) {
        if (elapsedSeconds < MIN_RECORDING_SECONDS) return;
        e.preventDefault();
        stop();
      } else if (canStart) {
        e.preventDefault();
        start();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canStart, recording, elapsedSeconds, start, stop]);
}
