import type { ResolvedSocketOptions } from './socket-options.ts';
import type { ErrorFault, SocketRules, Target } from '../rules/socket-rules.ts';

/**
 * The socket fault rules (POST /__mock/ws/faults) as they touch one connection: delayed frames that keep their
 * order, errors injected instead of an interviewer turn, and dropped connections in the middle of a turn.
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
   * latency the bench measures); with one, frames queue behind each other.
   */
  send(write: () => boolean): Promise<boolean> {
    const delay = this.faults.delayFor(this.target, this.options.random);
    if (delay === 0 && this.pending === 0) return Promise.resolve(write());
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

  /** An error rule for interviewer turn `turnIndex`, taken (counted) if there is one. */
  takeError(turnIndex: number): ErrorFault | undefined {
    return this.faults.takeError(this.target, turnIndex);
  }

  /** Whether this connection's `join` goes unanswered (a `silent` rule, taken if there is one). */
  takeSilence(): boolean {
    return this.faults.takeSilence(this.target) !== undefined;
  }

  /** Whether sentence `sentenceIndex` of turn `turnIndex` (last sentence `last`) is sent schema-invalid. */
  takeInvalid(turnIndex: number, sentenceIndex: number, last: number): boolean {
    return this.faults.takeInvalid(this.target, turnIndex, sentenceIndex, last) !== undefined;
  }

  /** Whether a drop rule cuts the connection before sentence `sentenceIndex` of turn `turnIndex`. */
  takeDrop(turnIndex: number, sentenceIndex: number): boolean {
    return this.faults.takeDrop(this.target, turnIndex, sentenceIndex) !== undefined;
  }
}
