import { describe, expect, it, vi } from 'vitest';
import { ApiRateLimitedError } from '@mockint/api-contract/client';
import { startSignIn, type StartSignInDeps } from './start-sign-in';

const allowedOrigins = ['https://accounts.google.com', 'http://localhost:4010'];
const okUri = 'http://localhost:4010/__mock/google/authorize?state=s1';

function deps(overrides: Partial<StartSignInDeps> = {}): StartSignInDeps {
  return {
    isLoggedIn: () => false,
    requestAuthorization: vi.fn(async () => ({
      ok: true as const,
      value: { authorizationUri: okUri, codeVerifier: 'cv-1' },
    })),
    store: vi.fn(),
    allowedOrigins,
    ...overrides,
  };
}
const q = (s: string) => new URLSearchParams(s);

describe('startSignIn', () => {
  it('rejects any platform but google without calling the API', async () => {
    const d = deps();
    await expect(startSignIn(q('platform=github'), d)).resolves.toEqual({
      kind: 'error',
      message: 'Failed to sign in with Google, please try again',
      to: '/',
    });
    await expect(startSignIn(q(''), d)).resolves.toMatchObject({ kind: 'error' });
    expect(d.requestAuthorization).not.toHaveBeenCalled();
  });

  it('stores the hand-over values and heads to the provider', async () => {
    const d = deps();
    const outcome = await startSignIn(
      q('platform=google&redirect=demo&interviewTemplateId=t1&theme=dark'),
      d,
    );
    expect(outcome).toEqual({ kind: 'provider', url: okUri });
    expect(d.store).toHaveBeenCalledWith({
      redirect: 'demo',
      interviewTemplateId: 't1',
      provider: 'google',
      codeVerifier: 'cv-1',
    });
  });

  it("does not store 'undefined' query values", async () => {
    const d = deps();
    await startSignIn(q('platform=google&redirect=undefined&interviewTemplateId='), d);
    expect(d.store).toHaveBeenCalledWith({
      redirect: undefined,
      interviewTemplateId: undefined,
      provider: 'google',
      codeVerifier: 'cv-1',
    });
  });

  it.each([
    ['t1', 'dark', '/interview/register-job-interview?interviewTemplateId=t1&theme=dark'],
    ['t1', undefined, '/interview/register-job-interview?interviewTemplateId=t1'],
    [undefined, 'light', '/app/dashboard?theme=light'],
    [undefined, undefined, '/app/dashboard'],
  ])('redirects an already logged-in user (template %s, theme %s) to %s', async (template, theme, to) => {
    const d = deps({ isLoggedIn: () => true });
    const params = new URLSearchParams({ platform: 'google' });
    if (template) params.set('interviewTemplateId', template);
    if (theme) params.set('theme', theme);
    await expect(startSignIn(params, d)).resolves.toEqual({ kind: 'internal', to });
    expect(d.requestAuthorization).not.toHaveBeenCalled();
  });

  it('fails with the Google message on a bad answer or an address outside the allow-list', async () => {
    const bad = deps({ requestAuthorization: async () => ({ ok: false }) });
    await expect(startSignIn(q('platform=google'), bad)).resolves.toMatchObject({
      message: 'Failed to sign in with Google, please try again',
    });
    const evil = deps({
      requestAuthorization: async () => ({
        ok: true,
        value: { authorizationUri: 'https://evil.example/phish', codeVerifier: 'cv' },
      }),
    });
    await expect(startSignIn(q('platform=google'), evil)).resolves.toMatchObject({
      message: 'Failed to sign in with Google, please try again',
    });
    expect(evil.store).not.toHaveBeenCalled();
  });

  it('fails with the generic message when the call throws', async () => {
    const d = deps({
      requestAuthorization: async () => {
        throw new Error('offline');
      },
    });
    await expect(startSignIn(q('platform=google'), d)).resolves.toEqual({
      kind: 'error',
      message: 'Something went wrong, please try again',
      to: '/',
    });
  });

  it('says when to try again when the API answers 429', async () => {
    const d = deps({
      requestAuthorization: async () => {
        throw new ApiRateLimitedError({ method: 'POST', url: 'http://api.test' }, 45);
      },
    });
    await expect(startSignIn(q('platform=google'), d)).resolves.toEqual({
      kind: 'error',
      message: 'Too many requests. Please try again in 45 seconds.',
      to: '/',
    });
  });
});
