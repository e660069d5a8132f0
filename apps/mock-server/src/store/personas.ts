// The personas of the mock Google page, and isolated copies of them for parallel e2e workers.
import { notFound } from './errors.ts';
import { newId } from './ids.ts';
import { buildPersonaState } from './seed.ts';
import type { CandidateRecord } from './types.ts';
import type { StoreState } from './state.ts';

export function listPersonas(
  state: StoreState,
): { id: string; description: string; fullName: string; candidateId: string }[] {
  return state.fixtures.personas.map((p) => ({
    id: p.id,
    description: p.description,
    fullName: p.candidate.fullName,
    candidateId: p.candidate.id,
  }));
}

/** A fresh, isolated copy of a persona (own id, rooms, credits): what parallel e2e workers sign in as. */
export function clonePersona(state: StoreState, personaId: string): CandidateRecord {
  const persona = state.persona(personaId);
  if (!persona) throw notFound(`Persona '${personaId}'`);
  const copy = buildPersonaState(persona, state.fixtures, state.now(), newId());
  state.addPersonaState(copy);
  state.changed();
  return copy.candidate;
}
