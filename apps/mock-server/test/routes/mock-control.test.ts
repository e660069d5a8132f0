import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server.ts';
import { API, data, expectError, signIn, useServer } from '../helpers.ts';
import { jobInput, registration } from '../multipart.ts';

const { ctx } = useServer();
const control = (
  method: 'POST' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => ctx.app.inject({ method, url: `/__mock${url}`, headers, ...(payload ? { payload } : {}) });

async function register(headers: Record<string, string>, candidateId: string) {
  const body = registration(jobInput(candidateId));
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/interviews/register`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('fault injection', () => {
  it('emulates a rate limit on demand: 429 with Retry-After and RateLimit-* where the contract declares it', async () => {
    const a = await signIn(ctx.app);
    data(
      await control('POST', '/faults', {
        route: 'POST /interviews/register',
        status: 429,
        message: 'Too many requests',
        retryAfter: 42,
        scope: { candidateId: a.candidateId },
      }),
    );
    const limited = await register(a.headers, a.candidateId);
    expectError(limited, 429, 'Too many requests');
    expect(limited.headers['retry-after']).toBe('42');
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    expect(limited.headers['ratelimit-reset']).toBe('42');
    expect((await register(a.headers, a.candidateId)).statusCode).toBe(200);
    // Reads are not throttled in the contract, so the mock refuses to pretend they are.
    expectError(
      await control('POST', '/faults', { route: 'GET /candidates/me', status: 429 }),
      400,
      /declares no 429/,
    );
  });

  it('answers the next N calls of a route with the chosen status and message, scoped to one candidate', async () => {
    const a = await signIn(ctx.app);
    const b = await signIn(ctx.app);
    data(
      await control('POST', '/faults', {
        route: 'POST /interviews/register',
        status: 400,
        message: 'INTERVIEW_QUOTA_EXCEEDED',
        times: 2,
        scope: { candidateId: a.candidateId },
      }),
    );
    expectError(await register(a.headers, a.candidateId), 400, 'INTERVIEW_QUOTA_EXCEEDED');
    data(await register(b.headers, b.candidateId)); // other worker unaffected
    expectError(await register(a.headers, a.candidateId), 400, 'INTERVIEW_QUOTA_EXCEEDED');
    data(await register(a.headers, a.candidateId)); // used up
  });

  it('scopes by the x-mock-scope header too, and can answer 500', async () => {
    const s = await signIn(ctx.app);
    data(
      await control(
        'POST',
        '/faults',
        { route: 'GET /candidates/me', status: 500, times: 1 },
        { 'x-mock-scope': 'worker-7' },
      ),
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${API}/candidates/me`, headers: s.headers })).statusCode,
    ).toBe(200);
    expectError(
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/candidates/me`,
        headers: { ...s.headers, 'x-mock-scope': 'worker-7' },
      }),
      500,
      'Internal server error',
    );
  });

  it('can make the body status disagree with the HTTP status (the client treats it as an error)', async () => {
    const s = await signIn(ctx.app);
    data(
      await control('POST', '/faults', {
        route: 'GET /candidate/interview-stats',
        status: 200,
        bodyStatus: 201,
        message: 'OK',
        scope: { candidateId: s.candidateId },
      }),
    );
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API}/candidate/interview-stats`,
      headers: s.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 201, message: 'OK', data: null });
    // The contract checker in test/helpers.ts flags exactly this answer.
    ctx.expectViolations(1);
  });

  it('auth still comes first: a fault never hides a 401', async () => {
    data(
      await control('POST', '/faults', { route: 'GET /candidates/me', status: 400, message: 'X', times: 5 }),
    );
    expectError(await ctx.app.inject({ method: 'GET', url: `${API}/candidates/me` }), 401);
    data(await control('DELETE', '/faults'));
    expect(data(await control('GET', '/faults'))).toEqual([]);
  });

  it('refuses routes that are not operations of the contract, and malformed rules', async () => {
    expectError(
      await control('POST', '/faults', { route: 'POST /nope', status: 400 }),
      400,
      /not an operation of openapi.yaml/,
    );
    expectError(await control('POST', '/faults', { route: 'register', status: 400 }), 400, /body\/route/);
    expectError(
      await control('POST', '/faults', { route: 'GET /candidates/me', status: 42 }),
      400,
      /body\/status/,
    );
  });
});

describe('latency injection', () => {
  it('delays a route for one scope only', async () => {
    const s = await signIn(ctx.app);
    // A delay far above what an undelayed call takes on a busy machine: CI runs this niced beside the e2e
    // browsers, where an undelayed call once took 111 ms against a 100 ms bound (decision 0760: 3× margin).
    data(
      await control('POST', '/latency', {
        ms: 1_500,
        route: 'GET /candidates/me',
        scope: { candidateId: s.candidateId },
      }),
    );
    const other = await signIn(ctx.app);
    let t = performance.now();
    await ctx.app.inject({ method: 'GET', url: `${API}/candidates/me`, headers: s.headers });
    expect(performance.now() - t).toBeGreaterThanOrEqual(1_450);
    t = performance.now();
    await ctx.app.inject({ method: 'GET', url: `${API}/candidates/me`, headers: other.headers });
    expect(performance.now() - t).toBeLessThan(500);
    data(await control('DELETE', '/latency'));
    expectError(await control('POST', '/latency', { min: 10 }), 400, /ms, or min and max/);
  });

  it('MOCK_LATENCY_MS-style base latency applies to every API call', async () => {
    const app = await buildServer({ latency: '60-80' });
    const t = performance.now();
    await app.inject({ method: 'GET', url: `${API}/application-plans` });
    expect(performance.now() - t).toBeGreaterThanOrEqual(55);
    await app.close();
  });
});

describe('sessions, credits, reset', () => {
  it('POST /__mock/sessions signs in an isolated copy; credits can be set; reset of one candidate restores it', async () => {
    const s = await signIn(ctx.app);
    data(await control('POST', `/candidates/${s.candidateId}/credits`, { credits: 0 }));
    expectError(await register(s.headers, s.candidateId), 400, 'INSUFFICIENT_CREDITS');
    data(await control('POST', '/reset', { candidateId: s.candidateId }));
    const me = data(await ctx.app.inject({ method: 'GET', url: `${API}/candidates/me`, headers: s.headers }));
    expect(me.candidateCredits.credits).toBe(3);
    expectError(await control('POST', '/sessions', { persona: 'nobody' }), 404);
    expectError(await control('POST', '/candidates/nope/credits', { credits: 1 }), 404);
    expectError(await control('POST', `/candidates/${s.candidateId}/credits`, { credits: -1 }), 400);
  });

  it('POST /__mock/reset restores the whole seed but keeps base personas signed in', async () => {
    const app = await buildServer();
    const shared = data(
      await app.inject({
        method: 'POST',
        url: '/__mock/sessions',
        payload: { persona: 'default', shared: true },
      }),
    );
    const clone = data(
      await app.inject({ method: 'POST', url: '/__mock/sessions', payload: { persona: 'default' } }),
    );
    await app.inject({
      method: 'POST',
      url: `/__mock/candidates/${shared.candidate.id}/credits`,
      payload: { credits: 99 },
    });
    data(await app.inject({ method: 'POST', url: '/__mock/reset' }));
    const me = data(
      await app.inject({
        method: 'GET',
        url: `${API}/candidates/me`,
        headers: { authorization: `Bearer ${shared.accessToken}` },
      }),
    );
    expect(me.candidateCredits.credits).toBe(3);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `${API}/candidates/me`,
          headers: { authorization: `Bearer ${clone.accessToken}` },
        })
      ).statusCode,
    ).toBe(401);
    await app.close();
  });

  it('MOCK_DISABLE_CONTROL turns the control API off but keeps sign-in, logos and files', async () => {
    const app = await buildServer({ disableControl: true });
    expectError(await app.inject({ method: 'POST', url: '/__mock/reset' }), 404);
    expectError(
      await app.inject({ method: 'POST', url: '/__mock/sessions', payload: { persona: 'default' } }),
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/__mock/assets/logos/nimbus-cloud.svg' })).statusCode,
    ).toBe(200);
    await app.close();
  });

  it('MOCK_STATE_FILE keeps state across restarts', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mockint-')), 'state.json');
    const first = await buildServer({ stateFile: file });
    const s = data(
      await first.inject({ method: 'POST', url: '/__mock/sessions', payload: { persona: 'newcomer' } }),
    );
    await first.inject({
      method: 'POST',
      url: `${API}/candidates/update`,
      headers: { authorization: `Bearer ${s.accessToken}` },
      payload: { id: s.candidate.id, email: s.candidate.email, nickname: 'Persisted' },
    });
    await first.close();
    expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(1);
    const second = await buildServer({ stateFile: file });
    const me = data(
      await second.inject({
        method: 'GET',
        url: `${API}/candidates/me`,
        headers: { authorization: `Bearer ${s.accessToken}` },
      }),
    );
    expect(me.nickname).toBe('Persisted');
    await second.close();
  });
});

describe('docs and errors', () => {
  it('serves the API reference at /docs from openapi.yaml', async () => {
    const ui = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    const json = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.json().info.title).toBe('Mockint API');
  });

  it('maps body-limit, media-type and JSON errors to a 400 envelope', async () => {
    const s = await signIn(ctx.app);
    const big = await ctx.app.inject({
      method: 'POST',
      url: `${API}/application-feedbacks/submit`,
      headers: { ...s.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ comment: 'x'.repeat(300_000) }),
    });
    expectError(big, 400, 'body is too large');
    const xml = await ctx.app.inject({
      method: 'POST',
      url: `${API}/candidates/update`,
      headers: { ...s.headers, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectError(xml, 400, /Content-Type/);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `${API}/candidates/update`,
      headers: { ...s.headers, 'content-type': 'application/json' },
    });
    expectError(empty, 400);
  });
});

describe('MOCK_VALIDATE_RESPONSES', () => {
  it('logs an answer that breaks the contract, naming the operation and the problem', async () => {
    const lines: string[] = [];
    const app = await buildServer({
      validateResponses: true,
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { route: 'GET /application-plans', status: 200, bodyStatus: 201, message: 'OK' },
    });
    await app.inject({ method: 'GET', url: `${API}/application-plans` });
    await app.inject({ method: 'GET', url: `${API}/application-plans` });
    const warnings = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'contract violation');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ operation: 'listApplicationPlans', status: 200 });
    expect(warnings[0].problem).toMatch(/status|data/);
    await app.close();
  });
});
