import { useCallback, useEffect, useState } from 'react';
import { paths } from '@/config/paths';
import { getAccessToken } from '@/lib/auth/cookies';
import { persistSignIn } from '@/lib/auth/persist-sign-in';
import { control, errorText, signedInCandidateId } from '../api/control';
import { ActionButton, Section, Status } from './panel-kit';
import { ScenariosSection } from './scenarios-section';

interface Persona {
  id: string;
  fullName: string;
  description: string;
  candidateId: string;
}

interface Candidate {
  id: string;
  fullName: string;
  candidateCredits: { credits: number; tier: string };
}

/** Personas (sign in as one), the signed-in candidate's credits and tier, expire the token, reset; scenarios. */
export function SessionTab() {
  const [personas, setPersonas] = useState<Persona[]>([]);
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [status, setStatus] = useState('');
  const candidateId = signedInCandidateId();

  const loadCandidate = useCallback(async () => {
    if (!candidateId) return setCandidate(null);
    const { data } = await control.GET('/__mock/candidates/{id}', { params: { path: { id: candidateId } } });
    setCandidate(data?.data ?? null);
  }, [candidateId]);

  useEffect(() => {
    void control.GET('/__mock/personas').then(({ data }) => setPersonas(data?.data ?? []));
    void loadCandidate();
  }, [loadCandidate]);

  const signInAs = async (persona: string) => {
    const { data, error } = await control.POST('/__mock/sessions', { body: { persona } });
    if (!data) return setStatus(errorText(error));
    persistSignIn(data.data as Parameters<typeof persistSignIn>[0]);
    // A full load: every cached query of the previous candidate goes with it.
    window.location.assign(paths.dashboard);
  };

  const run = async (label: string, call: () => Promise<{ error?: unknown }>) => {
    const { error } = await call();
    setStatus(error ? errorText(error) : label);
    await loadCandidate();
  };

  return (
    <div className="flex flex-col gap-4">
      <Section title="Sign in as">
        <ul className="flex flex-col gap-1">
          {personas.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0">
                {p.fullName} <span className="text-muted-foreground">({p.id})</span>
                <span className="block text-xs text-muted-foreground">{p.description}</span>
              </span>
              <ActionButton onClick={() => void signInAs(p.id)}>Sign in as {p.id}</ActionButton>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Signed-in candidate">
        {candidate ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="text-muted-foreground">Name</dt>
            <dd>{candidate.fullName}</dd>
            <dt className="text-muted-foreground">Id</dt>
            <dd className="break-all">{candidate.id}</dd>
            <dt className="text-muted-foreground">Credits</dt>
            <dd data-testid="devtools-credits">{candidate.candidateCredits.credits}</dd>
            <dt className="text-muted-foreground">Tier</dt>
            <dd>{candidate.candidateCredits.tier}</dd>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">Nobody is signed in.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <ActionButton
            disabled={!candidate}
            onClick={() =>
              void run('Token expired: the next call answers 401', () =>
                control.POST('/__mock/tokens/expire', { body: { accessToken: getAccessToken() ?? '' } }),
              )
            }
          >
            Expire token
          </ActionButton>
          <ActionButton
            disabled={!candidateId}
            onClick={() =>
              void run('Candidate reset to its persona', () =>
                control.POST('/__mock/reset', { body: { candidateId: candidateId ?? '' } }),
              )
            }
          >
            Reset this candidate
          </ActionButton>
        </div>
      </Section>
      <Status text={status} />
      <ScenariosSection />
    </div>
  );
}
