import { describe, expect, it } from 'vitest';
import { API, data, expectError, signIn, useServer } from '../helpers.ts';

let clock = Date.parse('2026-11-20T12:00:00Z');
const { ctx } = useServer({ now: () => clock, resumeLinkTtlSeconds: 60 });
const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: API + url, headers });

describe('interview rooms', () => {
  it('lists the dashboard page: 5 newest first, with totals for Load More', async () => {
    const s = await signIn(ctx.app);
    const page = data(await get('/candidate/interview-rooms?page=0&size=5&sort=createdAt,desc', s.headers));
    expect(page.content).toHaveLength(5);
    expect(page.totalElements).toBe(8);
    expect(page.totalPages).toBe(2);
    const dates = page.content.map((r: { createdAt: string }) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(page.content.map((r: { status: string }) => r.status))).toEqual(
      new Set(['REGISTERED', 'ONGOING', 'FINISHED']),
    );
  });

  it('pages through the premium history with size 6 and sorts ascending on request', async () => {
    const s = await signIn(ctx.app, 'premium');
    const first = data(await get('/candidate/interview-rooms?page=0&size=6&sort=createdAt,desc', s.headers));
    expect(first.totalElements).toBe(26);
    expect(first.totalPages).toBe(5);
    const last = data(await get('/candidate/interview-rooms?page=4&size=6&sort=createdAt,desc', s.headers));
    expect(last.content).toHaveLength(2);
    const beyond = data(await get('/candidate/interview-rooms?page=9&size=6', s.headers));
    expect(beyond.content).toEqual([]);
    const asc = data(await get('/candidate/interview-rooms?page=0&size=6&sort=createdAt,asc', s.headers));
    expect(asc.content[0].createdAt < first.content[0].createdAt).toBe(true);
  });

  it.each([
    ['size=0', 'query/size must be >= 1'],
    ['size=101', 'query/size must be <= 100'],
    ['page=-1', 'query/page must be >= 0'],
    ['page=abc', 'query/page must be integer'],
    ['sort=title,desc', /query\/sort must match pattern/],
  ])('refuses ?%s with 400', async (qs, message) => {
    const s = await signIn(ctx.app);
    expectError(await get(`/candidate/interview-rooms?${qs}`, s.headers), 400, message);
  });

  it('answers a room with chats, first/last chat and the interviewer; 404 for unknown or foreign rooms', async () => {
    const a = await signIn(ctx.app);
    const b = await signIn(ctx.app);
    const list = data(await get('/candidate/interview-rooms?size=10', a.headers));
    const finished = list.content.find((r: { status: string }) => r.status === 'FINISHED');
    const room = data(await get(`/candidate/interview-rooms/${finished.id}`, a.headers));
    expect(room.chats.length).toBeGreaterThan(2);
    expect(room.firstChat).toEqual(room.chats[0]);
    expect(room.lastChat).toEqual(room.chats.at(-1));
    expect(room.interviewer).toMatchObject({ fullName: expect.any(String), agentId: expect.any(String) });
    expect(room.interviewLanguage.label).toBe('English');
    expectError(
      await get(`/candidate/interview-rooms/${finished.id}`, b.headers),
      404,
      'Interview room not found',
    );
    expectError(await get('/candidate/interview-rooms/does-not-exist', a.headers), 404);
  });

  it('stats: total sessions and the month percentage change', async () => {
    const s = await signIn(ctx.app);
    const stats = data(await get('/candidate/interview-stats', s.headers));
    // Seed relative to 2026-11-20: 1.1, 1.5, 2.5, 5, 12 days ago this month; 34, 40, 47 days ago in October.
    expect(stats).toEqual({
      all: { sessions: 8 },
      month: { sessions: 5, previousSessions: 3, percentageChange: 66.67 },
    });
    const newcomer = await signIn(ctx.app, 'newcomer');
    expect(data(await get('/candidate/interview-stats', newcomer.headers))).toEqual({
      all: { sessions: 0 },
      month: { sessions: 0, previousSessions: 0, percentageChange: 0 },
    });
  });

  it('resume: a presigned link that serves the PDF and expires; null when none was uploaded', async () => {
    const s = await signIn(ctx.app);
    const rooms = data(await get('/candidate/interview-rooms?size=10', s.headers)).content as {
      id: string;
      hasResume: boolean;
    }[];
    const withResume = rooms.find((r) => r.hasResume)!;
    const without = rooms.find((r) => !r.hasResume)!;
    const link = data(await get(`/candidate/interview-resumes/${withResume.id}`, s.headers));
    const url = new URL(link.presignedUrl);
    const file = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF-')).toBe(true);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: url.pathname + url.search.replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 999}`),
    });
    expectError(forged, 403, 'Invalid resume link');
    clock += 61_000;
    expectError(
      await ctx.app.inject({ method: 'GET', url: url.pathname + url.search }),
      403,
      'This resume link has expired',
    );
    expect(data(await get(`/candidate/interview-resumes/${without.id}`, s.headers))).toEqual({
      presignedUrl: null,
    });
    const other = await signIn(ctx.app);
    expectError(await get(`/candidate/interview-resumes/${withResume.id}`, other.headers), 404);
  });
});
