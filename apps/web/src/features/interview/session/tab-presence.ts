/** The part of a BroadcastChannel the presence uses (tests pass a fake pair). */
export interface PresenceChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** How often a tab with a live interview says so. */
export const PRESENCE_BEAT_MS = 2_000;
/** Heard within this long, another tab of this browser is taken to hold the room. */
export const PRESENCE_FRESH_MS = PRESENCE_BEAT_MS * 2.5;

type Beat = { type: 'live' | 'gone'; id: string };
const isBeat = (data: unknown): data is Beat =>
  typeof data === 'object' &&
  data !== null &&
  ((data as Beat).type === 'live' || (data as Beat).type === 'gone') &&
  typeof (data as Beat).id === 'string';

export interface TabPresenceDeps {
  now?: () => number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/**
 * Which tabs of this browser have the room's interview live (decision 0665): a tab whose interview runs says so
 * on the room's channel every PRESENCE_BEAT_MS, and 'gone' when it stops. A tab that reconnects asks `otherLive()`
 * before it takes the room back without asking: the server cannot tell a stale connection of its own from
 * another tab in use. Without BroadcastChannel (null channel) no other tab is ever seen, as before.
 */
export class TabPresence {
  private readonly id = Math.random().toString(36).slice(2);
  private lastHeard = Number.NEGATIVE_INFINITY;
  private live = false;
  private timer: unknown = null;

  constructor(
    private readonly channel: PresenceChannel | null,
    private readonly deps: TabPresenceDeps = {},
  ) {
    channel?.addEventListener('message', ({ data }) => {
      if (!isBeat(data) || data.id === this.id) return;
      this.lastHeard = data.type === 'live' ? this.now() : Number.NEGATIVE_INFINITY;
    });
  }

  private now() {
    return (this.deps.now ?? Date.now)();
  }

  private post(type: Beat['type']) {
    try {
      this.channel?.postMessage({ type, id: this.id } satisfies Beat);
    } catch {
      // A closed channel (the page going away): nothing to tell.
    }
  }

  /** This tab's interview runs (or no longer does). */
  setLive(live: boolean) {
    if (live === this.live || !this.channel) return;
    this.live = live;
    if (live) {
      this.post('live');
      this.timer = (this.deps.setInterval ?? ((f, ms) => setInterval(f, ms)))(
        () => this.post('live'),
        PRESENCE_BEAT_MS,
      );
      return;
    }
    (this.deps.clearInterval ?? ((h) => clearInterval(h as ReturnType<typeof setInterval>)))(this.timer);
    this.timer = null;
    this.post('gone');
  }

  /** Another tab of this browser has the room's interview live. */
  otherLive(): boolean {
    return this.now() - this.lastHeard < PRESENCE_FRESH_MS;
  }

  dispose() {
    this.setLive(false);
    this.channel?.close();
  }
}
