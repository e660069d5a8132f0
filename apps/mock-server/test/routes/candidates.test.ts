import { describe, expect, it } from 'vitest';
import { API, data, expectError, signIn, useServer } from '../helpers.ts';

const { ctx } = useServer();
const update = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: `${API}/candidates/update`, headers, payload: payload as object });

describe('candidates', () => {
  it('GET /candidates/me answers the signed-in candidate with credits and tier', async () => {
    const s = await signIn(ctx.app, 'premium');
    const me = data(await ctx.app.inject({ method: 'GET', url: `${API}/candidates/me`, headers: s.headers }));
    expect(me).toMatchObject({
      id: s.candidateId,
      fullName: 'Sam Okafor',
      candidateCredits: { tier: 'PREMIUM' },
    });
  });

  it('serves seeded avatars from the mock itself, absolute and loadable; a persona without one answers null', async () => {
    const s = await signIn(ctx.app);
    const me = data(await ctx.app.inject({ method: 'GET', url: `${API}/candidates/me`, headers: s.headers }));
    expect(me.avatar).toMatch(/^http:\/\/[^/]+\/__mock\/assets\/avatars\//);
    const avatar = new URL(me.avatar);
    expect(avatar.pathname).toBe('/__mock/assets/avatars/alex-morgan.svg');
    const svg = await ctx.app.inject({ method: 'GET', url: avatar.pathname });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.body).toContain('>AM</text>');
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/__mock/assets/avatars/nobody.svg' }),
      404,
      'Avatar not found',
    );

    const newcomer = await signIn(ctx.app, 'newcomer');
    const priya = data(
      await ctx.app.inject({ method: 'GET', url: `${API}/candidates/me`, headers: newcomer.headers }),
    );
    expect(priya.avatar).toBeNull();
  });

  it('POST /candidates/update sets a trimmed nickname that /candidates/me then shows', async () => {
    const s = await signIn(ctx.app, 'newcomer');
    const updated = data(
      await update(s.headers, { id: s.candidateId, email: 'priya.raman@example.com', nickname: '  Pri  ' }),
    );
    expect(updated.nickname).toBe('Pri');
    const me = data(await ctx.app.inject({ method: 'GET', url: `${API}/candidates/me`, headers: s.headers }));
    expect(me.nickname).toBe('Pri');
  });

  it.each([
    [{ nickname: '' }, 'body/nickname must NOT have fewer than 1 characters'],
    [{ nickname: '   ' }, 'body/nickname must not be blank'],
    [{ nickname: 'x'.repeat(51) }, 'body/nickname must NOT have more than 50 characters'],
    [{ email: 'not-an-email' }, 'body/email must match format "email"'],
    [{ email: 'someone@else.com' }, 'email does not match the candidate; it cannot be changed here'],
    [{ extra: true }, 'body must NOT have additional properties (extra)'],
  ])('refuses %o', async (override, message) => {
    const s = await signIn(ctx.app);
    const res = await update(s.headers, {
      id: s.candidateId,
      email: 'alex.morgan@example.com',
      nickname: 'Alex',
      ...override,
    });
    expectError(res, 400, message);
  });

  it("answers 404 for another candidate's id and leaves them unchanged", async () => {
    const a = await signIn(ctx.app);
    const b = await signIn(ctx.app);
    expectError(
      await update(a.headers, { id: b.candidateId, email: 'alex.morgan@example.com', nickname: 'Hacker' }),
      404,
      'Candidate not found',
    );
    const me = data(await ctx.app.inject({ method: 'GET', url: `${API}/candidates/me`, headers: b.headers }));
    expect(me.nickname).toBe('Alex');
  });
});
