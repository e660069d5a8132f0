// The HTTP chapter of the rule book (rule-book.ts): fault and latency rules per contract operation, set through
// /__mock/faults and /__mock/latency. Plain TypeScript: the operation wrapper in src/plugins/app/operations.ts
// asks `latencyFor()` and `takeFault()` on every API call.
import { RuleList } from './rule-list.ts';
import { normalizeScope, ruleIds, sameScope, type NextRuleId, type RuleScope } from './rule-scope.ts';

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
  private readonly faults: RuleList<FaultRule>;
  private readonly latencies: RuleList<LatencyRule>;

  constructor(
    private readonly baseLatency?: { min: number; max: number },
    nextId: NextRuleId = ruleIds(),
  ) {
    this.faults = new RuleList(nextId);
    this.latencies = new RuleList(nextId);
  }

  /** False when no rule and no base latency exist: the API hooks then skip this module entirely. */
  get active(): boolean {
    return this.faults.size > 0 || this.latencies.size > 0 || this.baseLatency !== undefined;
  }

  addFault(rule: Omit<FaultRule, 'id'>): FaultRule {
    return this.faults.add({ ...rule, scope: normalizeScope(rule.scope) });
  }

  listFaults(): FaultRule[] {
    return this.faults.list();
  }

  /** Clears the rules of one scope (what a parallel e2e worker does), or all of them. */
  clearFaults(scope?: Scope): number {
    return this.faults.clear(scope);
  }

  /** The first matching fault for this call, consuming one of its `times`. Scoped rules win over global ones. */
  takeFault(route: string, caller: Caller): FaultRule | undefined {
    return this.faults.take(targetOf(caller), (f) => f.route === route);
  }

  setLatency(rule: Omit<LatencyRule, 'id'>): LatencyRule {
    // One rule per (route, scope): setting it again replaces the old value.
    return this.latencies.add(
      { ...rule, scope: normalizeScope(rule.scope) },
      (l) => l.route === rule.route && sameScope(l.scope, rule.scope),
    );
  }

  listLatencies(): LatencyRule[] {
    return this.latencies.list();
  }

  clearLatency(scope?: Scope): number {
    return this.latencies.clear(scope);
  }

  /** Removes the fault or latency rule with this id (ids are unique across both); false when there is none. */
  remove(id: number): boolean {
    return this.faults.remove(id) || this.latencies.remove(id);
  }

  /** Delay in ms for this call: the most specific rule (route + scope > route > scope > global > env). */
  latencyFor(route: string, caller: Caller, random: () => number = Math.random): number {
    const best =
      this.latencies.find(
        targetOf(caller),
        (l) => !l.route || l.route === route,
        (l) => (l.route ? 2 : 0) + (l.scope ? 1 : 0),
      ) ?? this.baseLatency;
    if (!best) return 0;
    return Math.round(best.min + (best.max - best.min) * random());
  }

  reset(): void {
    this.faults.clear();
    this.latencies.clear();
  }
}
