// The mock's one rule book: HTTP faults and latency (http-rules.ts) and socket faults (socket-rules.ts) share
// one scope model (rule-scope.ts), one id sequence, and one way to list and clear (GET/DELETE /__mock/rules).
import { HttpRules } from './http-rules.ts';
import { normalizeScope, ruleIds, scopeTouches, type RuleScope } from './rule-scope.ts';
import { SocketRules, type SocketRule } from './socket-rules.ts';

/** A rule as GET /__mock/rules lists it: the channel and kind first, `remaining: null` for "until cleared". */
export type ListedRule = {
  id: number;
  channel: 'http' | 'socket';
  kind: 'fault' | 'latency' | SocketRule['kind'];
  scope: RuleScope | null;
  remaining: number | null;
} & Record<string, unknown>;

const remainingOf = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? null : n);

export class RuleBook {
  readonly http: HttpRules;
  readonly socket: SocketRules;

  constructor(baseLatency?: { min: number; max: number }) {
    const nextId = ruleIds();
    this.http = new HttpRules(baseLatency, nextId);
    this.socket = new SocketRules(nextId);
  }

  /** Every rule whose scope touches `filter` (all of them without one), in the order they were set. */
  list(filter?: RuleScope): ListedRule[] {
    const http: ListedRule[] = [
      ...this.http.listFaults().map(({ id, scope, remaining, ...rest }) => ({
        id,
        channel: 'http' as const,
        kind: 'fault' as const,
        scope: normalizeScope(scope) ?? null,
        remaining: remainingOf(remaining),
        ...rest,
      })),
      ...this.http.listLatencies().map(({ id, scope, ...rest }) => ({
        id,
        channel: 'http' as const,
        kind: 'latency' as const,
        scope: normalizeScope(scope) ?? null,
        remaining: null,
        ...rest,
      })),
    ];
    const socket: ListedRule[] = this.socket.list().map(({ id, kind, scope, remaining, ...rest }) => ({
      id,
      channel: 'socket' as const,
      kind,
      scope: normalizeScope(scope) ?? null,
      remaining: remainingOf(remaining),
      ...rest,
    }));
    return [...http, ...socket]
      .filter((rule) => scopeTouches(rule.scope ?? undefined, filter))
      .sort((a, b) => a.id - b.id);
  }

  /** Clears the rules touching `filter` in both chapters (all without one); returns how many went. */
  clear(filter?: RuleScope): number {
    return this.http.clearFaults(filter) + this.http.clearLatency(filter) + this.socket.clear(filter);
  }

  /** Removes one rule by id, whichever chapter holds it. */
  remove(id: number): boolean {
    return this.http.remove(id) || this.socket.remove(id);
  }
}
