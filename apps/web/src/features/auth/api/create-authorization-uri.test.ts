import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRateLimitedError } from '@mockint/api-contract/client';
import { navigateTo } from '@/lib/navigation';
import { createAuthorizationUri } from './create-authorization-uri';

vi.mock('@/lib/navigation', () => ({ navigateTo: vi.fn() }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(response: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('createAuthorizationUri', () => {
  it('returns the address and verifier of a 200 answer', async () => {
    answer(() =>
      json(200, {
        status: 200,
        message: 'OK',
        data: { authorizationUri: 'https://a/b', codeVerifier: 'cv' },
      }),
    );
    await expect(createAuthorizationUri()).resolves.toEqual({
      ok: true,
      value: { authorizationUri: 'https://a/b', codeVerifier: 'cv' },
    });
  });

  it.each([400, 401, 403, 404, 409, 500, 502, 503])(
    'treats a %i answer as a failed sign-in',
    async (status) => {
      answer(() => json(status, { status, message: 'nope', data: null }));
      await expect(createAuthorizationUri()).resolves.toEqual({ ok: false });
    },
  );

  it('does not send a visitor to logout on a 401', async () => {
    answer(() => json(401, { status: 401, message: 'Unauthorized', data: null }));
    await createAuthorizationUri();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('treats a 200 without both fields as a failed sign-in', async () => {
    answer(() => json(200, { status: 200, message: 'OK', data: { authorizationUri: 'https://a/b' } }));
    await expect(createAuthorizationUri()).resolves.toEqual({ ok: false });
  });

  it('lets a 429 through, so the sign-in screen can say when to try again', async () => {
    answer(
      () =>
        new Response(JSON.stringify({ status: 429, message: 'Too Many Requests', data: null }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '30' },
        }),
    );
    await expect(createAuthorizationUri()).rejects.toBeInstanceOf(ApiRateLimitedError);
  });

  it('throws when there is no answer at all', async () => {
    answer(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createAuthorizationUri()).rejects.toThrow(/Network error/);
  });
});
