import { useCallback, useEffect, useMemo, useState } from 'react';
import { API_ERROR_CODES } from '@mockint/api-contract';
import { control, errorText, signedInCandidateId } from '../api/control';
import { ActionButton, NumberField, Section, SelectField, Status } from './panel-kit';
import { ProxyViolations } from './proxy-violations';

interface Operation {
  key: string;
  operationId: string;
  statuses: number[];
}

export interface ListedRule {
  id: number;
  channel: 'http' | 'socket';
  kind: string;
  scope: Record<string, string> | null;
  remaining: number | null;
  [field: string]: unknown;
}

const TYPED = '__typed__';
// Messages a fault may carry: the spec's 400 codes, and the plain messages of the other statuses.
const CATALOGUE = ['Internal server error', 'Unauthorized', 'Not found', ...API_ERROR_CODES];

/** One line per rule: what it does, to whom, how many times left. */
export function describeRule(rule: ListedRule): string {
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

/** The active rules (HTTP and socket) of the rule book, each with a clear button. */
export function RuleList({ rules, onClear }: { rules: ListedRule[]; onClear: (id?: number) => void }) {
  if (rules.length === 0) return <p className="text-sm text-muted-foreground">No active rule.</p>;
  return (
    <>
      <ul className="flex flex-col gap-1" aria-label="Active rules">
        {rules.map((r) => (
          <li key={r.id} className="flex items-center justify-between gap-2 text-xs">
            <span className="min-w-0 break-words">{describeRule(r)}</span>
            <ActionButton onClick={() => onClear(r.id)}>Clear rule {r.id}</ActionButton>
          </li>
        ))}
      </ul>
      <ActionButton onClick={() => onClear()}>Clear all rules</ActionButton>
    </>
  );
}

export function useRules(): [ListedRule[], () => Promise<void>, (id?: number) => Promise<void>] {
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
  return [rules, reload, clear];
}

/** Every operation: a fault for the next N calls of this candidate, latency, and the active rules. */
export function HttpTab() {
  const [operations, setOperations] = useState<Operation[]>([]);
  const [route, setRoute] = useState('');
  const [status, setStatus] = useState(500);
  const [message, setMessage] = useState(CATALOGUE[0]!);
  const [typed, setTyped] = useState('');
  const [times, setTimes] = useState(1);
  const [latencyRoute, setLatencyRoute] = useState('');
  const [latencyMs, setLatencyMs] = useState(1500);
  const [outcome, setOutcome] = useState('');
  const [rules, reload, clear] = useRules();
  const candidateId = signedInCandidateId();

  useEffect(() => {
    void control.GET('/__mock/operations').then(({ data }) => {
      const list = (data?.data ?? []) as Operation[];
      setOperations(list);
      setRoute((current) => current || list[0]?.key || '');
    });
  }, []);

  const operationKeys = useMemo(() => operations.map((op) => op.key), [operations]);
  const statuses = useMemo(
    () => operations.find((op) => op.key === route)?.statuses.filter((s) => s !== 200) ?? [],
    [operations, route],
  );
  useEffect(() => {
    if (statuses.length > 0 && !statuses.includes(status)) setStatus(statuses[0]!);
  }, [statuses, status]);

  const inject = async () => {
    const { error } = await control.POST('/__mock/faults', {
      body: {
        route,
        status,
        message: message === TYPED ? typed : message,
        times,
        ...(candidateId ? { scope: { candidateId } } : {}),
      },
    });
    setOutcome(
      error ? errorText(error) : `Fault set: the next ${times} call(s) of ${route} answer ${status}`,
    );
    await reload();
  };

  const setLatency = async () => {
    const { error } = await control.POST('/__mock/latency', {
      body: { ms: latencyMs, ...(latencyRoute ? { route: latencyRoute } : {}) },
    });
    setOutcome(
      error ? errorText(error) : `Latency set: ${latencyMs} ms for ${latencyRoute || 'every operation'}`,
    );
    await reload();
  };

  return (
    <div className="flex flex-col gap-4">
      <ProxyViolations />
      <Section title="Inject a fault">
        <SelectField label="Operation" value={route} onChange={setRoute} options={operationKeys} />
        <div className="grid grid-cols-2 gap-2">
          <SelectField
            label="Status"
            value={status}
            onChange={(s) => setStatus(Number(s))}
            options={statuses}
          />
          <NumberField label="Next N calls" value={times} onChange={setTimes} min={1} />
        </div>
        <SelectField
          label="Message"
          value={message}
          onChange={setMessage}
          options={[...CATALOGUE, { value: TYPED, label: 'Type a message…' }]}
          typed={{ when: TYPED, label: 'Typed message', value: typed, onChange: setTyped }}
        />
        <p className="text-xs text-muted-foreground">
          Scoped to {candidateId ? 'the signed-in candidate' : 'everyone (nobody is signed in)'}.
        </p>
        <ActionButton onClick={() => void inject()} disabled={!route}>
          Inject fault
        </ActionButton>
      </Section>
      <Section title="Latency">
        <div className="grid grid-cols-2 gap-2">
          <SelectField
            label="Latency operation"
            value={latencyRoute}
            onChange={setLatencyRoute}
            options={[{ value: '', label: 'Every operation' }, ...operationKeys]}
          />
          <NumberField label="Milliseconds" value={latencyMs} onChange={setLatencyMs} />
        </div>
        <ActionButton onClick={() => void setLatency()}>Set latency</ActionButton>
      </Section>
      <Section title="Active rules">
        <RuleList rules={rules} onClear={(id) => void clear(id)} />
      </Section>
      <Status text={outcome} />
    </div>
  );
}
