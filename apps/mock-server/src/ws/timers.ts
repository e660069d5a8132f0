import type { ResolvedSocketOptions } from './socket-options.ts';

/**
 * A joined connection's clocks: the ping interval, the one-second countdown tick and, after the end, the timer
 * that closes a socket whose client never does. All run on the injected scheduler (tests use a fake one).
 */
export class ConnectionTimers {
  private intervals: unknown[] = [];
  private closeTimer: unknown = null;
  private pingCount = 0;

  constructor(private readonly options: ResolvedSocketOptions) {}

  /** `ping(n)` every pingIntervalMs (when > 0, n counting from 1) and `tick()` every tickMs. */
  start(ping: (count: number) => void, tick: () => void): void {
    const { scheduler, pingIntervalMs, tickMs } = this.options;
    if (pingIntervalMs > 0) {
      this.intervals.push(
        scheduler.setInterval(() => {
          this.pingCount += 1;
          ping(this.pingCount);
        }, pingIntervalMs),
      );
    }
    this.intervals.push(scheduler.setInterval(tick, tickMs));
  }

  stop(): void {
    const { scheduler } = this.options;
    for (const t of this.intervals) scheduler.clearInterval(t);
    this.intervals = [];
  }

  /** Runs `close` closeAfterEndMs after the interview ended. */
  closeLater(close: () => void): void {
    this.closeTimer = this.options.scheduler.setTimeout(close, this.options.closeAfterEndMs);
  }

  /** The socket closed: nothing may fire any more. */
  dispose(): void {
    this.stop();
    if (this.closeTimer !== null) this.options.scheduler.clearTimeout(this.closeTimer);
  }
}
