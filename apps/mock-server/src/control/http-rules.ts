// The HTTP chapter of the rule book (rule-book.ts): fault and latency rules per contract operation, set through
// /__mock/faults and /__mock/latency. Plain TypeScript: the operation wrapper in src/plugins/app/operations.ts
// asks `latencyFor()` and `takeFault()` on every API call.
import {
  normalizeScope,
  ruleIds,
  sameScope,
  scopeMatches,
  scopeTouches,
  specificity,
  type NextRuleId,
  type RuleScope,
} from './rule-scope.ts';

/** Which callers a rule applies to (rule-scope.ts); HTTP rules name a candidate or an `x-mock-scope` header. */
export type Scope = RuleScope;

export interface FaultRule {
  id: number;
  /** "POST /interviews/register": method + contract path. */
  route: string;
  status: number;
  message: string;
  /** Body `status` when it should differ from the HTTP status (the client's status-mismatch branch). */
  bodyStatus: number | undefined;
  /** With status 429: seconds sent in Retry-After / RateLimit-Reset (default RATE_LIMIT_RETRY_AFTER_S). */
  retryAfter: number | undefined;
  /** Remaining answers; Infinity for "until cleared". */
  remaining: number;
  scope: Scope | undefined;
}

export interface LatencyRule {
  id: number;
  route: string | undefined;
  min: number;
  max: number;
  scope: Scope | undefined;
}

export interface Caller {
  candidateId: string | undefined;
  scopeHeader: string | undefined;
}

const targetOf = (caller: Caller) => ({ candidateId: caller.candidateId, header: caller.scopeHeader });

/** Window the emulated rate limit announces in RateLimit-Limit (requests per window). */
export const RATE_LIMIT_EMULATED_LIMIT = 10;
export const RATE_LIMIT_RETRY_AFTER_S = 30;

/**
 * Headers of an emulated 429 (openapi.yaml TooManyRequests): Retry-After plus the IETF RateLimit-* fields, so a
 * client can say when to try again.
 */
export function rateLimitHeaders(retryAfter = RATE_LIMIT_RETRY_AFTER_S): Record<string, string> {
  return {
    'retry-after': String(retryAfter),
    'ratelimit-limit': String(RATE_LIMIT_EMULATED_LIMIT),
    'ratelimit-remaining': '0',
    'ratelimit-reset': String(retryAfter),
  };
}

/** "200-800" | "300" → {min, max}; undefined for empty/invalid input. */
export function parseLatency(value: string | undefined): { min: number; max: number } | undefined {
  if (!value) return undefined;
  const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(value);
  if (!m) return undefined;
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : Number(m[2]);
  return max >= min ? { min, max } : { min: max, max: min };
}

export class HttpRules {
  private faults: FaultRule[] = [];
  private latencies: LatencyRule[] = [];

  constructor(
    private readonly baseLatency?: { min: number; max: number },
    private readonly nextId: NextRuleId = ruleIds(),
  ) {}

  /** False when no rule and no base latency exist: the API hooks then skip this module entirely. */
  get active(): boolean {
    return this.faults.length > 0 || this.latencies.length > 0 || this.baseLatency !== undefined;
  }

  addFault(rule: Omit<FaultRule, 'id'>): FaultRule {
    const full = { ...rule, scope: normalizeScope(rule.scope), id: this.nextId() };
    this.faults.push(full);
    return { ...full };
  }

  listFaults(): FaultRule[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /** Clears the rules of one scope (what a parallel e2e worker does), or all of them. */
  clearFaults(scope?: Scope): number {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => !scopeTouches(f.scope, scope));
    return before - this.faults.length;
  }

  /** The first matching fault for this call, consuming one of its `times`. Scoped rules win over global ones. */
  takeFault(route: string, caller: Caller): FaultRule | undefined {
    const target = targetOf(caller);
    const rule = this.faults
      .filter((f) => f.route === route && f.remaining > 0 && scopeMatches(f.scope, target))
      .sort((a, b) => specificity(b.scope) - specificity(a.scope))[0];
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.faults = this.faults.filter((f) => f !== rule);
    return { ...rule };
  }

  setLatency(rule: Omit<LatencyRule, 'id'>): LatencyRule {
    // One rule per (route, scope): setting it again replaces the old value.
    this.latencies = this.latencies.filter(
      (l) => !(l.route === rule.route && sameScope(l.scope, rule.scope)),
    );
    const full = { ...rule, scope: normalizeScope(rule.scope), id: this.nextId() };
    this.latencies.push(full);
    return { ...full };
  }

  listLatencies(): LatencyRule[] {
    return this.latencies.map((l) => ({ ...l }));
  }

  clearLatency(scope?: Scope): number {
    const before = this.latencies.length;
    this.latencies = this.latencies.filter((l) => !scopeTouches(l.scope, scope));
    return before - this.latencies.length;
  }

  /** Removes the fault or latency rule with this id; false when there is none. */
  remove(id: number): boolean {
    const before = this.faults.length + this.latencies.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    this.latencies = this.latencies.filter((l) => l.id !== id);
    return this.faults.length + this.latencies.length < before;
  }

  /** Delay in ms for this call: the most specific rule (route + scope > route > scope > global > env). */
  latencyFor(route: string, caller: Caller, random: () => number = Math.random): number {
    const target = targetOf(caller);
    const matching = this.latencies.filter(
      (l) => (!l.route || l.route === route) && scopeMatches(l.scope, target),
    );
    const rank = (l: LatencyRule) => (l.route ? 2 : 0) + (l.scope ? 1 : 0);
    const best = matching.sort((a, b) => rank(b) - rank(a))[0] ?? this.baseLatency;
    if (!best) return 0;
    return Math.round(best.min + (best.max - best.min) * random());
  }

  reset(): void {
    this.faults = [];
    this.latencies = [];
  }
}
