/** Countdown helpers (spec: 1 s ticks, hh:mm:ss, '00:00:00' when invalid or negative). */

export const TICK_MS = 1000;

const pad = (n: number) => String(n).padStart(2, '0');

export function formatHms(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return '00:00:00';
  const total = Math.floor(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}`;
}

export interface CountdownTimers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /**
   * The clock the ticks are counted against (ms). Without it each interval is one second; with it a throttled or
   * sleeping tab's late interval reports every second that passed (decision 0651).
   */
  now?(): number;
}

/**
 * A restartable 1 s ticker; start() while running is a no-op so a reconnect never doubles the speed. `onTick`
 * gets the whole seconds passed since the last tick: 1, or more when the browser held the interval back.
 */
export class Ticker {
  private handle: unknown = null;
  private startedAt = 0;
  private ticked = 0;

  constructor(
    private readonly onTick: (seconds: number) => void,
    private readonly timers: CountdownTimers = {
      setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
      clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
      now: () => performance.now(),
    },
  ) {}

  get running(): boolean {
    return this.handle !== null;
  }

  start(): void {
    if (this.handle !== null) return;
    const now = this.timers.now?.bind(this.timers);
    this.startedAt = now?.() ?? 0;
    this.ticked = 0;
    this.handle = this.timers.setInterval(() => {
      const due = now ? Math.floor((now() - this.startedAt) / TICK_MS) - this.ticked : 1;
      if (due <= 0) return;
      this.ticked += due;
      this.onTick(due);
    }, TICK_MS);
  }

  stop(): void {
    if (this.handle !== null) this.timers.clearInterval(this.handle);
    this.handle = null;
  }
}
