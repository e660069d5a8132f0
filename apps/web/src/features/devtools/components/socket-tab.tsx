import { useCallback, useEffect, useState } from 'react';
import { SOCKET_ERROR_CODES } from '@mockint/api-contract/socket';
import { control, errorText } from '../api/control';
import { ActionButton, NumberField, Section, SelectField, TextField } from './panel-kit';
import { RuleTabFrame, useRuleBook } from './rule-tab-frame';

const NO_CODE = '__none__';
const CUSTOM = '__custom__';

interface RoomState {
  roomId: string;
  status: string;
  timeRemaining: number;
  scenarioOverride?: string | null;
  connection?: Record<string, unknown> | null;
}

/** The room of the page (`?session=` on the room and join pages). */
const roomOfPage = () => new URLSearchParams(window.location.search).get('session') ?? '';

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The live room: its state, faults at a turn, refusals, delay, an error frame now, end, revoke, scenario. */
export function SocketTab() {
  const [roomId, setRoomId] = useState(roomOfPage);
  const [state, setState] = useState<RoomState | null>(null);
  const [outcome, setOutcome] = useState('');
  const [turn, setTurn] = useState(1);
  const [frames, setFrames] = useState(1);
  const [refusals, setRefusals] = useState(3);
  const [delayMs, setDelayMs] = useState(300);
  const [jitterMs, setJitterMs] = useState(200);
  const [seconds, setSeconds] = useState(30);
  const [code, setCode] = useState<string>(SOCKET_ERROR_CODES[0]);
  const [customCode, setCustomCode] = useState('');
  const [scenarios, setScenarios] = useState<string[]>([]);
  const [scenario, setScenario] = useState('');
  const book = useRuleBook();

  const refresh = useCallback(async () => {
    if (!roomId) return setState(null);
    const { data } = await control.GET('/__mock/ws/rooms/{roomId}', { params: { path: { roomId } } });
    setState((data?.data as RoomState | undefined) ?? null);
  }, [roomId]);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), 1000);
    return () => clearInterval(timer);
  }, [refresh]);

  useEffect(() => {
    void control.GET('/__mock/ws/scenarios').then(({ data }) => {
      const ids = ((data?.data ?? []) as { id: string }[]).map((s) => s.id);
      setScenarios(ids);
      setScenario(ids[0] ?? '');
    });
  }, []);

  const run = async (done: string, call: () => Promise<{ error?: unknown }>) => {
    const { error } = await call();
    setOutcome(error ? errorText(error) : done);
    await Promise.all([refresh(), book.reload()]);
  };
  const path = { params: { path: { roomId } } };
  const rule = (body: Record<string, unknown>) =>
    control.POST('/__mock/ws/faults', { body: { ...body, roomId } as never });

  /** A button acting on the room (disabled without one): runs `call`, then reports `done` or the error. */
  const roomAction = (
    label: string,
    done: string,
    call: () => Promise<{ error?: unknown }>,
    disabled = false,
  ) => (
    <ActionButton disabled={!roomId || disabled} onClick={() => void run(done, call)}>
      {label}
    </ActionButton>
  );

  const chosen = code === NO_CODE ? undefined : code === CUSTOM ? customCode : code;
  const errorDone = `Error frame sent${chosen ? `: ${chosen}` : ' without a code'}`;
  const sendError = () =>
    control.POST('/__mock/ws/rooms/{roomId}/error', { ...path, body: chosen ? { code: chosen } : {} });

  const c = state?.connection ?? null;
  return (
    <RuleTabFrame book={book} outcome={outcome}>
      <TextField label="Room id" value={roomId} onChange={(v) => setRoomId(v.trim())} />
      <Section title="Live state">
        {state ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs" aria-label="Room state">
            <dt className="text-muted-foreground">Status</dt>
            <dd>{state.status}</dd>
            <dt className="text-muted-foreground">Turn</dt>
            <dd>
              {c
                ? `${show(c.turnIndex)} (${show(c.turnId)})${c.userTurn ? ', candidate speaking' : ''}`
                : '—'}
            </dd>
            <dt className="text-muted-foreground">Frames sent</dt>
            <dd>{c ? `${show(c.framesOut)} (${show(c.framesSentInTurn)} this turn)` : '—'}</dd>
            <dt className="text-muted-foreground">Countdown</dt>
            <dd>{show(c?.timeRemaining ?? state.timeRemaining)} s</dd>
            <dt className="text-muted-foreground">Last pong</dt>
            <dd className="break-all">{show(c?.lastPong)}</dd>
            <dt className="text-muted-foreground">Scenario</dt>
            <dd>{show(c?.scenarioId ?? state.scenarioOverride)}</dd>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">
            {roomId ? 'No such room.' : 'Open a room, or type its id.'}
          </p>
        )}
      </Section>
      <Section title="Connection">
        <div className="flex flex-wrap gap-2">
          {roomAction('Drop now', 'Socket dropped', () =>
            control.POST('/__mock/ws/rooms/{roomId}/drop', path),
          )}
          {roomAction('Revoke', 'Room revoked', () => control.POST('/__mock/ws/rooms/{roomId}/revoke', path))}
          {roomAction('Server end', 'Interview ended by the server', () =>
            control.POST('/__mock/ws/rooms/{roomId}/end', { ...path, body: {} }),
          )}
        </div>
        <div className="grid grid-cols-2 gap-2">
          <NumberField label="At turn" value={turn} onChange={setTurn} />
          <NumberField label="After frames" value={frames} onChange={setFrames} />
        </div>
        {roomAction('Drop at turn', `Drop set at turn ${turn}`, () =>
          rule({ kind: 'drop', atTurn: turn, afterFrames: frames }),
        )}
        <NumberField label="Handshakes to refuse" value={refusals} onChange={setRefusals} min={1} />
        {roomAction('Refuse handshakes', `Next ${refusals} handshakes refused`, () =>
          rule({ kind: 'refuse', times: refusals }),
        )}
        <div className="grid grid-cols-2 gap-2">
          <NumberField label="Delay ms" value={delayMs} onChange={setDelayMs} />
          <NumberField label="Jitter ms" value={jitterMs} onChange={setJitterMs} />
        </div>
        {roomAction('Delay frames', 'Frames delayed', () => rule({ kind: 'delay', ms: delayMs, jitterMs }))}
        <NumberField label="Time remaining (s)" value={seconds} onChange={setSeconds} />
        {roomAction('Set time remaining', `Time remaining set to ${seconds} s`, () =>
          control.POST('/__mock/ws/rooms/{roomId}/time', { ...path, body: { timeRemaining: seconds } }),
        )}
      </Section>
      <Section title="Error frame">
        <SelectField
          label="Error code"
          value={code}
          onChange={setCode}
          options={[
            ...SOCKET_ERROR_CODES,
            { value: CUSTOM, label: 'Custom code…' },
            { value: NO_CODE, label: 'No code' },
          ]}
          typed={{ when: CUSTOM, label: 'Custom code', value: customCode, onChange: setCustomCode }}
        />
        {roomAction('Send error frame', errorDone, sendError)}
      </Section>
      <Section title="Scenario for the next join">
        <SelectField label="Scenario" value={scenario} onChange={setScenario} options={scenarios} />
        {roomAction(
          'Pin scenario',
          `Scenario ${scenario} pinned for the next join`,
          () =>
            control.PUT('/__mock/ws/rooms/{roomId}/scenario', { ...path, body: { scenarioId: scenario } }),
          !scenario,
        )}
      </Section>
    </RuleTabFrame>
  );
}
