import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionCookies } from '@/lib/auth/cookies';
import { registerNavigate } from '@/lib/navigation';
import { candidateQueryOptions, PROFILE_ERROR } from '@/lib/candidate';
import { queryClient } from '@/lib/query-client';
import { guardLoader } from './guard';
import { refreshCandidate } from './refresh-candidate';

const candidate = {
  id: 'c1',
  fullName: 'Ada Lovelace',
  nickname: null,
  email: 'ada@example.org',
  avatar: null,
  candidateCredits: { credits: 1, tier: 'FREE_SIGNUP' },
};

function answer(status: number, data: unknown = null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status, message: status === 200 ? 'OK' : 'Failed', data }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

function load(url: string) {
  return guardLoader({ request: new Request(`http://localhost${url}`) } as LoaderFunctionArgs);
}

function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  registerNavigate(navigate);
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('refreshCandidate', () => {
  it('stores the fresh profile in the cache and local storage', async () => {
    setSessionCookies({ candidateId: 'c1', accessToken: 'at', refreshToken: 'rt', expiresIn: 60 });
    answer(200, candidate);
    await refreshCandidate();
    expect(queryClient.getQueryData(['candidates', 'me'])).toEqual(candidate);
    expect(JSON.parse(localStorage.getItem('candidate') ?? '{}')).toEqual(candidate);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs out with the profile error when the refresh fails', async () => {
    setSessionCookies({ candidateId: 'c1', accessToken: 'at', refreshToken: 'rt', expiresIn: 60 });
    answer(500);
    await refreshCandidate();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/logout', {
      replace: true,
      state: { errorMessage: PROFILE_ERROR, forced: true },
    });
  });

  it("logs out when a page's own read of the profile met the failure and the refresh after it succeeds", async () => {
    // A fast load: a component's query fetches the profile before the guard's refresh (imported on demand)
    // starts; the one failure is that read's, and the refresh then gets a fresh 200.
    setSessionCookies({ candidateId: 'c1', accessToken: 'at', refreshToken: 'rt', expiresIn: 60 });
    answer(404);
    await queryClient.fetchQuery(candidateQueryOptions).catch(() => undefined);
    answer(200, candidate);
    await refreshCandidate();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/logout', {
      replace: true,
      state: { errorMessage: PROFILE_ERROR, forced: true },
    });
  });

  it('leaves a 401 to the API client, which logs out once without a message', async () => {
    setSessionCookies({ candidateId: 'c1', accessToken: 'at', refreshToken: 'rt', expiresIn: 60 });
    answer(401);
    await refreshCandidate();
    // Forced: a wizard's leave guard must not ask the candidate to stay (decision 0265).
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/logout', { replace: true, state: { forced: true } });
  });
});

describe('guardLoader', () => {
  it('redirects a visitor from a protected page to /logout', () => {
    const response = thrownBy(() => load('/app/dashboard'));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('Location')).toBe('/logout');
  });

  it('redirects a logged-in user away from sign-in and refreshes the profile on other pages', async () => {
    setSessionCookies({ candidateId: 'c1', accessToken: 'at', refreshToken: 'rt', expiresIn: 60 });
    answer(200, candidate);
    const response = thrownBy(() => load('/auth/sign-in?platform=google&theme=dark'));
    expect((response as Response).headers.get('Location')).toBe('/app/dashboard?theme=dark');
    expect(load('/app/pricing')).toBeNull();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
  });

  it('applies and remembers the theme query', () => {
    load('/app/pricing?theme=light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('vueuse-color-scheme')).toBe('light');
    load('/app/pricing?theme=dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
