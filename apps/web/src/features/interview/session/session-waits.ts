import { CONTINUED_WAITS, DEADLINES_MS, type WaitName } from './session-types';

export interface SessionWaitsDeps {
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** Multiplies every deadline (tests pass the mock's time scale). Default 1. */
  deadlineScale?: number;
  /** A wait's deadline passed (decision 0630). */
  onDeadline(wait: WaitName): void;
}

/**
 * The timers behind the statechart's waits, for the session controller: each wait's deadline (`armDeadline` /
 * `disarmDeadline` effects, DEADLINES_MS). The link's silence watchdog is a child actor of its own
 * (link-watchdog.ts, decision 0073).
 */
export class SessionWaits {
  /** A wait's deadline timer. */
  private readonly deadlines = new Map<WaitName, unknown>();
  /** When each armed wait began (ms, Date.now), and the wait the current event ended, for CONTINUED_WAITS. */
  private readonly waitStarted = new Map<WaitName, number>();
  private endedWait: { wait: WaitName; startedAt: number } | null = null;

  constructor(private readonly deps: SessionWaitsDeps) {}

  private schedule(fn: () => void, ms: number): unknown {
    return (this.deps.setTimeout ?? ((f: () => void, t: number) => setTimeout(f, t)))(fn, ms);
  }

  private cancel(handle: unknown) {
    (this.deps.clearTimeout ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>)))(handle);
  }

  /** A new event is being stepped: a wait ended by an earlier event is no wait this one's next continues. */
  nextStep() {
    this.endedWait = null;
  }

  arm(wait: WaitName) {
    this.disarm(wait);
    // A wait that follows another one in the same step (sending → processing on the transcript) keeps its
    // clock: the candidate has had nothing to do since the first began (G13).
    const continued = this.endedWait && CONTINUED_WAITS[wait] === this.endedWait.wait ? this.endedWait : null;
    const startedAt = continued?.startedAt ?? Date.now();
    this.waitStarted.set(wait, startedAt);
    const ms = Math.max(0, DEADLINES_MS[wait] * (this.deps.deadlineScale ?? 1) - (Date.now() - startedAt));
    const handle = this.schedule(() => {
      if (this.deadlines.get(wait) !== handle) return;
      this.deadlines.delete(wait);
      this.deps.onDeadline(wait);
    }, ms);
    this.deadlines.set(wait, handle);
  }

  disarm(wait: WaitName) {
    const handle = this.deadlines.get(wait);
    if (handle === undefined) return;
    this.deadlines.delete(wait);
    this.endedWait = { wait, startedAt: this.waitStarted.get(wait) ?? Date.now() };
    this.cancel(handle);
  }

  dispose() {
    for (const wait of [...this.deadlines.keys()]) this.disarm(wait);
  }
}
