import { createHash } from 'node:crypto';
import { expect, test } from '../../fixtures.ts';
import { MOCK_PORT, NGINX_URL } from '../../hosting/env.ts';
import { inlineScriptsOf } from '../security/helpers.ts';
import { signInRegisterAnswerAndFinish, watchCspViolations } from './journey.ts';

const api = `http://localhost:${MOCK_PORT}`;
const socket = `ws://localhost:${MOCK_PORT}`;

test('nginx serves the build with a strict CSP, security headers, caching and the SPA fallback', async ({
  request,
}) => {
  const shell = await request.get(`${NGINX_URL}/app/transactions`);
  expect(shell.status(), 'deep links fall back to the app').toBe(200);
  expect(await shell.text()).toContain('<div id="root"></div>');
  // A prerendered page is served its own file: the frame in #root and the page's title (decision 0540).
  const frame = await request.get(`${NGINX_URL}/app/dashboard`);
  expect(frame.status()).toBe(200);
  expect(await frame.text()).toContain('<div id="root"><div data-frame>');
  expect(await frame.text()).toContain('<title>Dashboard · MockInt</title>');
  expect(frame.headers()['cache-control']).toBe('no-store');
  const headers = shell.headers();
  expect(frame.headers()['content-security-policy']).toBe(headers['content-security-policy']);
  const csp = Object.fromEntries(
    headers['content-security-policy']!.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name!, values];
    }),
  );
  // The inline scripts (the first-load preloader, decision 0545, and the frame gate, 0540) are allowed by
  // their hashes, nothing else inline; a prerendered page carries the same, and the report's pages add the
  // early paint's (decision 0547).
  const inline = inlineScriptsOf(await shell.text());
  expect(inline).toHaveLength(2);
  expect(inlineScriptsOf(await frame.text())).toEqual(inline);
  const feedback = inlineScriptsOf(await (await request.get(`${NGINX_URL}/interview/feedback`)).text());
  expect(feedback.slice(0, 2)).toEqual(inline);
  expect(feedback).toHaveLength(3);
  const report = await request.get(`${NGINX_URL}/app/interview-sessions/report`);
  expect(inlineScriptsOf(await report.text())).toEqual(feedback);
  const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  expect(csp['script-src']).toEqual(["'self'", ...feedback.map(hash)]);
  expect(csp['connect-src']).toEqual(["'self'", api, socket]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(headers['content-security-policy']).not.toMatch(/unsafe-eval|googletagmanager/);
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('microphone=(self)');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cache-control']).toBe('no-store');

  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await shell.text())![1]!;
  const asset = await request.get(`${NGINX_URL}${script}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-security-policy']).toBe(headers['content-security-policy']);
  expect((await request.get(`${NGINX_URL}/assets/missing.js`)).status()).toBe(404);
  expect((await request.get(`${NGINX_URL}/.deploy/security-headers.conf`)).status()).toBe(404);
});

test('smoke behind nginx: sign-in, dashboard, a room with one answer, feedback; no CSP violation', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  await signInRegisterAnswerAndFinish(page);
  // A first load of the feedback page runs the early paint's inline script (decision 0547) under the CSP.
  await page.reload();
  await expect(page.getByTestId('overall-score')).toBeVisible();
  expect(violations).toEqual([]);
});
