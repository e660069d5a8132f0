import { describe, expect, it } from 'vitest';
import { API, data, expectError, signIn, useServer } from '../helpers.ts';

const { ctx } = useServer();
const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: API + url, headers });

describe('interview feedbacks', () => {
  it('latest: the newest report with its finished room', async () => {
    const s = await signIn(ctx.app);
    const latest = data(await get('/candidate/interview-feedbacks/latest', s.headers));
    expect(latest.interviewRoom.status).toBe('FINISHED');
    expect(latest.overallScore).toBeGreaterThan(0);
    expect(latest.scores.map((x: { category: string }) => x.category)).toEqual([
      'Communication',
      'Technical Knowledge',
      'Problem Solving',
      'Confidence',
      'Relevance',
    ]);
    expect(latest.strengths.length).toBeGreaterThan(0);
    expect(latest.areasToImprove.length).toBeGreaterThan(0);
    expect(latest.actionableTips.length).toBeGreaterThan(0);
  });

  it('latest: data null (not an error) when there is no report yet', async () => {
    const s = await signIn(ctx.app, 'newcomer');
    const res = await get('/candidate/interview-feedbacks/latest', s.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'OK', data: null });
  });

  it('by room: the report of a finished room; INTERVIEW_NOT_FINISHED otherwise; 404 for foreign rooms', async () => {
    const s = await signIn(ctx.app);
    const rooms = data(await get('/candidate/interview-rooms?size=10', s.headers)).content as {
      id: string;
      status: string;
    }[];
    const finished = rooms.find((r) => r.status === 'FINISHED')!;
    const ongoing = rooms.find((r) => r.status === 'ONGOING')!;
    const registered = rooms.find((r) => r.status === 'REGISTERED')!;
    const fb = data(await get(`/candidate/interview-feedbacks/room/${finished.id}`, s.headers));
    expect(fb.interviewRoom.id).toBe(finished.id);
    expectError(
      await get(`/candidate/interview-feedbacks/room/${ongoing.id}`, s.headers),
      400,
      'INTERVIEW_NOT_FINISHED',
    );
    expectError(
      await get(`/candidate/interview-feedbacks/room/${registered.id}`, s.headers),
      400,
      'INTERVIEW_NOT_FINISHED',
    );
    const other = await signIn(ctx.app);
    expectError(await get(`/candidate/interview-feedbacks/room/${finished.id}`, other.headers), 404);
    expectError(await get('/candidate/interview-feedbacks/room/nope', s.headers), 404);
  });

  it('stronger answers give a higher score than short ones (deterministic, from the chats)', async () => {
    const s = await signIn(ctx.app);
    const rooms = data(await get('/candidate/interview-rooms?size=10', s.headers)).content as {
      id: string;
      status: string;
      companyName: string;
    }[];
    const scores = await Promise.all(
      rooms
        .filter((r) => r.status === 'FINISHED')
        .map(
          async (r) =>
            [
              r.companyName,
              data(await get(`/candidate/interview-feedbacks/room/${r.id}`, s.headers)).overallScore,
            ] as const,
        ),
    );
    const byCompany = Object.fromEntries(scores);
    // Nimbus Cloud: 'strong' answers; Kite Health: 'short' ones (fixtures/seed/personas.json).
    expect(byCompany['Nimbus Cloud']).toBeGreaterThan(byCompany['Kite Health']);
  });
});
