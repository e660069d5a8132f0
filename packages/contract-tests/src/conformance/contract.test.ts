import { describe, expect, it } from 'vitest';
import { Contract, pickError } from './contract.ts';

const contract = Contract.load();

const candidate = {
  id: 'c0a80101-0000-4000-8000-000000000001',
  fullName: 'Ada Lovelace',
  nickname: null,
  email: 'ada@example.org',
  avatar: null,
  candidateCredits: { credits: 3, tier: 'FREE_SIGNUP' },
};
const ok = (data: unknown, status = 200) => ({ status, message: 'OK', data });

describe('Contract (Ajv 2020 on the OpenAPI 3.1 document)', () => {
  it('lists every operation of openapi.yaml with its security and statuses', () => {
    const me = contract.byId.get('getCurrentCandidate');
    expect(me).toMatchObject({ key: 'GET /candidates/me', secured: true });
    expect(me?.statuses).toContain('401');
    expect(contract.byId.get('listApplicationPlans')?.secured).toBe(false);
    expect(contract.byId.get('registerInterview')?.requestContentTypes).toEqual(['multipart/form-data']);
  });

  it('accepts an answer that matches the schema, including 3.1 type arrays (nickname: null)', () => {
    expect(contract.checkResponse('getCurrentCandidate', 200, 'application/json', ok(candidate))).toEqual({
      ok: true,
    });
  });

  it('names a missing (renamed) field', () => {
    const { fullName, ...rest } = candidate;
    const check = contract.checkResponse(
      'getCurrentCandidate',
      200,
      'application/json',
      ok({ ...rest, displayName: fullName }),
    );
    expect(check).toEqual({
      ok: false,
      error: 'data.fullName: expected required field, got missing',
      schemaError: { path: 'data.fullName', expected: 'required field', got: 'missing' },
    });
  });

  it('names a retyped nested field with the value it got', () => {
    const check = contract.checkResponse(
      'getCurrentCandidate',
      200,
      'application/json',
      ok({ ...candidate, candidateCredits: { credits: '3', tier: 'FREE_SIGNUP' } }),
    );
    expect(check.ok || check.error).toBe('data.candidateCredits.credits: expected integer, got string "3"');
  });

  it('names a value outside an enum', () => {
    const check = contract.checkResponse(
      'getCurrentCandidate',
      200,
      'application/json',
      ok({ ...candidate, candidateCredits: { credits: 3, tier: 'GOLD' } }),
    );
    expect(check.ok || check.error).toMatch(
      /^data\.candidateCredits\.tier: expected one of \["FREE_SIGNUP",.*got string "GOLD"$/,
    );
  });

  it('fails an envelope whose status differs from the HTTP status', () => {
    const check = contract.checkResponse('getCurrentCandidate', 200, 'application/json', ok(candidate, 201));
    expect(check.ok || check.error).toBe('envelope status 201 ≠ HTTP status 200');
  });

  it('fails a status the operation does not declare, and an undeclared content type', () => {
    expect(
      contract.checkResponse('getCurrentCandidate', 418, 'application/json', ok(candidate, 418)),
    ).toMatchObject({
      ok: false,
      error: expect.stringContaining('HTTP 418 is not declared for GET /candidates/me'),
    });
    expect(contract.checkResponse('getCurrentCandidate', 200, 'text/html', '<html>')).toMatchObject({
      ok: false,
      error: 'HTTP 200 answered text/html, which GET /candidates/me does not declare',
    });
  });

  it('validates declared error answers too (401 with data must be null)', () => {
    expect(
      contract.checkResponse('getCurrentCandidate', 401, 'application/json', {
        status: 401,
        message: 'Unauthorized',
        data: null,
      }),
    ).toEqual({ ok: true });
    const check = contract.checkResponse('getCurrentCandidate', 401, 'application/json', {
      status: 401,
      message: 'x',
      data: {},
    });
    expect(check.ok || check.error).toBe('data: expected null, got object {}');
  });

  it('pickError prefers the deepest concrete error over oneOf noise', () => {
    const error = pickError([
      {
        keyword: 'oneOf',
        instancePath: '/data',
        schemaPath: '',
        params: {},
        message: 'must match exactly one schema',
      },
      { keyword: 'type', instancePath: '/data/a/b', schemaPath: '', params: { type: 'string' } },
      { keyword: 'type', instancePath: '/data', schemaPath: '', params: { type: 'null' } },
    ]);
    expect(error?.instancePath).toBe('/data/a/b');
  });
});
