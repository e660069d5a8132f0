import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` (640 px): lists become card lists there (decision 0536). */
const NARROW = '(max-width: 639.98px)';

function query(): MediaQueryList | undefined {
  return typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(NARROW);
}

function subscribe(listener: () => void): () => void {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

/** True on a phone-sized screen; follows rotation and window resizes. */
export function useNarrowScreen(): boolean {
  // The build's prerendered frame (decision 0540) renders no width-dependent list: it shows the loading state.
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
