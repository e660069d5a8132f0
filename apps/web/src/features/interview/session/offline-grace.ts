import { SOCKET_PING_INTERVAL_MS } from '@mockint/api-contract/socket';

/**
 * How long the browser may say `offline` before the room takes the link for dead (decision 0642): one ping
 * interval of the contract, so a Wi-Fi roam or a DHCP renewal (one to three seconds) costs nothing, and a real
 * drop is still told well inside the silence limit (three intervals, decision 0632). A reference-machine time:
 * only the mock's time scale (`deadlineScale`) changes it, never the machine's speed.
 */
export const OFFLINE_GRACE_MS = SOCKET_PING_INTERVAL_MS;

export interface OfflineGraceDeps {
  /** Subscribes to the browser's `offline` and `online` events; returns the unsubscribe. */
  watch?: (onOffline: () => void, onOnline: () => void) => () => void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** Multiplies the grace (tests pass the mock's time scale). Default 1. */
  scale?: number;
  /** The browser stayed offline through the grace: the link is taken for dead. */
  onLost(): void;
}

/**
 * The browser's `offline` event, given a grace (decision 0642): a socket often outlives a brief blip, so the
 * event alone closes nothing. `online` within the grace forgets it; staying offline through it is a dead link.
 * The socket's own close and the silence watchdog are not waited on here: they tell the room as they always do.
 */
export class OfflineGrace {
  private timer: unknown = null;
  private readonly stop: () => void;

  constructor(private readonly deps: OfflineGraceDeps) {
    this.stop = deps.watch?.(this.offline, this.online) ?? (() => undefined);
  }

  /** True while the browser says offline and the grace has not run out. */
  get pending(): boolean {
    return this.timer !== null;
  }

  private readonly offline = () => {
    // A second `offline` in the same outage keeps the first one's clock: the grace is not extended.
    if (this.timer !== null) return;
    const schedule = this.deps.setTimeout ?? ((f: () => void, t: number) => setTimeout(f, t));
    const handle = schedule(
      () => {
        if (this.timer !== handle) return;
        this.timer = null;
        this.deps.onLost();
      },
      OFFLINE_GRACE_MS * (this.deps.scale ?? 1),
    );
    this.timer = handle;
  };

  private readonly online = () => {
    if (this.timer === null) return;
    const handle = this.timer;
    this.timer = null;
    (this.deps.clearTimeout ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>)))(handle);
  };

  dispose() {
    this.online();
    this.stop();
  }
}
