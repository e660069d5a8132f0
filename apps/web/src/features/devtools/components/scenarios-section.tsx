import { useCallback, useEffect, useState } from 'react';
import { control, errorText, signedInCandidateId } from '../api/control';
import { loadScenario } from '../api/scenarios';
import { ActionButton, Section, Status, TextField } from './panel-kit';

interface ScenarioList {
  active: string | null;
  scenarios: { name: string; description: string; persona: string | null }[];
  invalid: { file: string; message: string }[];
}

/**
 * Mock scenarios (decision 0312): load a named set of faults, latency, persona, pinned script and time scale,
 * unload it, or save what is active now as `apps/mock-server/scenarios/<name>.json` for the team.
 */
export function ScenariosSection() {
  const [list, setList] = useState<ScenarioList>({ active: null, scenarios: [], invalid: [] });
  const [name, setName] = useState('');
  const [status, setStatus] = useState('');

  const refresh = useCallback(async () => {
    const { data } = await control.GET('/__mock/scenarios');
    if (data?.data) setList(data.data);
  }, []);
  useEffect(() => void refresh(), [refresh]);

  const load = async (scenario: string) => {
    const result = await loadScenario(scenario);
    if ('error' in result) return setStatus(result.error);
    // A persona signs in afresh: a full load drops every cached query of the previous candidate.
    if (result.next) return window.location.assign(result.next);
    setStatus(`Scenario ${scenario} loaded`);
    await refresh();
  };

  const unload = async () => {
    const { error } = await control.DELETE('/__mock/scenarios/active');
    setStatus(error ? errorText(error) : 'Scenario unloaded');
    await refresh();
  };

  const save = async () => {
    const candidateId = signedInCandidateId();
    const { data, error } = await control.PUT('/__mock/scenarios/{name}', {
      params: { path: { name } },
      body: candidateId ? { candidateId } : {},
    });
    setStatus(data ? `Saved as scenarios/${name}.json` : errorText(error));
    await refresh();
  };

  return (
    <Section title="Scenarios">
      <p className="text-xs text-muted-foreground">
        Active: <span data-testid="devtools-active-scenario">{list.active ?? 'none'}</span>
      </p>
      <ul className="flex flex-col gap-1" aria-label="Scenarios">
        {list.scenarios.map((s) => (
          <li key={s.name} className="flex items-center justify-between gap-2 text-sm">
            <span className="min-w-0">
              {s.name}
              <span className="block text-xs text-muted-foreground">{s.description}</span>
            </span>
            <ActionButton onClick={() => void load(s.name)}>Load {s.name}</ActionButton>
          </li>
        ))}
        {list.invalid.map((i) => (
          <li key={i.file} className="text-xs text-destructive">
            {i.message}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <TextField label="Save the active set as" value={name} onChange={setName} />
        <ActionButton disabled={!name} onClick={() => void save()}>
          Save scenario
        </ActionButton>
        <ActionButton disabled={!list.active} onClick={() => void unload()}>
          Unload scenario
        </ActionButton>
      </div>
      <Status text={status} />
    </Section>
  );
}
