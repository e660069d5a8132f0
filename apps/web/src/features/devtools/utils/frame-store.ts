import { setFrameTap } from '@/lib/dev-frame-tap';
import { logFrame, type LoggedFrame } from './frame-log';

/** The newest frames kept (a long interview sends thousands; the log is for what just happened). */
export const MAX_FRAMES = 1000;

let frames: LoggedFrame[] = [];
let socketUrl = '';
const listeners = new Set<() => void>();

/** Starts recording the socket's frames, from the app's start, whether the panel is open or not. */
export function startFrameLog(): void {
  setFrameTap((direction, data, url) => {
    if (url && url !== socketUrl) {
      // A new room: its log starts afresh, like the recorder's one file per connection.
      socketUrl = url;
      frames = [];
    }
    frames = [...frames.slice(-(MAX_FRAMES - 1)), logFrame(direction, data)];
    for (const listener of listeners) listener();
  });
}

export const frameLog = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  frames: () => frames,
  url: () => socketUrl,
  clear() {
    frames = [];
    for (const listener of listeners) listener();
  },
};
