import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Decision 0538: a signed-in first load asks for the profile with the page's own requests, and the guard's
// first refresh joins that request instead of asking again. Fresh modules per test: the first load is a
// once-per-document fact.

const candidate = {
  id: 'c1',
  fullName: 'Ada Lovelace',
  nickname: null,
  email: 'ada@example.org',
  avatar: null,
  candidateCredits: { credits: 1, tier: 'FREE_SIGNUP' },
};

/** The URLs the app fetched. */
let asked: string[];

beforeEach(async () => {
  vi.resetModules();
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      asked.push(new URL(request.url).pathname);
      return new Response(JSON.stringify({ status: 200, message: 'OK', data: candidate }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const { setSessionCookies } = await import('@/lib/auth/cookies');
  setSessionCookies({ candidateId: 'c1', accessToken: 'at', refreshToken: 'rt', expiresIn: 60 });
});
afterEach(() => vi.unstubAllGlobals());

const profileRequests = () => asked.filter((p) => p.endsWith('/candidates/me')).length;
/** Lets a started request reach fetch (the API client awaits the token first). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the first load's profile refresh", () => {
  it('starts with the page, and the guard joins it; the next navigation asks again', async () => {
    const { prefetchPage } = await import('./page-prefetch');
    const { refreshCandidate } = await import('./refresh-candidate');
    prefetchPage(['data', 'shell', 'dashboard'], new URLSearchParams(''));
    await settle();
    expect(profileRequests()).toBe(1);
    await refreshCandidate();
    expect(profileRequests()).toBe(1);
    const { queryClient } = await import('@/lib/query-client');
    expect(queryClient.getQueryData(['candidates', 'me'])).toEqual(candidate);
    await refreshCandidate();
    expect(profileRequests()).toBe(2);
  });

  it('is left to the guard when the guard asked first', async () => {
    const { prefetchPage } = await import('./page-prefetch');
    const { refreshCandidate } = await import('./refresh-candidate');
    await refreshCandidate();
    prefetchPage(['data', 'shell', 'dashboard'], new URLSearchParams(''));
    await settle();
    expect(profileRequests()).toBe(1);
  });

  it('is not started on the logout page, where the guard does not refresh either', async () => {
    const { prefetchPage } = await import('./page-prefetch');
    prefetchPage(['data', 'logout'], new URLSearchParams(''));
    await settle();
    expect(profileRequests()).toBe(0);
  });
});
