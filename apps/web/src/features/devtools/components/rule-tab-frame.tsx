import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { control } from '../api/control';
import { ActionButton, Section, Status } from './panel-kit';

// The frame the two tabs that set rules (HTTP, Socket) share: their forms, then the rule book's active rules
// (both channels, GET /__mock/rules) with a clear button each, then the last action's outcome.

interface ListedRule {
  id: number;
  channel: 'http' | 'socket';
  kind: string;
  scope: Record<string, string> | null;
  remaining: number | null;
  [field: string]: unknown;
}

/** One line per rule: what it does, to whom, how many times left. */
function describeRule(rule: ListedRule): string {
  const who = rule.scope
    ? Object.entries(rule.scope)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')
    : 'everyone';
  const left = rule.remaining === null ? 'until cleared' : `${rule.remaining} left`;
  const what =
    rule.kind === 'fault'
      ? `${String(rule.route)} → ${String(rule.status)} ${String(rule.message)}`
      : rule.kind === 'latency'
        ? `latency ${String(rule.route ?? 'every operation')} ${String(rule.min)}–${String(rule.max)} ms`
        : `socket ${rule.kind}${rule.code ? ` ${String(rule.code)}` : ''}`;
  return `${what} · ${who} · ${left}`;
}

export interface RuleBook {
  rules: ListedRule[];
  /** Reads the rules again (after a form has set one). */
  reload: () => Promise<void>;
  /** Clears one rule by id, or all of them. */
  clear: (id?: number) => Promise<void>;
}

export function useRuleBook(): RuleBook {
  const [rules, setRules] = useState<ListedRule[]>([]);
  const reload = useCallback(async () => {
    const { data } = await control.GET('/__mock/rules');
    setRules((data?.data ?? []) as ListedRule[]);
  }, []);
  const clear = useCallback(
    async (id?: number) => {
      if (id === undefined) await control.DELETE('/__mock/rules');
      else await control.DELETE('/__mock/rules/{id}', { params: { path: { id } } });
      await reload();
    },
    [reload],
  );
  useEffect(() => void reload(), [reload]);
  return { rules, reload, clear };
}

function ActiveRules({ book }: { book: RuleBook }) {
  if (book.rules.length === 0) return <p className="text-sm text-muted-foreground">No active rule.</p>;
  return (
    <>
      <ul className="flex flex-col gap-1" aria-label="Active rules">
        {book.rules.map((r) => (
          <li key={r.id} className="flex items-center justify-between gap-2 text-xs">
            <span className="min-w-0 break-words">{describeRule(r)}</span>
            <ActionButton onClick={() => void book.clear(r.id)}>Clear rule {r.id}</ActionButton>
          </li>
        ))}
      </ul>
      <ActionButton onClick={() => void book.clear()}>Clear all rules</ActionButton>
    </>
  );
}

export function RuleTabFrame({
  book,
  outcome,
  children,
}: {
  book: RuleBook;
  outcome: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      {children}
      <Section title="Active rules">
        <ActiveRules book={book} />
      </Section>
      <Status text={outcome} />
    </div>
  );
}
