import { describe, expect, it } from 'vitest';
import { API, data, expectError, signIn, useServer, type Session } from '../helpers.ts';
import { jobInput, multipart, PDF, registration, salaryInput } from '../multipart.ts';

const { ready, ctx } = useServer();
const URL_ = `${API}/interviews/register`;

async function credits(headers: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: `${API}/candidates/me`, headers });
  return data(res).candidateCredits.credits as number;
}

async function register(
  headers: Record<string, string>,
  body: { payload: Buffer; headers: Record<string, string> },
) {
  return ctx.app.inject({
    method: 'POST',
    url: URL_,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** A copy of `input` missing `key`, for "field is required" cases. */
function without(input: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _omitted, ...rest } = input;
  return rest;
}

/** Registers the standard job interview (with `overrides`) for `s` itself, without a resume. */
function registerJob(s: Session, overrides?: Record<string, unknown>) {
  return register(s.headers, registration(jobInput(s.candidateId, overrides)));
}

describe('POST /interviews/register', () => {
  it('registers a job interview, spends one credit and lists the new REGISTERED room first', async () => {
    await ready;
    const s = await signIn(ctx.app);
    expect(await credits(s.headers)).toBe(3);
    const res = await registerJob(s);
    const { id } = data<{ id: string }>(res);
    expect(await credits(s.headers)).toBe(2);
    const room = data(
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/candidate/interview-rooms/${id}`,
        headers: s.headers,
      }),
    );
    expect(room).toMatchObject({
      status: 'REGISTERED',
      companyName: 'Nimbus Cloud',
      joinedAt: null,
      hasResume: false,
    });
    expect(room.interviewJobRole).toEqual({ id: 'role-frontend-engineer', label: 'Frontend Engineer' });
    const list = data(
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/candidate/interview-rooms?page=0&size=5&sort=createdAt,desc`,
        headers: s.headers,
      }),
    );
    expect(list.content[0].id).toBe(id);
  });

  it('accepts the input as a plain text field as well as a JSON file part', async () => {
    const s = await signIn(ctx.app);
    const body = multipart([{ name: 'input', value: JSON.stringify(jobInput(s.candidateId)) }]);
    data(await register(s.headers, body));
    expect(await credits(s.headers)).toBe(2);
  });

  it('stores a PDF resume and serves it through the presigned link', async () => {
    const s = await signIn(ctx.app);
    const pdf = Buffer.concat([PDF, Buffer.alloc(200_000, 7)]);
    const { id } = data(
      await register(s.headers, registration(jobInput(s.candidateId), { value: pdf, filename: 'cv.pdf' })),
    );
    const link = data(
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/candidate/interview-resumes/${id}`,
        headers: s.headers,
      }),
    );
    const url = new URL(link.presignedUrl);
    const file = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('accepts a resume of exactly 5,000,000 bytes', async () => {
    const s = await signIn(ctx.app, 'premium');
    const pdf = Buffer.concat([PDF, Buffer.alloc(5_000_000 - PDF.length, 1)]);
    data(await register(s.headers, registration(jobInput(s.candidateId), { value: pdf })));
  });

  it('refuses a resume over 5,000,000 bytes with FILE_SIZE_EXCEEDED and spends nothing', async () => {
    const s = await signIn(ctx.app);
    const big = Buffer.concat([PDF, Buffer.alloc(5_000_001 - PDF.length, 1)]);
    expectError(
      await register(s.headers, registration(jobInput(s.candidateId), { value: big })),
      400,
      'FILE_SIZE_EXCEEDED',
    );
    expect(await credits(s.headers)).toBe(3);
  });

  it('checks the resume content, not its name: a .pdf that is not a PDF is FILE_EXTENSION_NOT_ALLOWED', async () => {
    const s = await signIn(ctx.app);
    const fake = Buffer.from('PK\u0003\u0004 this is a zip file');
    expectError(
      await register(
        s.headers,
        registration(jobInput(s.candidateId), { value: fake, filename: 'resume.pdf' }),
      ),
      400,
      'FILE_EXTENSION_NOT_ALLOWED',
    );
    expectError(
      await register(
        s.headers,
        registration(jobInput(s.candidateId), { value: Buffer.from('%P'), filename: 'tiny.pdf' }),
      ),
      400,
      'FILE_EXTENSION_NOT_ALLOWED',
    );
    expect(await credits(s.headers)).toBe(3);
  });

  it('ignores an empty nameless resume part (a browser form with no file chosen)', async () => {
    const s = await signIn(ctx.app);
    const body = multipart([
      {
        name: 'input',
        value: JSON.stringify(jobInput(s.candidateId)),
        filename: 'blob',
        contentType: 'application/json',
      },
      { name: 'resume', value: Buffer.alloc(0), filename: '', contentType: 'application/octet-stream' },
    ]);
    data(await register(s.headers, body));
  });

  it('answers BENEFIT_QUOTA_EXCEEDED when a FREE_SIGNUP candidate picks a premium option', async () => {
    const s = await signIn(ctx.app);
    for (const override of [
      { interviewerId: 'itv-james' },
      { interviewDurationId: 'dur-30' },
      { interviewExperienceLevelId: 'exp-senior' },
    ]) {
      expectError(await registerJob(s, override), 400, 'BENEFIT_QUOTA_EXCEEDED');
    }
    expectError(
      await register(
        s.headers,
        registration(salaryInput(s.candidateId, { interviewSalaryCurrencyId: 'cur-eur' })),
      ),
      400,
      'BENEFIT_QUOTA_EXCEEDED',
    );
    expect(await credits(s.headers)).toBe(3);
  });

  it('lets a PREMIUM candidate pick premium options, including salary negotiation', async () => {
    const s = await signIn(ctx.app, 'premium');
    const input = salaryInput(s.candidateId, {
      interviewerId: 'itv-james',
      interviewDurationId: 'dur-45',
      interviewSalaryCurrencyId: 'cur-eur',
      interviewScenarioId: 'scn-promotion',
    });
    const { id } = data(await register(s.headers, registration(input)));
    const room = data(
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/candidate/interview-rooms/${id}`,
        headers: s.headers,
      }),
    );
    expect(room).toMatchObject({
      interviewType: 'SALARY_NEGOTIATION',
      salaryExpectation: 10000,
      salaryPaymentPeriod: 'MONTHLY',
      interviewSalaryCurrency: { code: 'EUR' },
      interviewScenario: { label: 'Asking for a Promotion Raise' },
      jobDescription: null,
      timeRemaining: 2700,
    });
  });

  it('enforces the free daily limit of 3 with INTERVIEW_QUOTA_EXCEEDED, without spending', async () => {
    const s = await signIn(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: `/__mock/candidates/${s.candidateId}/credits`,
      payload: { credits: 10 },
    });
    for (let i = 0; i < 3; i++) data(await registerJob(s));
    expectError(await registerJob(s), 400, 'INTERVIEW_QUOTA_EXCEEDED');
    expect(await credits(s.headers)).toBe(7);
  });

  it('answers INSUFFICIENT_CREDITS with no credits left', async () => {
    const s = await signIn(ctx.app, 'no-credits');
    expectError(await registerJob(s), 400, 'INSUFFICIENT_CREDITS');
    expect(await credits(s.headers)).toBe(0);
  });

  it('answers JOB_DESCRIPTION_TOO_LONG above 2500 characters and accepts exactly 2500', async () => {
    const s = await signIn(ctx.app, 'premium');
    expectError(await registerJob(s, { jobDescription: 'x'.repeat(2501) }), 400, 'JOB_DESCRIPTION_TOO_LONG');
    data(await registerJob(s, { jobDescription: 'x'.repeat(2500) }));
  });

  it.each([
    [
      'missing field',
      (id: string) => without(jobInput(id), 'companyName'),
      'body/input/companyName is required',
    ],
    [
      'blank company',
      (id: string) => jobInput(id, { companyName: '' }),
      'body/input/companyName must NOT have fewer than 1 characters',
    ],
    [
      'unknown field',
      (id: string) => jobInput(id, { extra: 1 }),
      'body/input must NOT have additional properties (extra)',
    ],
    [
      'unknown type',
      (id: string) => jobInput(id, { interviewType: 'PANEL' }),
      /interviewType must be one of/,
    ],
    [
      'unknown interviewer',
      (id: string) => jobInput(id, { interviewerId: 'itv-nobody' }),
      "body/interviewerId 'itv-nobody' is not a known option",
    ],
    [
      'salary without expectation',
      (id: string) => without(salaryInput(id), 'salaryExpectation'),
      'body/input/salaryExpectation is required',
    ],
    [
      'consent not accepted',
      (id: string) =>
        jobInput(id, {
          candidateConsent: {
            type: 'INTERVIEW_REGISTRATION',
            termsVersion: '1',
            privacyVersion: '1',
            termsAccepted: false,
            privacyAccepted: true,
            termsUrl: 'https://x.test/t',
            privacyUrl: 'https://x.test/p',
          },
        }),
      'body/input/candidateConsent/termsAccepted must be true',
    ],
  ])('refuses %s with a message that says what is wrong, spending nothing', async (_name, make, message) => {
    const s = await signIn(ctx.app);
    expectError(await register(s.headers, registration(make(s.candidateId))), 400, message);
    expect(await credits(s.headers)).toBe(3);
  });

  it('refuses malformed multipart bodies with 400', async () => {
    const s = await signIn(ctx.app);
    expectError(
      await register(s.headers, multipart([{ name: 'input', value: '{not json' }])),
      400,
      'body/input is not valid JSON',
    );
    expectError(await register(s.headers, multipart([])), 400, 'body/input is required');
    expectError(
      await register(
        s.headers,
        multipart([
          { name: 'input', value: JSON.stringify(jobInput(s.candidateId)) },
          { name: 'photo', value: 'x' },
        ]),
      ),
      400,
      'body must NOT have additional properties (photo)',
    );
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: URL_,
        headers: s.headers,
        payload: jobInput(s.candidateId),
      }),
      400,
      /multipart/,
    );
    expect(await credits(s.headers)).toBe(3);
  });

  it("answers 404 for another candidate's id and spends nothing", async () => {
    const a = await signIn(ctx.app);
    const b = await signIn(ctx.app);
    expectError(await register(a.headers, registration(jobInput(b.candidateId))), 404, 'Candidate not found');
    expect(await credits(a.headers)).toBe(3);
    expect(await credits(b.headers)).toBe(3);
  });

  it('spends the last credit exactly once under concurrent registrations', async () => {
    const s = await signIn(ctx.app, 'newcomer');
    // A resume makes each request stream for a while, so the requests really overlap.
    const pdf = Buffer.concat([PDF, Buffer.alloc(300_000, 3)]);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        register(s.headers, registration(jobInput(s.candidateId), { value: pdf })),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) expectError(r, 400, 'INSUFFICIENT_CREDITS');
    expect(await credits(s.headers)).toBe(0);
    const list = data(
      await ctx.app.inject({ method: 'GET', url: `${API}/candidate/interview-rooms`, headers: s.headers }),
    );
    expect(list.totalElements).toBe(1);
  });
});
