import { describe, expect, it } from 'vitest';
import {
  OperationMatcher,
  createContractAjv,
  explainAjvErrors,
  formatExplanation,
  loadContract,
  refTo,
} from '../src/node/index.ts';

const contract = loadContract();

describe('contract runtime (@mockint/api-contract/node)', () => {
  it('loads openapi.yaml once and indexes its operations by id and by METHOD /path', () => {
    expect(loadContract()).toBe(contract);
    expect(contract.byId.get('getCurrentCandidate')).toMatchObject({
      key: 'GET /candidates/me',
      method: 'GET',
      secured: true,
    });
    expect(contract.byKey.get('GET /candidates/me')?.operationId).toBe('getCurrentCandidate');
    expect(contract.byId.get('listApplicationPlans')?.secured).toBe(false);
  });

  it('matches a request to its operation, literal paths before templated ones', () => {
    const matcher = new OperationMatcher(contract.operations, '/api/v1');
    expect(matcher.match('get', '/api/v1/candidates/me?x=1')?.operationId).toBe('getCurrentCandidate');
    const room = matcher.match('GET', '/api/v1/candidate/interview-rooms/abc');
    expect(room?.path).toBe('/candidate/interview-rooms/{session}');
    expect(matcher.match('GET', '/candidates/me')).toBeUndefined();
    expect(matcher.match('DELETE', '/api/v1/candidates/me')).toBeUndefined();
  });

  it('compiles component schemas with formats and explains the deepest error', () => {
    const ajv = createContractAjv(contract.document, { allErrors: true });
    const validate = ajv.compile(refTo('/components/schemas/Candidate'));
    const candidate = {
      id: 'c0a80101-0000-4000-8000-000000000001',
      fullName: 'Ada',
      nickname: null,
      email: 'ada@example.org',
      avatar: null,
      candidateCredits: { credits: 'three', tier: 'FREE_SIGNUP' },
    };
    expect(validate(candidate)).toBe(false);
    const explained = explainAjvErrors(validate.errors, candidate);
    expect(explained).toEqual({
      field: 'candidateCredits.credits',
      expected: 'integer',
      got: 'string "three"',
    });
    expect(formatExplanation(explained!)).toBe(
      'candidateCredits.credits: expected integer, got string "three"',
    );
  });

  it('names an unexpected field, a bad format and a long value by its type', () => {
    const ajv = createContractAjv(contract.document);
    const strict = ajv.compile({
      type: 'object',
      properties: { at: { type: 'string', format: 'date-time' }, list: { type: 'string' } },
      additionalProperties: false,
    });
    strict({ extra: 1 });
    expect(explainAjvErrors(strict.errors, { extra: 1 })).toEqual({
      field: 'extra',
      expected: 'no such field',
      got: 'number 1',
    });
    strict({ at: 'yesterday' });
    expect(explainAjvErrors(strict.errors, { at: 'yesterday' })).toMatchObject({
      field: 'at',
      expected: 'format date-time',
    });
    const long = Array.from({ length: 40 }, (_, i) => i);
    strict({ list: long });
    expect(explainAjvErrors(strict.errors, { list: long })).toEqual({
      field: 'list',
      expected: 'string',
      got: 'array',
    });
  });
});
