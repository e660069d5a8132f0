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
}

/** A restartable 1 s ticker; start() while running is a no-op so a reconnect never doubles the speed. */
export class Ticker {
  private handle: unknown = null;

  constructor(
    private readonly onTick: () => void,
    private readonly timers: CountdownTimers = {
      setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
      clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
    },
  ) {}

  get running(): boolean {
    return this.handle !== null;
  }

  start(): void {
    if (this.handle !== null) return;
    this.handle = this.timers.setInterval(this.onTick, TICK_MS);
  }

  stop(): void {
    if (this.handle !== null) this.timers.clearInterval(this.handle);
    this.handle = null;
  }
}
