// routes/candidates: the signed-in candidate, plus the control API's credit and tier knobs.
import { badRequest, notFound } from './errors.ts';
import type { CandidateRecord } from './types.ts';
import type { StoreState } from './state.ts';

export function getCandidate(state: StoreState, id: string): CandidateRecord | undefined {
  return state.candidates.get(id);
}

export function updateCandidate(
  state: StoreState,
  callerId: string,
  input: { id: string; email?: string; nickname: string },
): CandidateRecord {
  const c = state.ownCandidate(callerId, input.id);
  const nickname = input.nickname.trim();
  if (!nickname) throw badRequest('Nickname is required');
  if (nickname.length > 50) throw badRequest('Nickname must be at most 50 characters');
  if (input.email !== undefined && input.email.toLowerCase() !== c.email.toLowerCase())
    throw badRequest('email does not match the candidate; it cannot be changed here');
  c.nickname = nickname;
  state.changed();
  return c;
}

export function setCredits(state: StoreState, candidateId: string, credits: number): CandidateRecord {
  const c = state.candidates.get(candidateId);
  if (!c) throw notFound('Candidate');
  if (!Number.isInteger(credits) || credits < 0) throw badRequest('credits must be an integer >= 0');
  c.credits = credits;
  state.changed();
  return c;
}

export function setTier(state: StoreState, candidateId: string, tier: string): CandidateRecord {
  const c = state.candidates.get(candidateId);
  if (!c) throw notFound('Candidate');
  c.tier = tier;
  state.changed();
  return c;
}
