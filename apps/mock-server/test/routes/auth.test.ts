import { describe, expect, it } from 'vitest';
import { API, data, expectError, useServer } from '../helpers.ts';

const { ctx } = useServer({
  webOrigin: 'http://localhost:5173',
  extraWebOrigins: ['https://app.example.test'],
});

async function start(origin?: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${API}/auth/google/authorization-uri`,
    payload: { clientType: 'web' },
    headers: origin ? { origin } : {},
  });
  const d = data<{ authorizationUri: string; codeVerifier: string }>(res);
  return { ...d, url: new URL(d.authorizationUri) };
}

async function choose(url: URL, persona: string, extra = '') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}&persona=${persona}${extra}`,
  });
  expect(res.statusCode).toBe(302);
  const callback = new URL(String(res.headers.location));
  return { callback, code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! };
}

const exchange = (body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `${API}/auth/google/exchange-code`, payload: body });

describe('mock Google sign-in', () => {
  it('returns an authorization address on the mock and a PKCE verifier', async () => {
    const { url, codeVerifier } = await start();
    expect(url.pathname).toBe('/__mock/google/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:5173/auth/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(codeVerifier.length).toBeGreaterThanOrEqual(43);
  });

  it('sends the user back to the allow-listed origin they came from (vite preview)', async () => {
    const { url } = await start('http://localhost:4173');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:4173/auth/callback');
    const other = await start('https://evil.example');
    expect(other.url.searchParams.get('redirect_uri')).toBe('http://localhost:5173/auth/callback');
  });

  it('renders an accessible persona chooser, default persona first, one button per full name', async () => {
    const { url } = await start();
    const page = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/<title>Sign in with Google \(mock\)<\/title>/);
    const names = [...page.body.matchAll(/<span class="name">([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(names).toEqual(['Alex Morgan', 'Jordan Lee', 'Priya Raman', 'Sam Okafor']);
    expect(page.body.match(/<button type="submit" name="persona"/g)).toHaveLength(4);
  });

  it('refuses a redirect_uri outside the allow-list', async () => {
    const { url } = await start();
    url.searchParams.set('redirect_uri', 'https://evil.example/auth/callback');
    expectError(
      await ctx.app.inject({ method: 'GET', url: url.pathname + url.search + '&persona=default' }),
      400,
      /redirect_uri/,
    );
  });

  it('refuses an unknown state or a tampered challenge', async () => {
    const { url } = await start();
    const bad = new URL(url);
    bad.searchParams.set('state', 'nope');
    expectError(await ctx.app.inject({ method: 'GET', url: bad.pathname + bad.search }), 400);
    const tampered = new URL(url);
    tampered.searchParams.set('code_challenge', 'x');
    expectError(await ctx.app.inject({ method: 'GET', url: tampered.pathname + tampered.search }), 400);
  });

  it('exchanges code + verifier + state once for the persona and tokens', async () => {
    const { url, codeVerifier } = await start();
    const { callback, code, state } = await choose(url, 'newcomer');
    expect(callback.origin + callback.pathname).toBe('http://localhost:5173/auth/callback');
    const signIn = data(await exchange({ code, codeVerifier, state }));
    expect(signIn.candidate).toMatchObject({
      fullName: 'Priya Raman',
      nickname: null,
      candidateCredits: { credits: 1, tier: 'FREE_SIGNUP' },
    });
    expect(signIn.expiresIn).toBe(3600);
    expect(signIn.accessToken).not.toBe(signIn.refreshToken);
    const me = data(
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/candidates/me`,
        headers: { authorization: `Bearer ${signIn.accessToken}` },
      }),
    );
    expect(me.id).toBe(signIn.candidate.id);
    // reused code
    expectError(await exchange({ code, codeVerifier, state }), 400, 'INVALID_AUTHORIZATION_CODE');
  });

  it.each([
    [
      'wrong verifier',
      (v: { code: string; state: string; codeVerifier: string }) => ({ ...v, codeVerifier: 'x'.repeat(64) }),
    ],
    ['wrong state', (v: { code: string; state: string; codeVerifier: string }) => ({ ...v, state: 'other' })],
    ['unknown code', (v: { code: string; state: string; codeVerifier: string }) => ({ ...v, code: 'nope' })],
  ])('answers INVALID_AUTHORIZATION_CODE for a %s', async (_n, mutate) => {
    const { url, codeVerifier } = await start();
    const { code, state } = await choose(url, 'default');
    expectError(await exchange(mutate({ code, state, codeVerifier })), 400, 'INVALID_AUTHORIZATION_CODE');
  });

  it('validates the request bodies', async () => {
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `${API}/auth/google/authorization-uri`,
        payload: { clientType: 'ios' },
      }),
      400,
      'body/clientType must be one of web',
    );
    expectError(await exchange({ code: 'a', state: 'b' }), 400, 'body/codeVerifier is required');
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `${API}/auth/github/exchange-code`,
        payload: { code: 'a', state: 'b', codeVerifier: 'c' },
      }),
      400,
      'params/provider must be one of google',
    );
  });

  it('signs in the shared persona by default and a fresh isolated copy with fresh=1', async () => {
    const a = await start();
    const shared = await choose(a.url, 'default');
    const one = data(
      await exchange({ code: shared.code, state: shared.state, codeVerifier: a.codeVerifier }),
    );
    const b = await start();
    const fresh = await choose(b.url, 'default', '&fresh=1');
    const two = data(await exchange({ code: fresh.code, state: fresh.state, codeVerifier: b.codeVerifier }));
    expect(one.candidate.id).toBe('6f1c2b1e-4a7d-4c1b-9a52-0d3e5f7a9b11');
    expect(two.candidate.id).not.toBe(one.candidate.id);
    expect(two.candidate.fullName).toBe('Alex Morgan');
  });

  it('authenticates the socket cookie `${candidateId}:${accessToken}` only when both halves agree', async () => {
    const { url, codeVerifier } = await start();
    const { code, state } = await choose(url, 'default');
    const s = data(await exchange({ code, state, codeVerifier }));
    const store = ctx.app.store;
    expect(store.getCandidateBySessionCookie(`${s.candidate.id}:${s.accessToken}`)?.id).toBe(s.candidate.id);
    expect(store.getCandidateBySessionCookie(`someone-else:${s.accessToken}`)).toBeUndefined();
    expect(store.getCandidateBySessionCookie(`${s.candidate.id}:nope`)).toBeUndefined();
    expect(store.getCandidateBySessionCookie(undefined)).toBeUndefined();
  });
});

describe('CORS', () => {
  it('answers preflights for the web origins and the extra ones, not for others', async () => {
    for (const origin of ['http://localhost:5173', 'http://localhost:4173', 'https://app.example.test']) {
      const res = await ctx.app.inject({
        method: 'OPTIONS',
        url: `${API}/candidates/me`,
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    }
    const evil = await ctx.app.inject({
      method: 'OPTIONS',
      url: `${API}/candidates/me`,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});
