// The dashboard's balance against the mock itself, without a server (decision 0313): msw/node answers the app's
// fetch from the mock's own routes and store, so the personas and the rule book are the e2e suite's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createMockApiHandlers, type MockApiHandlers } from '@mockint/mock-server/msw';
import { env } from '@/config/env';
import { setSessionCookies } from '@/lib/auth/cookies';
import { renderInApp, settles } from '../../../../test/component';
import { BalanceCard } from './stat-cards';

let mock: MockApiHandlers;
let server: ReturnType<typeof setupServer>;

beforeAll(async () => {
  mock = await createMockApiHandlers(new URL(env.apiBaseUrl).origin);
  server = setupServer(...mock.handlers);
  server.listen({ onUnhandledRequest: 'error' });
});

afterAll(async () => {
  server.close();
  await mock.close();
});

/** Signs in as a fresh copy of a persona through the mock's control API, as the e2e suite does. */
async function signInAs(persona: string) {
  const res = await mock.app.inject({ method: 'POST', url: '/__mock/sessions', payload: { persona } });
  const { candidate, accessToken, refreshToken, expiresIn } = res.json().data;
  setSessionCookies({ candidateId: candidate.id, accessToken, refreshToken, expiresIn });
}

describe('BalanceCard against the mock as MSW handlers', () => {
  it("shows the no-credits persona's balance as the mock's store holds it", async () => {
    await signInAs('no-credits');
    renderInApp(<BalanceCard />);
    await settles(() => expect(screen.getByTestId('credit-balance')).toHaveTextContent(/^No\s+Credits$/));
  });

  it('shows 42 for the premium persona', async () => {
    await signInAs('premium');
    renderInApp(<BalanceCard />);
    await settles(() => expect(screen.getByTestId('credit-balance')).toHaveTextContent(/^42\s+Credits$/));
  });
});
