// The socket chapter of the rule book (rule-book.ts): fault rules set through /__mock/ws/faults
// (socket-routes.ts). Plain TypeScript, no I/O: the connection asks at each decision point (handshake, start of
// an interviewer turn, each frame) through ws/connection-faults.ts, which takes a rule in one call.
import { RuleList, type NewRule } from './rule-list.ts';
import { ruleIds, sameScope, type NextRuleId, type RuleScope } from './rule-scope.ts';
import type { SocketFaultKind, SocketFaultRule } from './socket-fault-kinds.ts';

/** Which sockets a rule applies to (rule-scope.ts): a room and/or a candidate; none means every socket. */
export type SocketScope = Pick<RuleScope, 'roomId' | 'candidateId'>;

interface Base {
  id: number;
  scope: SocketScope;
  /** Remaining uses; Infinity until cleared. */
  remaining: number;
}

/** A rule of `kind` as the book keeps it: its fields (socket-fault-kinds.ts), its id, scope and uses. */
type RuleOf<K extends SocketFaultKind> = Base & Extract<SocketFaultRule, { kind: K }>;

/** Send `error {code}` instead of interviewer turn `atTurn` (0 = opening; null = the next one). */
export type ErrorFault = RuleOf<'error'>;

/** Cut the connection (no close frame, like a network loss) after `afterFrames` frames of turn `atTurn`. */
export type DropFault = RuleOf<'drop'>;

/** Answer the upgrade request with HTTP `status` instead of opening the socket. */
export type RefuseFault = RuleOf<'refuse'>;

/** Hold every server frame for ms + random(0..jitterMs), keeping order. */
export type DelayFault = RuleOf<'delay'>;

/**
 * Accept the handshake and the `join`, then never answer: no `initial_message`, no frame at all (a server that
 * opens but never greets). The connection stays open until the client gives up; it does not claim the room,
 * so the client's next connection joins normally once the rule is used up.
 */
export type SilentFault = RuleOf<'silent'>;

/**
 * Send sentence `frame` of interviewer turn `atTurn` as a frame that breaks the contract (`final_sentence`
 * missing) instead of the valid one; `frame` null = the turn's last sentence, the one that hands over the turn.
 * The server's own bookkeeping goes on as if it had been sent (the client is expected to drop it, decision 0603).
 */
export type InvalidFault = RuleOf<'invalid'>;

/**
 * A half-open socket (a dead link that closes nothing): before sentence `afterFrames` of turn `atTurn` the
 * server goes silent, pings included, and hears nothing more, but never closes. The client must notice by
 * itself (the ping promise, decision 0632). The connection keeps holding the room until it is revoked or closed,
 * as a real server that has not noticed the loss does; the server's countdown goes on.
 */
export type HalfOpenFault = RuleOf<'halfopen'>;

/**
 * A late server: every frame but `ping` is held for ms + random(0..jitterMs), keeping their order, while the
 * pings keep their interval (the link is alive, the interviewer is slow). `delay` holds pings too.
 */
export type LateFault = RuleOf<'late'>;

export type SocketRule = { [K in SocketFaultKind]: RuleOf<K> }[SocketFaultKind];
export type NewSocketRule = NewRule<SocketRule>;

export interface Target {
  roomId: string;
  candidateId: string | undefined;
}

// A rule for turn `atTurn`, or for whichever turn comes next when it names none.
const atTurn = (r: { atTurn: number | null }, turn: number) => r.atTurn === null || r.atTurn === turn;

// What fits each decision point of a connection: `rules.take(target, fits)` (RuleList) picks the most specific
// fitting rule (a room beats a candidate, which beats a global one) and uses it, in one call.

/** An error rule for interviewer turn `turn`. */
export const errorAt =
  (turn: number) =>
  (r: SocketRule): r is ErrorFault =>
    r.kind === 'error' && atTurn(r, turn);

/** A drop rule that cuts the connection before sentence `frame` of turn `turn`. */
export const dropAt =
  (turn: number, frame: number) =>
  (r: SocketRule): r is DropFault =>
    r.kind === 'drop' && atTurn(r, turn) && r.afterFrames === frame;

/** A half-open rule that silences the connection before sentence `frame` of turn `turn`. */
export const halfOpenAt =
  (turn: number, frame: number) =>
  (r: SocketRule): r is HalfOpenFault =>
    r.kind === 'halfopen' && atTurn(r, turn) && r.afterFrames === frame;

/** A rule that leaves the `join` unanswered. */
export const silence = (r: SocketRule): r is SilentFault => r.kind === 'silent';

/** A rule that sends sentence `sentence` (of `last` + 1) of turn `turn` schema-invalid. */
export const invalidAt =
  (turn: number, sentence: number, last: number) =>
  (r: SocketRule): r is InvalidFault =>
    r.kind === 'invalid' && atTurn(r, turn) && (r.frame ?? last) === sentence;

/** A rule that refuses the handshake. */
export const refusal = (r: SocketRule): r is RefuseFault => r.kind === 'refuse';

/** The socket chapter: a RuleList of socket rules (find/take/list/clear/remove) where a delay replaces a delay
 * and a late rule a late rule. */
export class SocketRules extends RuleList<SocketRule> {
  constructor(nextId: NextRuleId = ruleIds()) {
    super(nextId);
  }

  override add(rule: NewSocketRule): SocketRule {
    // One delay (and one late rule) per scope: setting it again replaces it.
    const replaces =
      rule.kind === 'delay' || rule.kind === 'late'
        ? (r: SocketRule) => r.kind === rule.kind && sameScope(r.scope, rule.scope)
        : undefined;
    return super.add(rule, replaces);
  }

  /**
   * Delay for the next frame in ms, 0 without a rule (the fast path: frames go out synchronously). A `delay`
   * rule holds every frame; a `late` rule every frame but a ping. Both at once add up.
   */
  delayFor(t: Target, random: () => number = Math.random, ping = false): number {
    let ms = 0;
    for (const kind of ping ? (['delay'] as const) : (['delay', 'late'] as const)) {
      const rule = this.find(t, (r): r is DelayFault | LateFault => r.kind === kind);
      if (rule) ms += Math.round(rule.ms + rule.jitterMs * random());
    }
    return ms;
  }
}
