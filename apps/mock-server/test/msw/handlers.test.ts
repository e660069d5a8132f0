import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createMockApiHandlers, type MockApiHandlers } from '../../src/msw/index.ts';

// No port: msw/node answers fetch() in this process from the mock's own routes and store.
const ORIGIN = 'http://api.test';
let mock: MockApiHandlers;
let server: ReturnType<typeof setupServer>;

beforeAll(async () => {
  mock = await createMockApiHandlers(ORIGIN);
  server = setupServer(...mock.handlers);
  server.listen({ onUnhandledRequest: 'error' });
});

afterAll(async () => {
  server.close();
  await mock.close();
});

async function signIn(persona: string) {
  const res = await mock.app.inject({ method: 'POST', url: '/__mock/sessions', payload: { persona } });
  return res.json().data as { accessToken: string; candidate: { id: string } };
}

describe('the mock as MSW handlers (decision 0313)', () => {
  it('answers an /api/v1 call from the store, through fetch, with the contract envelope', async () => {
    const { accessToken } = await signIn('premium');
    const res = await fetch(`${ORIGIN}/api/v1/candidates/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: 200, data: { fullName: 'Sam Okafor' } });
  });

  it('keeps auth, validation and the rule book: 401 without a token, a scenario fault as state', async () => {
    expect((await fetch(`${ORIGIN}/api/v1/candidates/me`)).status).toBe(401);
    const { accessToken } = await signIn('default');
    await mock.app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { route: 'GET /candidate-transactions', status: 500, times: 1 },
    });
    const failed = await fetch(`${ORIGIN}/api/v1/candidate-transactions`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ status: 500, message: 'Internal server error' });
  });

  it('passes a JSON body through to the route: a nickname set through fetch is in the store', async () => {
    const { accessToken, candidate } = await signIn('newcomer');
    const me = (await (
      await fetch(`${ORIGIN}/api/v1/candidates/me`, { headers: { authorization: `Bearer ${accessToken}` } })
    ).json()) as { data: { email: string } };
    const res = await fetch(`${ORIGIN}/api/v1/candidates/update`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: candidate.id, email: me.data.email, nickname: 'Ada' }),
    });
    expect(res.status).toBe(200);
    expect(mock.app.store.getCandidate(candidate.id)?.nickname).toBe('Ada');
  });
});
