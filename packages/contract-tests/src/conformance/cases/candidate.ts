import { runLimits, text } from '../limits.ts';
import { dataOf } from '../suite.ts';
import {
  CONSENT_VERSION,
  consentPayload,
  consentRows,
  consentUrlRows,
  pagingLimits,
  type ConformanceCase,
} from './shared.ts';

/** The signed-in candidate: profile, consents and credit transactions. */
export const getCurrentCandidate: ConformanceCase = {
  operationId: 'getCurrentCandidate',
  async run({ session, state }) {
    const candidate = dataOf(await session.call('getCurrentCandidate', { label: 'valid', expect: 200 }));
    if (typeof candidate?.id === 'string') state.candidateId ??= candidate.id;
    if (typeof candidate?.email === 'string') state.email = candidate.email;
    if (typeof candidate?.fullName === 'string') state.fullName = candidate.fullName;
    await session.call('getCurrentCandidate', {
      label: '401 unknown token',
      token: 'contract-test-invalid-token',
      expect: 401,
    });
  },
};

export const listCandidateTransactions: ConformanceCase = {
  operationId: 'listCandidateTransactions',
  async run({ session }) {
    await session.call('listCandidateTransactions', {
      label: 'valid',
      query: { page: 0, size: 6, sort: 'createdAt,desc' },
      expect: 200,
    });
    await session.call('listCandidateTransactions', {
      label: 'valid (page 1)',
      query: { page: 1, size: 6, sort: 'createdAt,desc' },
      expect: 200,
    });
    await session.call('listCandidateTransactions', {
      label: '400 size 0',
      query: { page: 0, size: 0 },
      expect: 400,
    });
    await pagingLimits(session, 'listCandidateTransactions');
  },
};

export const checkCandidateConsent: ConformanceCase = {
  operationId: 'checkCandidateConsent',
  async run({ session }) {
    await session.call('checkCandidateConsent', {
      label: 'valid',
      json: { type: 'SIGN_UP', termsVersion: CONSENT_VERSION, privacyVersion: CONSENT_VERSION },
      expect: 200,
    });
    await runLimits(session, {
      operationId: 'checkCandidateConsent',
      rows: consentRows(''),
      base: { body: { type: 'SIGN_UP', termsVersion: CONSENT_VERSION, privacyVersion: CONSENT_VERSION } },
      call: ({ body }) => ({ json: body }),
      accepted: { status: 200 },
    });
  },
};

export const acceptCandidateConsent: ConformanceCase = {
  operationId: 'acceptCandidateConsent',
  changesData: true,
  async run({ session }) {
    const consent = consentPayload('SIGN_UP');
    await session.call('acceptCandidateConsent', { label: 'valid', json: consent, expect: 200 });
    await runLimits(session, {
      operationId: 'acceptCandidateConsent',
      rows: [...consentRows(''), ...consentUrlRows('')],
      base: { body: consent },
      call: ({ body }) => ({ json: body }),
      accepted: { status: 200 },
    });
  },
};

export const updateCandidate: ConformanceCase = {
  operationId: 'updateCandidate',
  changesData: true,
  async run({ session, state }) {
    if (!state.candidateId || !state.email)
      return session.skip('updateCandidate', 'valid', 'no candidate profile');
    const base = { id: state.candidateId, email: state.email };
    await session.call('updateCandidate', {
      label: 'valid',
      json: { ...base, nickname: 'Contract Tester' },
      expect: 200,
    });
    await session.call('updateCandidate', {
      label: '400 blank nickname',
      json: { ...base, nickname: '   ' },
      expect: 400,
    });
    await runLimits(session, {
      operationId: 'updateCandidate',
      rows: [{ field: 'nickname', limit: 50, value: text }],
      base: { body: { ...base, nickname: 'Contract Tester' } },
      call: ({ body }) => ({ json: body }),
      accepted: { status: 200 },
    });
    // The email must be the candidate's own, so only the refusal past the limit can be called.
    await runLimits(session, {
      operationId: 'updateCandidate',
      rows: [{ field: 'email', limit: 254, value: (n) => `${'a'.repeat(n - 12)}@example.org` }],
      base: { body: { ...base, nickname: 'Contract Tester' } },
      call: ({ body }) => ({ json: body }),
      accepted: { status: 200 },
      pastOnly: true,
    });
  },
};
