import { describe, expect, it } from 'vitest';
import { API, data, expectError, signIn, useServer, type Session } from '../helpers.ts';
import { jobInput, registration } from '../multipart.ts';

const { ctx } = useServer();
const post = (url: string, s: Session, payload: object) =>
  ctx.app.inject({ method: 'POST', url: API + url, headers: s.headers, payload });

/** Joins `roomId` as `s` with the room's interviewer; `candidateId` defaults to the caller's own. */
const join = (s: Session, roomId: string, candidateId = s.candidateId) =>
  post('/interviews/join', s, { interviewRoomId: roomId, candidateId, interviewerId: 'itv-emma' });

async function registered(s: Session) {
  const body = registration(jobInput(s.candidateId));
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${API}/interviews/register`,
    headers: { ...s.headers, ...body.headers },
    payload: body.payload,
  });
  return data<{ id: string }>(res).id;
}

describe('join, end, revoke', () => {
  it('join: REGISTERED → ONGOING with joinedAt and the full duration remaining; joining again changes nothing', async () => {
    const s = await signIn(ctx.app);
    const id = await registered(s);
    const room = data(await join(s, id));
    expect(room).toMatchObject({ id, status: 'ONGOING', timeRemaining: 900, timeElapsed: 0 });
    expect(room.joinedAt).toEqual(expect.any(String));
    const again = data(await join(s, id));
    expect(again.joinedAt).toBe(room.joinedAt);
  });

  it('end: ONGOING → FINISHED with a report built from the chats; idempotent; join is then refused', async () => {
    const s = await signIn(ctx.app);
    const id = await registered(s);
    const ids = { interviewRoomId: id, candidateId: s.candidateId, interviewerId: 'itv-emma' };
    data(await post('/interviews/join', s, ids));
    const store = ctx.app.store;
    store.appendChat(id, { sender: 'MODEL', sentences: ['Tell me about yourself.'] });
    store.appendChat(id, {
      sender: 'CANDIDATE',
      sentences: ['I build web apps; last year I improved checkout conversion by 6 percent.'],
    });
    store.setTimeRemaining(id, 600);
    const ended = data(await post('/interviews/end', s, { ...ids, timeout: false }));
    expect(ended).toMatchObject({ status: 'FINISHED', timeElapsed: 300, timeRemaining: 600 });
    expect(ended.chats).toHaveLength(2);
    const fb = data(
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/candidate/interview-feedbacks/room/${id}`,
        headers: s.headers,
      }),
    );
    expect(fb.overallScore).toBeGreaterThan(0);
    expect(fb.summary).toMatch(/Frontend Engineer/);
    const again = data(await post('/interviews/end', s, { ...ids, timeout: true }));
    expect(again.timeRemaining).toBe(600);
    expectError(await post('/interviews/join', s, ids), 400, 'INTERVIEW_ALREADY_FINISHED');
  });

  it('end with timeout: true leaves no time remaining', async () => {
    const s = await signIn(ctx.app);
    const id = await registered(s);
    const ids = { interviewRoomId: id, candidateId: s.candidateId, interviewerId: 'itv-emma' };
    data(await post('/interviews/join', s, ids));
    const ended = data(await post('/interviews/end', s, { ...ids, timeout: true }));
    expect(ended).toMatchObject({ status: 'FINISHED', timeRemaining: 0, timeElapsed: 900 });
  });

  it('refuses to end a room that was never joined, and a wrong interviewer', async () => {
    const s = await signIn(ctx.app);
    const id = await registered(s);
    const ids = { interviewRoomId: id, candidateId: s.candidateId, interviewerId: 'itv-emma' };
    expectError(
      await post('/interviews/end', s, { ...ids, timeout: false }),
      400,
      'Interview session has not started yet',
    );
    expectError(
      await post('/interviews/join', s, { ...ids, interviewerId: 'itv-sari' }),
      400,
      'interviewerId does not match the interview room',
    );
  });

  it("answers 404 for another candidate's room or id, without touching the room", async () => {
    const a = await signIn(ctx.app);
    const b = await signIn(ctx.app);
    const id = await registered(a);
    expectError(await join(b, id), 404, 'Interview room not found');
    expectError(await join(b, id, a.candidateId), 404, 'Candidate not found');
    expectError(
      await post('/interviews/end', b, {
        interviewRoomId: id,
        candidateId: b.candidateId,
        interviewerId: 'itv-emma',
        timeout: false,
      }),
      404,
    );
    expectError(
      await post('/interview/sessions/revoke', b, { interviewRoomId: id, candidateId: b.candidateId }),
      404,
    );
    expect(ctx.app.store.getRoom(id)?.status).toBe('REGISTERED');
  });

  it('revoke: bumps the session epoch and tells the socket layer', async () => {
    const s = await signIn(ctx.app);
    const id = await registered(s);
    data(await join(s, id));
    const events: unknown[] = [];
    ctx.app.store.on('session-revoked', (e) => events.push(e));
    expect(
      data(await post('/interview/sessions/revoke', s, { interviewRoomId: id, candidateId: s.candidateId })),
    ).toBeNull();
    expect(events).toEqual([{ roomId: id, candidateId: s.candidateId, epoch: 1 }]);
  });

  it('validates bodies: timeout must be boolean, ids required', async () => {
    const s = await signIn(ctx.app);
    expectError(
      await post('/interviews/end', s, {
        interviewRoomId: 'x',
        candidateId: s.candidateId,
        interviewerId: 'y',
        timeout: 'yes',
      }),
      400,
      'body/timeout must be boolean',
    );
    expectError(
      await post('/interviews/join', s, { candidateId: s.candidateId, interviewerId: 'y' }),
      400,
      'body/interviewRoomId is required',
    );
  });
});

describe('application feedback', () => {
  const submit = (s: Session, payload: object) => post('/application-feedbacks/submit', s, payload);

  it('stores a rating 1-5 with a non-empty comment', async () => {
    const s = await signIn(ctx.app);
    expect(
      data(
        await submit(s, {
          candidateId: s.candidateId,
          candidateName: 'Alex',
          rating: 5,
          comment: ' Great! ',
          interviewRoomId: null,
        }),
      ),
    ).toBeNull();
    const stored = ctx.app.store.listApplicationFeedbacks(s.candidateId);
    expect(stored).toEqual([
      expect.objectContaining({ rating: 5, comment: 'Great!', candidateName: 'Alex' }),
    ]);
  });

  it.each([
    [{ rating: 0 }, 'body/rating must be >= 1'],
    [{ rating: 6 }, 'body/rating must be <= 5'],
    [{ rating: 2.5 }, 'body/rating must be integer'],
    [{ comment: '' }, 'body/comment must NOT have fewer than 1 characters'],
    [{ comment: '   ' }, 'body/comment must not be blank'],
  ])('refuses %o', async (override, message) => {
    const s = await signIn(ctx.app);
    expectError(
      await submit(s, { candidateId: s.candidateId, rating: 4, comment: 'ok', ...override }),
      400,
      message,
    );
    expect(ctx.app.store.listApplicationFeedbacks(s.candidateId)).toEqual([]);
  });

  it("answers 404 for another candidate's id or room", async () => {
    const a = await signIn(ctx.app);
    const b = await signIn(ctx.app);
    expectError(await submit(a, { candidateId: b.candidateId, rating: 4, comment: 'ok' }), 404);
    const id = await registered(b);
    expectError(
      await submit(a, { candidateId: a.candidateId, rating: 4, comment: 'ok', interviewRoomId: id }),
      404,
    );
  });
});
