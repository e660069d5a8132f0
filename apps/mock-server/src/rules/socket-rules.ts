// The socket chapter of the rule book (rule-book.ts): fault rules set through /__mock/ws/faults
// (socket-routes.ts). Plain TypeScript, no I/O: the connection asks at each decision point (handshake, start of
// an interviewer turn, each frame) through ws/connection-faults.ts.
import { RuleList, type NewRule } from './rule-list.ts';
import { ruleIds, sameScope, type NextRuleId, type RuleScope } from './rule-scope.ts';

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
export type NewSocketRule = NewRule<SocketRule>;

export interface Target {
  roomId: string;
  candidateId: string | undefined;
}

// A rule for turn `atTurn`, or for whichever turn comes next when it names none.
// (Among fitting rules, one naming a room wins over one naming a candidate, which wins over a global one:
// RuleList's default rank.)
const atTurn = (r: { atTurn: number | null }, turn: number) => r.atTurn === null || r.atTurn === turn;

export class SocketRules {
  private readonly rules: RuleList<SocketRule>;

  constructor(nextId: NextRuleId = ruleIds()) {
    this.rules = new RuleList(nextId);
  }

  add(rule: NewSocketRule): SocketRule {
    // One delay per scope: setting it again replaces it.
    const replaces =
      rule.kind === 'delay'
        ? (r: SocketRule) => r.kind === 'delay' && sameScope(r.scope, rule.scope)
        : undefined;
    return this.rules.add(rule, replaces);
  }

  list(): SocketRule[] {
    return this.rules.list();
  }

  /** Clears rules whose scope touches this room / candidate, or all of them. Returns how many went. */
  clear(scope?: RuleScope): number {
    return this.rules.clear(scope);
  }

  /** Removes the rule with this id; false when there is none. */
  remove(id: number): boolean {
    return this.rules.remove(id);
  }

  private take<K extends SocketRule['kind']>(
    kind: K,
    t: Target,
    extra: (r: Extract<SocketRule, { kind: K }>) => boolean,
  ): Extract<SocketRule, { kind: K }> | undefined {
    return this.rules.take(
      t,
      (r): r is Extract<SocketRule, { kind: K }> =>
        r.kind === kind && extra(r as Extract<SocketRule, { kind: K }>),
    );
  }

  takeError(t: Target, turn: number): ErrorFault | undefined {
    return this.take('error', t, (r) => atTurn(r, turn));
  }

  takeDrop(t: Target, turn: number, frame: number): DropFault | undefined {
    return this.take('drop', t, (r) => atTurn(r, turn) && r.afterFrames === frame);
  }

  takeSilence(t: Target): SilentFault | undefined {
    return this.take('silent', t, () => true);
  }

  /** Whether sentence `sentence` (of `last` + 1) of turn `turn` goes out schema-invalid; counted when taken. */
  takeInvalid(t: Target, turn: number, sentence: number, last: number): InvalidFault | undefined {
    return this.take('invalid', t, (r) => atTurn(r, turn) && (r.frame ?? last) === sentence);
  }

  takeRefusal(t: Target): RefuseFault | undefined {
    return this.take('refuse', t, () => true);
  }

  /** Delay for the next frame in ms, 0 without a rule (the fast path: frames go out synchronously). */
  delayFor(t: Target, random: () => number = Math.random): number {
    const rule = this.rules.find(t, (r): r is DelayFault => r.kind === 'delay');
    if (!rule) return 0;
    return Math.round(rule.ms + rule.jitterMs * random());
  }
}
