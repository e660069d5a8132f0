import { describe, expect, it } from 'vitest';
import { API, data, expectError, signIn, useServer } from '../helpers.ts';

const { ctx } = useServer();

describe('interview setup', () => {
  it('lists interviewers as "Name - Language" in at least 6 languages incl. English and Indonesian', async () => {
    const s = await signIn(ctx.app);
    const setup = data(
      await ctx.app.inject({ method: 'GET', url: `${API}/interview/setup`, headers: s.headers }),
    );
    const languages = new Set(setup.interviewers.map((i: { label: string }) => i.label.split(' - ')[1]));
    for (const i of setup.interviewers) expect(i.label).toMatch(/^[\w-]+ - [A-Z][a-z]+$/);
    expect(languages.size).toBeGreaterThanOrEqual(6);
    expect(languages).toContain('English');
    expect(languages).toContain('Indonesian');
    expect(setup.interviewers.some((i: { premium: boolean }) => i.premium)).toBe(true);
    expect(setup.durations.map((d: { label: string }) => d.label)).toContain('15 Minutes');
    expect(setup.countries.length).toBeGreaterThanOrEqual(30);
    const countries = setup.countries.map((c: { label: string }) => c.label);
    for (const c of [
      'United States',
      'Indonesia',
      'Korea, Republic of',
      'Russian Federation',
      'Viet Nam',
      'Saudi Arabia',
      'Malaysia',
    ])
      expect(countries).toContain(c);
    for (const list of ['experienceLevels', 'salaryCurrencies', 'scenarios', 'durations'])
      expect(setup[list].some((o: { premium: boolean }) => o.premium)).toBe(true);
  });

  it('extracts experience level and job role from a job description', async () => {
    const s = await signIn(ctx.app);
    const extract = (jobDescription: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${API}/interview/setup/extract-job-description`,
        headers: s.headers,
        payload: { jobDescription },
      });
    expect(
      data(await extract('We are hiring a Senior Frontend Engineer with 5+ years of React and TypeScript.')),
    ).toEqual({
      experienceLevelId: 'exp-senior',
      jobRoleId: 'role-frontend-engineer',
    });
    expect(data(await extract('Junior data analyst: write SQL and build dashboards in Tableau.'))).toEqual({
      experienceLevelId: 'exp-entry',
      jobRoleId: 'role-data-analyst',
    });
    expect(data(await extract('Lorem ipsum dolor sit amet.'))).toEqual({
      experienceLevelId: null,
      jobRoleId: null,
    });
    expectError(await extract('x'.repeat(2501)), 400, 'JOB_DESCRIPTION_TOO_LONG');
    expectError(await extract(''), 400, 'body/jobDescription must NOT have fewer than 1 characters');
  });
});

describe('interview templates', () => {
  it('lists at least 8 templates across at least 4 companies, with served logos and sectioned descriptions', async () => {
    const s = await signIn(ctx.app);
    const templates = data(
      await ctx.app.inject({ method: 'GET', url: `${API}/interview-templates`, headers: s.headers }),
    );
    const visible = templates.filter((t: { companyName: string }) => t.companyName !== 'Internal QA Co');
    expect(visible.length).toBeGreaterThanOrEqual(8);
    expect(new Set(visible.map((t: { companyName: string }) => t.companyName)).size).toBeGreaterThanOrEqual(
      4,
    );
    expect(templates.some((t: { companyName: string }) => t.companyName === 'Internal QA Co')).toBe(true);
    const sorts = templates.map((t: { sort: number }) => t.sort);
    expect([...sorts].sort((a, b) => a - b)).toEqual(sorts);
    const first = templates[0];
    expect(first.jobDescription.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(first.jobDescription).toMatch(/\n- /);
    const logo = new URL(first.companyLogoUrl);
    const svg = await ctx.app.inject({ method: 'GET', url: logo.pathname });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    const one = data(
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/interview-templates/${first.id}`,
        headers: s.headers,
      }),
    );
    expect(one).toEqual(first);
    expectError(
      await ctx.app.inject({ method: 'GET', url: `${API}/interview-templates/nope`, headers: s.headers }),
      404,
    );
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/__mock/assets/logos/..%2F..%2Fpackage.json' }),
      404,
    );
  });
});

describe('application plans', () => {
  it('is public: Explorer Plan free, priced plans, exactly one popular, one without checkout', async () => {
    const plans = data(await ctx.app.inject({ method: 'GET', url: `${API}/application-plans` }));
    const explorer = plans.find((p: { title: string }) => p.title === 'Explorer Plan');
    expect(explorer.price).toBeUndefined();
    const priced = plans.filter((p: { price?: number }) => p.price !== undefined);
    expect(priced.length).toBeGreaterThanOrEqual(2);
    expect(plans.filter((p: { popular: boolean }) => p.popular)).toHaveLength(1);
    expect(priced.filter((p: { redirectPath: string | null }) => p.redirectPath === null)).toHaveLength(1);
    for (const p of priced.filter((p: { redirectPath: string | null }) => p.redirectPath))
      expect(p.redirectPath).toMatch(/^https:\/\/checkout\.example-payments\.test\/buy\//);
  });
});

describe('candidate transactions', () => {
  it('pages 6 at a time, newest first, with mixed types and statuses', async () => {
    const s = await signIn(ctx.app);
    const page = data(
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/candidate-transactions?page=0&size=6&sort=createdAt,desc`,
        headers: s.headers,
      }),
    );
    expect(page.totalElements).toBe(8);
    expect(page.totalPages).toBe(2);
    expect(page.content).toHaveLength(6);
    const dates = page.content.map((t: { createdAt: string }) => t.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const all = data(
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/candidate-transactions?size=100`,
        headers: s.headers,
      }),
    ).content;
    expect(new Set(all.map((t: { transactionType: string }) => t.transactionType))).toEqual(
      new Set(['purchase', 'manual_adjustment', 'signup_bonus']),
    );
    expect(new Set(all.map((t: { orderStatus: string }) => t.orderStatus)).size).toBeGreaterThanOrEqual(5);
    const bonus = all.find((t: { transactionType: string }) => t.transactionType === 'signup_bonus');
    expect(bonus).toMatchObject({ amount: null, currency: null, creditsAdded: 1 });
    const paid = all.find(
      (t: { orderStatus: string; transactionType: string }) =>
        t.orderStatus === 'paid' && t.transactionType === 'purchase',
    );
    expect(paid.amount).toBe('9.99');
  });

  it('newcomer: exactly one signup bonus; premium: more than 20 to page through', async () => {
    const n = await signIn(ctx.app, 'newcomer');
    const page = data(
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/candidate-transactions?size=6`,
        headers: n.headers,
      }),
    );
    expect(page.content).toEqual([
      expect.objectContaining({ transactionType: 'signup_bonus', creditsAdded: 1, orderStatus: 'paid' }),
    ]);
    const p = await signIn(ctx.app, 'premium');
    const last = data(
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/candidate-transactions?page=3&size=6`,
        headers: p.headers,
      }),
    );
    expect(last.totalElements).toBeGreaterThanOrEqual(20);
    expect(last.content.length).toBeGreaterThan(0);
  });
});
