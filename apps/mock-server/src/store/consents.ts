// routes/consents: terms and privacy acceptance by version.
import { badRequest } from './errors.ts';
import type { ConsentType } from '@mockint/api-contract';
import type { ConsentRecord } from './types.ts';
import type { StoreState } from './state.ts';

export interface ConsentQuery {
  type: ConsentType;
  termsVersion: string;
  privacyVersion: string;
}

export interface ConsentInput extends ConsentQuery {
  termsAccepted: boolean;
  privacyAccepted: boolean;
  termsUrl?: string | null;
  privacyUrl?: string | null;
}

export function hasConsent(state: StoreState, candidateId: string, q: ConsentQuery): boolean {
  return state.consents.some(
    (c) =>
      c.candidateId === candidateId &&
      c.type === q.type &&
      c.termsVersion === q.termsVersion &&
      c.privacyVersion === q.privacyVersion,
  );
}

export function acceptConsent(state: StoreState, candidateId: string, input: ConsentInput): ConsentRecord {
  if (input.termsAccepted !== true || input.privacyAccepted !== true)
    throw badRequest('termsAccepted and privacyAccepted must both be true');
  const existing = state.consents.find(
    (c) =>
      c.candidateId === candidateId &&
      c.type === input.type &&
      c.termsVersion === input.termsVersion &&
      c.privacyVersion === input.privacyVersion,
  );
  if (existing) return existing;
  const rec: ConsentRecord = {
    candidateId,
    type: input.type,
    termsVersion: input.termsVersion,
    privacyVersion: input.privacyVersion,
    termsUrl: input.termsUrl ?? null,
    privacyUrl: input.privacyUrl ?? null,
    acceptedAt: state.iso(),
  };
  state.consents.push(rec);
  state.changed();
  return rec;
}
