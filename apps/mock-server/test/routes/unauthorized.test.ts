import { describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract/openapi.ts';
import { API, expectError, signIn, useServer } from '../helpers.ts';

let clock = Date.parse('2026-11-20T12:00:00Z');
const { ready, ctx } = useServer({ now: () => clock, tokenTtlSeconds: 60 });
const contract = loadContract();

/** A concrete URL for an operation (path params filled with an id that exists nowhere). */
const urlOf = (path: string) => API + path.replace(/\{provider\}/, 'google').replace(/\{[^}]+\}/g, 'some-id');

describe('bearer auth on every operation of openapi.yaml', () => {
  const protectedOps = contract.operations.filter((o) => !o.isPublic);

  it('covers every operation but the sign-in calls and the plan list', () => {
    expect(
      contract.operations
        .filter((o) => o.isPublic)
        .map((o) => o.operationId)
        .sort(),
    ).toEqual(['createGoogleAuthorizationUri', 'exchangeAuthorizationCode', 'listApplicationPlans'].sort());
    expect(protectedOps.length).toBeGreaterThanOrEqual(20);
  });

  it.each(protectedOps.map((o) => [o.key, o] as const))(
    '%s answers 401 without, with a bad and with an expired token',
    async (_key, op) => {
      await ready;
      const inject = (headers: Record<string, string>) =>
        ctx.app.inject({
          method: op.method,
          url: urlOf(op.path),
          headers,
          ...(op.method === 'GET' ? {} : { payload: {} }),
        });
      expectError(await inject({}), 401, 'Missing bearer token');
      expectError(await inject({ authorization: 'Bearer not-a-token' }), 401, 'Invalid access token');
      expectError(await inject({ authorization: 'Basic abc' }), 401, 'Missing bearer token');
      const s = await signIn(ctx.app);
      clock += 61_000;
      expectError(await inject(s.headers), 401, 'Access token has expired');
    },
  );

  it('does not ask for a token on the public operations', async () => {
    const plans = await ctx.app.inject({ method: 'GET', url: `${API}/application-plans` });
    expect(plans.statusCode).toBe(200);
    const uri = await ctx.app.inject({
      method: 'POST',
      url: `${API}/auth/google/authorization-uri`,
      payload: { clientType: 'web' },
    });
    expect(uri.statusCode).toBe(200);
  });

  it('a token is valid until expiresIn seconds have passed', async () => {
    const s = await signIn(ctx.app);
    clock += 59_000;
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${API}/candidates/me`, headers: s.headers })).statusCode,
    ).toBe(200);
    clock += 1_000;
    expectError(
      await ctx.app.inject({ method: 'GET', url: `${API}/candidates/me`, headers: s.headers }),
      401,
    );
  });
});
