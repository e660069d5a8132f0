import { useEffect, useMemo, useState } from 'react';
import { API_ERROR_CODES } from '@mockint/api-contract';
import { control, errorText, signedInCandidateId } from '../api/control';
import { ActionButton, NumberField, Section, SelectField } from './panel-kit';
import { ProxyViolations } from './proxy-violations';
import { RuleTabFrame, useRuleBook } from './rule-tab-frame';

interface Operation {
  key: string;
  operationId: string;
  statuses: number[];
}

const TYPED = '__typed__';
// Messages a fault may carry: the spec's 400 codes, and the plain messages of the other statuses.
const CATALOGUE = ['Internal server error', 'Unauthorized', 'Not found', ...API_ERROR_CODES];

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
  const book = useRuleBook();
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
    await book.reload();
  };

  const setLatency = async () => {
    const { error } = await control.POST('/__mock/latency', {
      body: { ms: latencyMs, ...(latencyRoute ? { route: latencyRoute } : {}) },
    });
    setOutcome(
      error ? errorText(error) : `Latency set: ${latencyMs} ms for ${latencyRoute || 'every operation'}`,
    );
    await book.reload();
  };

  return (
    <RuleTabFrame book={book} outcome={outcome}>
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
    </RuleTabFrame>
  );
}
