import type { ResolvedSocketOptions } from './socket-options.ts';
import {
  dropAt,
  errorAt,
  halfOpenAt,
  invalidAt,
  silence,
  type ErrorFault,
  type SocketRules,
  type Target,
} from '../rules/socket-rules.ts';

/**
 * The socket fault rules (POST /__mock/ws/faults) as they touch one connection: delayed frames that keep their
 * order, errors injected instead of an interviewer turn, and dropped connections in the middle of a turn. Each
 * lookup is one call into the rule list (RuleList.take: the most specific fitting rule, used once).
 */
export class ConnectionFaults {
  private chain: Promise<boolean> = Promise.resolve(true);
  private pending = 0;

  constructor(
    private readonly faults: SocketRules,
    private readonly options: ResolvedSocketOptions,
    private readonly target: Target,
  ) {}

  /**
   * Writes a frame through the delay rules, in order. Without a delay rule a frame goes out synchronously (the
   * latency the bench measures); with one, frames queue behind each other. A ping under a `late` rule alone
   * goes out at once, ahead of the held frames: the link is alive, only the interviewer is late.
   */
  send(write: () => boolean, ping = false): Promise<boolean> {
    const delay = this.faults.delayFor(this.target, this.options.random, ping);
    if (delay === 0 && (this.pending === 0 || (ping && !this.delaysPings()))) return Promise.resolve(write());
    this.pending += 1;
    this.chain = this.chain.then(
      () =>
        new Promise<boolean>((resolve) => {
          const go = () => {
            this.pending -= 1;
            resolve(write());
          };
          if (delay > 0) this.options.scheduler.setTimeout(go, delay);
          else go();
        }),
    );
    return this.chain;
  }

  private delaysPings(): boolean {
    return this.faults.find(this.target, (r) => r.kind === 'delay') !== undefined;
  }

  /** An error rule for interviewer turn `turnIndex`, taken (counted) if there is one. */
  takeError(turnIndex: number): ErrorFault | undefined {
    return this.faults.take(this.target, errorAt(turnIndex));
  }

  /** Whether this connection's `join` goes unanswered (a `silent` rule, taken if there is one). */
  takeSilence(): boolean {
    return this.faults.take(this.target, silence) !== undefined;
  }

  /** Whether sentence `sentenceIndex` of turn `turnIndex` (last sentence `last`) is sent schema-invalid. */
  takeInvalid(turnIndex: number, sentenceIndex: number, last: number): boolean {
    return this.faults.take(this.target, invalidAt(turnIndex, sentenceIndex, last)) !== undefined;
  }

  /** Whether a half-open rule silences the connection before sentence `sentenceIndex` of turn `turnIndex`. */
  takeHalfOpen(turnIndex: number, sentenceIndex: number): boolean {
    return this.faults.take(this.target, halfOpenAt(turnIndex, sentenceIndex)) !== undefined;
  }

  /** Whether a drop rule cuts the connection before sentence `sentenceIndex` of turn `turnIndex`. */
  takeDrop(turnIndex: number, sentenceIndex: number): boolean {
    return this.faults.take(this.target, dropAt(turnIndex, sentenceIndex)) !== undefined;
  }
}
