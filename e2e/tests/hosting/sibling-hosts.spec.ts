import { expect, test } from '../../fixtures.ts';
import { COOKIE_DOMAIN, MOCK_PORT, SIBLING_API_URL, SIBLING_APP_URL } from '../../hosting/env.ts';
import { signInRegisterAnswerAndFinish, watchCspViolations } from './journey.ts';

test('app and API on sibling hosts: the session cookie reaches the API socket; CORS allows the app only', async ({
  page,
  context,
  request,
}) => {
  const violations = await watchCspViolations(page);
  await signInRegisterAnswerAndFinish(page);
  expect(violations).toEqual([]);

  // The socket authenticated with the session cookie the app wrote for the parent domain.
  const cookies = Object.fromEntries((await context.cookies(SIBLING_API_URL)).map((c) => [c.name, c]));
  expect(cookies.session?.domain).toBe(COOKIE_DOMAIN);
  expect(cookies.session?.sameSite).toBe('Lax');

  // (The test runner does not use Chromium's host mapping: same mock process, by its local address.)
  const plans = `http://localhost:${MOCK_PORT}/api/v1/application-plans`;
  const fromApp = await request.get(plans, { headers: { origin: SIBLING_APP_URL } });
  expect(fromApp.headers()['access-control-allow-origin']).toBe(SIBLING_APP_URL);
  const fromElsewhere = await request.get(plans, { headers: { origin: 'http://evil.mockint.test' } });
  expect(fromElsewhere.headers()['access-control-allow-origin']).toBeUndefined();
});
