import { describe, expect, it } from 'vitest';
import { API, data, expectError, signIn, useServer } from '../helpers.ts';

const { ctx } = useServer();
const post = (url: string, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: API + url, headers, payload });
const CHECK = { type: 'SIGN_UP', termsVersion: '2025-04-12', privacyVersion: '2025-04-12' };
const ACCEPT = {
  ...CHECK,
  termsAccepted: true,
  privacyAccepted: true,
  termsUrl: 'https://mockint.example/terms',
  privacyUrl: 'https://mockint.example/privacy',
};

describe('candidate consents', () => {
  it('the default persona has consented; the newcomer has not, until they accept', async () => {
    const d = await signIn(ctx.app);
    expect(data(await post('/candidate-consents/check', d.headers, CHECK))).toBe(true);
    const n = await signIn(ctx.app, 'newcomer');
    expect(data(await post('/candidate-consents/check', n.headers, CHECK))).toBe(false);
    expect(data(await post('/candidate-consents/accept', n.headers, ACCEPT))).toBeNull();
    expect(data(await post('/candidate-consents/check', n.headers, CHECK))).toBe(true);
    // idempotent
    expect(data(await post('/candidate-consents/accept', n.headers, ACCEPT))).toBeNull();
  });

  it('consent is per type and per versions', async () => {
    const d = await signIn(ctx.app);
    expect(
      data(await post('/candidate-consents/check', d.headers, { ...CHECK, termsVersion: '2026-01-01' })),
    ).toBe(false);
    expect(
      data(await post('/candidate-consents/check', d.headers, { ...CHECK, type: 'INTERVIEW_REGISTRATION' })),
    ).toBe(false);
  });

  it.each([
    [{ termsAccepted: false }, 'body/termsAccepted must be true'],
    [{ type: 'NEWSLETTER' }, 'body/type must be one of SIGN_UP, INTERVIEW_REGISTRATION'],
    [{ termsUrl: 'not a url' }, 'body/termsUrl must match format "uri"'],
  ])('accept refuses %o', async (override, message) => {
    const n = await signIn(ctx.app, 'newcomer');
    expectError(
      await post('/candidate-consents/accept', n.headers, { ...ACCEPT, ...override }),
      400,
      message,
    );
    expect(data(await post('/candidate-consents/check', n.headers, CHECK))).toBe(false);
  });

  it('check refuses a body without versions', async () => {
    const n = await signIn(ctx.app, 'newcomer');
    expectError(
      await post('/candidate-consents/check', n.headers, { type: 'SIGN_UP' }),
      400,
      'body/termsVersion is required',
    );
  });
});
