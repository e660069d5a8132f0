// The one scope model of the mock's rule book (HTTP faults and latency, socket faults): a rule applies to the
// callers whose every named field matches; a rule naming nothing applies to everyone.

export interface RuleScope {
  /** A signed-in candidate (HTTP: the bearer token's; socket: the session cookie's). */
  candidateId?: string | undefined;
  /** One interview room (socket rules). */
  roomId?: string | undefined;
  /** Requests carrying `x-mock-scope: <value>` (what a parallel e2e worker tags its calls with). */
  header?: string | undefined;
}

/** Who a request or socket is, in the terms of RuleScope. */
export interface RuleTarget {
  candidateId?: string | undefined;
  roomId?: string | undefined;
  header?: string | undefined;
}

const FIELDS = ['roomId', 'candidateId', 'header'] as const;

export function scopeMatches(scope: RuleScope | undefined, target: RuleTarget): boolean {
  if (!scope) return true;
  return FIELDS.every((field) => scope[field] === undefined || scope[field] === target[field]);
}

/** A room beats a candidate or header, which beat a global rule. */
export function specificity(scope: RuleScope | undefined): number {
  if (!scope) return 0;
  return (
    (scope.roomId !== undefined ? 2 : 0) +
    (scope.candidateId !== undefined || scope.header !== undefined ? 1 : 0)
  );
}

/** Whether `clear(filter)` takes this rule: its scope names one of the filter's values. No filter: every rule. */
export function scopeTouches(scope: RuleScope | undefined, filter: RuleScope | undefined): boolean {
  if (!filter || FIELDS.every((field) => filter[field] === undefined)) return true;
  if (!scope) return false;
  return FIELDS.some((field) => filter[field] !== undefined && scope[field] === filter[field]);
}

export const sameScope = (a: RuleScope | undefined, b: RuleScope | undefined): boolean =>
  FIELDS.every((field) => a?.[field] === b?.[field]);

/** Drops undefined fields; undefined when nothing is named (JSON answers say `null` for "everyone"). */
export function normalizeScope(scope: RuleScope | undefined): RuleScope | undefined {
  if (!scope) return undefined;
  const named = Object.fromEntries(FIELDS.filter((f) => scope[f] !== undefined).map((f) => [f, scope[f]]));
  return Object.keys(named).length > 0 ? (named as RuleScope) : undefined;
}

/** One id sequence for every rule of the book, so `DELETE /__mock/rules/:id` names one rule unambiguously. */
export type NextRuleId = () => number;

export function ruleIds(): NextRuleId {
  let next = 1;
  return () => next++;
}
