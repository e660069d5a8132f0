import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type * as ContractRuntime from '@mockint/api-contract/node';
import { buildServer } from '../../src/server.ts';
import { loadContract, openapiPath } from '../../src/contract/openapi.ts';
import { checkResponse, validateRequest } from '../../src/contract/validators.ts';
import { API, expectError, signIn } from '../helpers.ts';

// Counts the Ajv instances the mock sets up; everything else of the contract runtime is the real one.
const ajvCreated = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mockint/api-contract/node', async (importOriginal) => {
  const actual = await importOriginal<typeof ContractRuntime>();
  return {
    ...actual,
    createContractAjv: (...args: Parameters<typeof actual.createContractAjv>) => {
      ajvCreated.count += 1;
      return actual.createContractAjv(...args);
    },
  };
});

// Start-up does no Ajv work (decision 0250): the first request of an operation compiles its validators.
describe('lazy request validation', () => {
  const app = buildServer({ logger: false });
  afterAll(async () => (await app).close());

  it('starts without an Ajv instance; the first validated request still rejects with the usual message', async () => {
    const server = await app;
    await server.ready();
    expect(ajvCreated.count).toBe(0);

    const s = await signIn(server);
    const update = (nickname: string) =>
      server.inject({
        method: 'POST',
        url: `${API}/candidates/update`,
        headers: s.headers,
        payload: { id: s.candidateId, email: 'alex.morgan@example.com', nickname },
      });
    expectError(await update(''), 400, 'body/nickname must NOT have fewer than 1 characters');
    const afterFirst = ajvCreated.count;
    expect(afterFirst).toBeGreaterThan(0);
    // Compiled once: a second bad request and a good one reuse it.
    expectError(await update(''), 400, 'body/nickname must NOT have fewer than 1 characters');
    expect((await update('Alex')).statusCode).toBe(200);
    expect(ajvCreated.count).toBe(afterFirst);
  });

  it('sets Ajv up on the first compile, once per mode (plain, coerced), for a contract loaded from any file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-contract-')), 'openapi.yaml');
    copyFileSync(openapiPath, file);
    const before = ajvCreated.count;
    const contract = loadContract(file);
    expect(ajvCreated.count).toBe(before);

    const op = contract.byId.get('getInterviewRoom')!;
    expect(
      validateRequest(contract, op, { params: { session: 'x'.repeat(65) }, query: {}, body: undefined }),
    ).toMatch(/^params\/session /);
    expect(ajvCreated.count).toBe(before + 1);
    const plans = contract.byId.get('listApplicationPlans')!;
    expect(checkResponse(contract, plans, 200, { status: 200, message: 'OK', data: 'nope' })).toMatch(
      /^response\/data /,
    );
    expect(ajvCreated.count).toBe(before + 2);
    expect(checkResponse(contract, plans, 200, { status: 200, message: 'OK', data: 'nope' })).toBeDefined();
    expect(ajvCreated.count).toBe(before + 2);
  });
});
