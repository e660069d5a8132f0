import { describe, expect, it, vi } from 'vitest';
import type { SignInResult } from '@mockint/api-contract';
import { ApiRateLimitedError } from '@mockint/api-contract/client';
import { completeSignIn, completeSignInOnce, type CompleteSignInDeps } from './complete-sign-in';

const result: SignInResult = {
  candidate: {
    id: 'c1',
    fullName: 'Ada Lovelace',
    nickname: 'Ada',
    email: 'ada@example.org',
    avatar: null,
    candidateCredits: { credits: 3, tier: 'FREE_SIGNUP' },
  },
  accessToken: 'at',
  refreshToken: 'rt',
  expiresIn: 3600,
};

function deps(overrides: Partial<CompleteSignInDeps> = {}): CompleteSignInDeps {
  return { exchange: vi.fn(async () => result), persist: vi.fn(), cleanup: vi.fn(), ...overrides };
}

const full = { code: 'code-1', state: 's', codeVerifier: 'cv', provider: 'google' };

describe('completeSignIn', () => {
  it('exchanges, persists and goes to the dashboard by default', async () => {
    const d = deps();
    await expect(completeSignIn(full, d)).resolves.toEqual({ kind: 'success', to: '/app/dashboard' });
    expect(d.exchange).toHaveBeenCalledWith('google', { code: 'code-1', codeVerifier: 'cv', state: 's' });
    expect(d.persist).toHaveBeenCalledWith(result);
    expect(d.cleanup).toHaveBeenCalledOnce();
  });

  it('follows the stored demo and template redirects', async () => {
    await expect(completeSignIn({ ...full, redirect: 'demo' }, deps())).resolves.toMatchObject({
      to: '/interview/type-selection?ref=demo',
    });
    await expect(completeSignIn({ ...full, interviewTemplateId: 't7' }, deps())).resolves.toMatchObject({
      to: '/interview/register-job-interview?interviewTemplateId=t7',
    });
  });

  it.each(['code', 'state', 'codeVerifier', 'provider'] as const)(
    'goes silently to / when %s is missing, and still cleans up',
    async (missing) => {
      const d = deps();
      await expect(completeSignIn({ ...full, [missing]: undefined }, d)).resolves.toEqual({
        kind: 'silent',
        to: '/',
      });
      expect(d.exchange).not.toHaveBeenCalled();
      expect(d.cleanup).toHaveBeenCalledOnce();
    },
  );

  it('reports a rejected or throwing exchange with the callback message and cleans up', async () => {
    for (const exchange of [async () => null, async () => Promise.reject(new Error('x'))]) {
      const d = deps({ exchange });
      await expect(completeSignIn(full, d)).resolves.toEqual({
        kind: 'error',
        message: 'Something went wrong. Please try again.',
        to: '/',
      });
      expect(d.persist).not.toHaveBeenCalled();
      expect(d.cleanup).toHaveBeenCalledOnce();
    }
  });

  it('says when to try again when the exchange answers 429', async () => {
    const d = deps({
      exchange: async () => Promise.reject(new ApiRateLimitedError({ method: 'POST', url: 'x' }, 120)),
    });
    await expect(completeSignIn(full, d)).resolves.toMatchObject({
      kind: 'error',
      message: 'Too many requests. Please try again in 2 minutes.',
    });
  });
});

describe('completeSignInOnce', () => {
  it('exchanges a code only once even when the screen runs twice (StrictMode)', async () => {
    const d = deps();
    const input = { ...full, code: 'strict-mode-code' };
    const [a, b] = await Promise.all([completeSignInOnce(input, d), completeSignInOnce(input, d)]);
    expect(a).toEqual(b);
    expect(d.exchange).toHaveBeenCalledOnce();
  });
});
