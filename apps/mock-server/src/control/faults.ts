// Fault and latency rules of the control API (/__mock). Plain TypeScript: the operation wrapper in
// src/plugins/app/operations.ts asks `latencyFor()` and `takeFault()` on every API call.

/** Which callers a rule applies to: a candidate, or requests carrying `x-mock-scope: <value>`. No scope: everyone. */
export type Scope = { candidateId: string } | { header: string };

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

function scopeMatches(scope: Scope | undefined, caller: Caller): boolean {
  if (!scope) return true;
  if ('candidateId' in scope) return scope.candidateId === caller.candidateId;
  return scope.header === caller.scopeHeader;
}

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

export class ControlState {
  private faults: FaultRule[] = [];
  private latencies: LatencyRule[] = [];
  private nextId = 1;

  constructor(private readonly baseLatency?: { min: number; max: number }) {}

  /** False when no rule and no base latency exist: the API hooks then skip this module entirely. */
  get active(): boolean {
    return this.faults.length > 0 || this.latencies.length > 0 || this.baseLatency !== undefined;
  }

  addFault(rule: Omit<FaultRule, 'id'>): FaultRule {
    const full = { ...rule, id: this.nextId++ };
    this.faults.push(full);
    return full;
  }

  listFaults(): FaultRule[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /** Clears the rules of one scope (what a parallel e2e worker does), or all of them. */
  clearFaults(scope?: Scope): number {
    const before = this.faults.length;
    this.faults = scope ? this.faults.filter((f) => JSON.stringify(f.scope) !== JSON.stringify(scope)) : [];
    return before - this.faults.length;
  }

  /** The first matching fault for this call, consuming one of its `times`. Scoped rules win over global ones. */
  takeFault(route: string, caller: Caller): FaultRule | undefined {
    const candidates = this.faults.filter(
      (f) => f.route === route && f.remaining > 0 && scopeMatches(f.scope, caller),
    );
    const rule = candidates.find((f) => f.scope) ?? candidates[0];
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.faults = this.faults.filter((f) => f !== rule);
    return { ...rule };
  }

  setLatency(rule: Omit<LatencyRule, 'id'>): LatencyRule {
    // One rule per (route, scope): setting it again replaces the old value.
    this.latencies = this.latencies.filter(
      (l) => !(l.route === rule.route && JSON.stringify(l.scope) === JSON.stringify(rule.scope)),
    );
    const full = { ...rule, id: this.nextId++ };
    this.latencies.push(full);
    return full;
  }

  listLatencies(): LatencyRule[] {
    return this.latencies.map((l) => ({ ...l }));
  }

  clearLatency(scope?: Scope): void {
    this.latencies = scope
      ? this.latencies.filter((l) => JSON.stringify(l.scope) !== JSON.stringify(scope))
      : [];
  }

  /** Delay in ms for this call: the most specific rule (route + scope > route > scope > global > env). */
  latencyFor(route: string, caller: Caller, random: () => number = Math.random): number {
    const matching = this.latencies.filter(
      (l) => (!l.route || l.route === route) && scopeMatches(l.scope, caller),
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
