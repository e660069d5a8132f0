import { setFrameTap, setHttpTap } from '@/lib/dev-frame-tap';
import { logFrame, type LoggedFrame } from './frame-log';
import { logHttp, type LoggedHttp } from './har';

/** The newest frames kept (a long interview sends thousands; the log is for what just happened). */
export const MAX_FRAMES = 1000;

/** The newest API calls kept for the HAR export. */
export const MAX_CALLS = 500;

let frames: LoggedFrame[] = [];
let calls: LoggedHttp[] = [];
let socketUrl = '';
// While paused, frames and calls still arrive but are not kept: the log holds still for reading.
let paused = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Starts recording the socket's frames, from the app's start, whether the panel is open or not. */
export function startFrameLog(): void {
  setFrameTap((direction, data, url) => {
    if (url && url !== socketUrl) {
      // A new room: its log starts afresh, like the recorder's one file per connection.
      socketUrl = url;
      frames = [];
    }
    if (paused) return;
    frames = [...frames.slice(-(MAX_FRAMES - 1)), logFrame(direction, data)];
    notify();
  });
  setHttpTap((request, response) => {
    const startedAt = Date.now();
    response
      .then((r) => logHttp(request, r, startedAt))
      .then((call) => {
        if (paused) return;
        calls = [...calls.slice(-(MAX_CALLS - 1)), call];
      })
      // A call that failed on the network has no answer to record; the app reports it itself.
      .catch(() => undefined);
  });
}

export const frameLog = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  frames: () => frames,
  calls: () => calls,
  url: () => socketUrl,
  paused: () => paused,
  setPaused(value: boolean) {
    paused = value;
    notify();
  },
  clear() {
    frames = [];
    calls = [];
    notify();
  },
};
