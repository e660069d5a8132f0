/** The spec's exact text; shown when the browser refuses to start audio without a gesture (decision 0610). */
export const TAP_TO_ENABLE_AUDIO = 'Please tap to enable audio playback';

export interface AutoplayUnlockDeps {
  /** Tries to start (silent) audio; resolves false only when the browser's autoplay policy refused it. */
  tryPlay(): Promise<boolean>;
  /** Resumes the shared AudioContext; called from inside the user's gesture. */
  resume(): void;
  prompt(message: string): void;
  dismiss(message: string): void;
  /** Calls back once on the next tap, click or key press anywhere on the page; returns the unsubscribe. */
  onNextGesture(listener: () => void): () => void;
}

/**
 * Start Interview is normally the gesture that lets the interviewer be heard. Where the browser still
 * refuses (a stricter autoplay policy, a start that did not come from a trusted input, iOS-like engines),
 * the candidate is asked to tap, and that tap resumes audio; the interview itself does not wait for it
 * (queued audio plays as soon as the context runs). Returns the cleanup for unmount.
 */
export function ensureAudioUnlocked(deps: AutoplayUnlockDeps): () => void {
  let cancelled = false;
  let prompted = false;
  let off: () => void = () => undefined;
  const done = () => {
    off();
    if (prompted) deps.dismiss(TAP_TO_ENABLE_AUDIO);
    prompted = false;
  };
  void deps.tryPlay().then((allowed) => {
    if (allowed || cancelled) return;
    prompted = true;
    deps.prompt(TAP_TO_ENABLE_AUDIO);
    off = deps.onNextGesture(() => {
      done();
      deps.resume();
      void deps.tryPlay();
    });
  });
  // Leaving the room takes the prompt with it: it is about this room's audio only.
  return () => {
    cancelled = true;
    done();
  };
}

/** The page's next pointerdown or keydown (both are user activation in every engine). */
export function onNextDocumentGesture(listener: () => void): () => void {
  const handler = () => {
    off();
    listener();
  };
  const off = () => {
    document.removeEventListener('pointerdown', handler, true);
    document.removeEventListener('keydown', handler, true);
  };
  document.addEventListener('pointerdown', handler, true);
  document.addEventListener('keydown', handler, true);
  return off;
}
