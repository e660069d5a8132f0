// The socket chapter of the rule book (rule-book.ts): fault rules set through /__mock/ws/faults
// (socket-routes.ts). Plain TypeScript, no I/O: the connection asks at each decision point (handshake, start of
// an interviewer turn, each frame) through ws/connection-faults.ts.
import {
  ruleIds,
  sameScope,
  scopeMatches,
  scopeTouches,
  specificity,
  type NextRuleId,
  type RuleScope,
} from './rule-scope.ts';

/** Which sockets a rule applies to (rule-scope.ts): a room and/or a candidate; none means every socket. */
export type SocketScope = Pick<RuleScope, 'roomId' | 'candidateId'>;

interface Base {
  id: number;
  scope: SocketScope;
  /** Remaining uses; Infinity until cleared. */
  remaining: number;
}

/** Send `error {code}` instead of interviewer turn `atTurn` (0 = opening; null = the next one). */
export interface ErrorFault extends Base {
  kind: 'error';
  code: string;
  message: string;
  atTurn: number | null;
}

/** Cut the connection (no close frame, like a network loss) after `afterFrames` frames of turn `atTurn`. */
export interface DropFault extends Base {
  kind: 'drop';
  atTurn: number | null;
  afterFrames: number;
}

/** Answer the upgrade request with HTTP `status` instead of opening the socket. */
export interface RefuseFault extends Base {
  kind: 'refuse';
  status: number;
  message: string;
}

/** Hold every server frame for ms + random(0..jitterMs), keeping order. */
export interface DelayFault extends Base {
  kind: 'delay';
  ms: number;
  jitterMs: number;
}

/**
 * Accept the handshake and the `join`, then never answer: no `initial_message`, no frame at all (a server that
 * opens but never greets). The connection stays open until the client gives up; it does not claim the room,
 * so the client's next connection joins normally once the rule is used up.
 */
export interface SilentFault extends Base {
  kind: 'silent';
}

/**
 * Send sentence `frame` of interviewer turn `atTurn` as a frame that breaks the contract (`final_sentence`
 * missing) instead of the valid one; `frame` null = the turn's last sentence, the one that hands over the turn.
 * The server's own bookkeeping goes on as if it had been sent (the client is expected to drop it, decision 0603).
 */
export interface InvalidFault extends Base {
  kind: 'invalid';
  atTurn: number | null;
  frame: number | null;
}

export type SocketRule = ErrorFault | DropFault | RefuseFault | DelayFault | SilentFault | InvalidFault;
export type NewSocketRule = SocketRule extends infer F
  ? F extends SocketRule
    ? Omit<F, 'id'>
    : never
  : never;

export interface Target {
  roomId: string;
  candidateId: string | undefined;
}

const matches = (scope: SocketScope, t: Target) => scopeMatches(scope, t);

// Rules naming a room win over rules naming a candidate, which win over global ones.
const rank = (f: SocketRule) => specificity(f.scope);

export class SocketRules {
  private rules: SocketRule[] = [];

  constructor(private readonly nextId: NextRuleId = ruleIds()) {}

  add(rule: NewSocketRule): SocketRule {
    if (rule.kind === 'delay') {
      // One delay per scope: setting it again replaces it.
      this.rules = this.rules.filter((r) => !(r.kind === 'delay' && sameScope(r.scope, rule.scope)));
    }
    const full = { ...rule, id: this.nextId() } as SocketRule;
    this.rules.push(full);
    return { ...full };
  }

  list(): SocketRule[] {
    return this.rules.map((r) => ({ ...r }));
  }

  /** Clears rules whose scope touches this room / candidate, or all of them. Returns how many went. */
  clear(scope?: RuleScope): number {
    const before = this.rules.length;
    this.rules = this.rules.filter((r) => !scopeTouches(r.scope, scope));
    return before - this.rules.length;
  }

  /** Removes the rule with this id; false when there is none. */
  remove(id: number): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((r) => r.id !== id);
    return this.rules.length < before;
  }

  private take<K extends SocketRule['kind']>(
    kind: K,
    t: Target,
    extra: (r: Extract<SocketRule, { kind: K }>) => boolean,
  ) {
    const found = this.rules
      .filter(
        (r): r is Extract<SocketRule, { kind: K }> =>
          r.kind === kind && r.remaining > 0 && matches(r.scope, t),
      )
      .filter(extra)
      .sort((a, b) => rank(b) - rank(a))[0];
    if (!found) return undefined;
    found.remaining -= 1;
    if (found.remaining <= 0) this.rules = this.rules.filter((r) => r !== found);
    return { ...found };
  }

  takeError(t: Target, turn: number): ErrorFault | undefined {
    return this.take('error', t, (r) => r.atTurn === null || r.atTurn === turn);
  }

  takeDrop(t: Target, turn: number, frame: number): DropFault | undefined {
    return this.take('drop', t, (r) => (r.atTurn === null || r.atTurn === turn) && r.afterFrames === frame);
  }

  takeSilence(t: Target): SilentFault | undefined {
    return this.take('silent', t, () => true);
  }

  /** Whether sentence `sentence` (of `last` + 1) of turn `turn` goes out schema-invalid; counted when taken. */
  takeInvalid(t: Target, turn: number, sentence: number, last: number): InvalidFault | undefined {
    return this.take(
      'invalid',
      t,
      (r) => (r.atTurn === null || r.atTurn === turn) && (r.frame ?? last) === sentence,
    );
  }

  takeRefusal(t: Target): RefuseFault | undefined {
    return this.take('refuse', t, () => true);
  }

  /** Delay for the next frame in ms, 0 without a rule (the fast path: frames go out synchronously). */
  delayFor(t: Target, random: () => number = Math.random): number {
    const rule = this.rules
      .filter((r): r is DelayFault => r.kind === 'delay' && matches(r.scope, t))
      .sort((a, b) => rank(b) - rank(a))[0];
    if (!rule) return 0;
    return Math.round(rule.ms + rule.jitterMs * random());
  }
}
