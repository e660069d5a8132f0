import { describe, expect, it } from 'vitest';
import { Contract } from './contract.ts';
import { requestLimits, url } from './limits.ts';

const contract = Contract.load();
const limitsOf = (operationId: string) => requestLimits(contract.document, contract.byId.get(operationId)!);

describe('requestLimits (what the conformance suite must call at and past each limit)', () => {
  it('lists body fields, parameters and multipart parts, skipping the shared Id schema', () => {
    expect(limitsOf('submitApplicationFeedback')).toEqual(['candidateName', 'comment', 'rating']);
    expect(limitsOf('listInterviewRooms')).toEqual(['query.page', 'query.size', 'query.sort']);
    expect(limitsOf('joinInterview')).toEqual([]);
    expect(limitsOf('registerInterview')).toEqual(
      expect.arrayContaining([
        'input',
        'input.companyName',
        'input.candidateConsent.termsUrl',
        'input.salaryExpectation',
        'resume',
      ]),
    );
  });

  it('every operation with a request body or parameters has its limits found', () => {
    const total = contract.operations.reduce((n, op) => n + limitsOf(op.operationId).length, 0);
    expect(total).toBeGreaterThan(30);
  });
});

describe('values', () => {
  it('url(n) is an absolute URL of exactly n characters', () => {
    expect(url(2048)).toHaveLength(2048);
    expect(() => new URL(url(2048))).not.toThrow();
  });
});
