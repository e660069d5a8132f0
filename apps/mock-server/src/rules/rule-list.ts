// The one list behind every chapter of the rule book (HTTP faults, HTTP latency, socket faults): add, list,
// clear by scope, remove by id, and pick the most specific rule that applies to a caller, optionally using one
// of its `times`. The chapters only say which rules fit a call (route, kind, turn...) and what a rule holds.
import {
  scopeMatches,
  scopeTouches,
  specificity,
  type NextRuleId,
  type RuleScope,
  type RuleTarget,
} from './rule-scope.ts';

export interface ListedRuleBase {
  id: number;
  scope: RuleScope | undefined;
}

/** A rule that is used up: `remaining` answers left, Infinity until cleared. */
export interface Consumable {
  remaining: number;
}

/** A rule as it is handed in, before it has an id (`Omit` per member, so a union keeps its `kind` tags). */
export type NewRule<R> = R extends unknown ? Omit<R, 'id'> : never;

export class RuleList<R extends ListedRuleBase> {
  private rules: R[] = [];

  constructor(private readonly nextId: NextRuleId) {}

  get size(): number {
    return this.rules.length;
  }

  /** Stores the rule under a new id, first dropping the rules `replaces` names (a setting made again). */
  add(rule: NewRule<R>, replaces?: (existing: R) => boolean): R {
    if (replaces) this.rules = this.rules.filter((r) => !replaces(r));
    const full = { ...rule, id: this.nextId() } as R;
    this.rules.push(full);
    return { ...full };
  }

  /** Copies, in the order they were set. */
  list(): R[] {
    return this.rules.map((r) => ({ ...r }));
  }

  /** Clears the rules whose scope touches `scope` (what a parallel e2e worker does), or all of them. */
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

  /**
   * The rule that applies to `target` among those `fits` accepts, without using it up: the highest `rank`
   * (by default the scope's specificity: room > candidate or header > global), the first set among equals.
   */
  find<S extends R>(
    target: RuleTarget,
    fits: (rule: R) => rule is S,
    rank?: (rule: S) => number,
  ): S | undefined;
  find(target: RuleTarget, fits: (rule: R) => boolean, rank?: (rule: R) => number): R | undefined;
  find(
    target: RuleTarget,
    fits: (rule: R) => boolean,
    rank: (rule: R) => number = (rule) => specificity(rule.scope),
  ): R | undefined {
    return this.rules
      .filter((r) => fits(r) && scopeMatches(r.scope, target))
      .sort((a, b) => rank(b) - rank(a))[0];
  }

  /** Like `find` among the rules with answers left, and uses one of them; a used-up rule leaves the list. */
  take<S extends R & Consumable>(
    this: RuleList<R & Consumable>,
    target: RuleTarget,
    fits: (rule: R & Consumable) => rule is S,
  ): S | undefined;
  take(
    this: RuleList<R & Consumable>,
    target: RuleTarget,
    fits: (rule: R & Consumable) => boolean,
  ): (R & Consumable) | undefined;
  take(
    this: RuleList<R & Consumable>,
    target: RuleTarget,
    fits: (rule: R & Consumable) => boolean,
  ): (R & Consumable) | undefined {
    const rule = this.find(target, (r) => r.remaining > 0 && fits(r));
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rules = this.rules.filter((r) => r !== rule);
    return { ...rule };
  }
}
