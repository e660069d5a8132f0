import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { loadContract } from '../src/contract/openapi.ts';
import { API, signIn, useServer } from './helpers.ts';
import { multipart } from './multipart.ts';

const { ready, ctx } = useServer();
const contract = loadContract();
const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);

/** Whatever the input: a 4xx or 200 with the envelope, and `status` equal to the HTTP status. */
function expectEnvelope(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBeLessThan(500);
  const body = res.json() as Record<string, unknown>;
  expect(body.status).toBe(res.statusCode);
  expect(typeof body.message).toBe('string');
  expect('data' in body).toBe(true);
  if (res.statusCode !== 200) expect(body.data).toBeNull();
}

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const idLike = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.uuid(),
  fc.constantFrom('', '..', '%00', '%E0%A4%A', 'null'),
);
const queryValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  fc.constantFrom('createdAt,desc', 'createdAt,up', 'x,y,z', '-1', '1e3'),
);

// Bodies that look a bit like the real ones, so validation gets past the first field more often.
function nearValidBody(candidateId: string) {
  return fc.record(
    {
      candidateId: fc.oneof(fc.constant(candidateId), idLike),
      id: fc.oneof(fc.constant(candidateId), idLike),
      email: fc.oneof(fc.emailAddress(), fc.string()),
      nickname: fc.string({ maxLength: 60 }),
      interviewRoomId: idLike,
      interviewerId: fc.constantFrom('itv-emma', 'x', ''),
      timeout: fc.oneof(fc.boolean(), jsonValue),
      rating: fc.oneof(fc.integer({ min: -2, max: 8 }), jsonValue),
      comment: fc.string(),
      type: fc.constantFrom('SIGN_UP', 'INTERVIEW_REGISTRATION', 'OTHER'),
      termsVersion: fc.string(),
      privacyVersion: fc.string(),
      jobDescription: fc.string({ maxLength: 3000 }),
      code: fc.string(),
      codeVerifier: fc.string(),
      state: fc.string(),
      clientType: fc.constantFrom('web', 'ios', ''),
    },
    { requiredKeys: [] },
  );
}

describe('property: malformed input never breaks the server', () => {
  for (const op of contract.operations) {
    it(`${op.key}: random params, query and bodies answer the envelope, never 5xx`, async () => {
      await ready;
      const s = await signIn(ctx.app, 'premium');
      await fc.assert(
        fc.asyncProperty(
          fc.array(idLike, { minLength: 3, maxLength: 3 }),
          fc.dictionary(fc.constantFrom('page', 'size', 'sort', 'x'), queryValue, { maxKeys: 3 }),
          fc.oneof(jsonValue, nearValidBody(s.candidateId), fc.string()),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', undefined),
          fc.boolean(),
          async (ids, query, body, contentType, withToken) => {
            let i = 0;
            const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(ids[i++] ?? ''));
            const qs = new URLSearchParams(query as Record<string, string>).toString();
            const headers: Record<string, string> = withToken ? { ...s.headers } : {};
            let payload: string | undefined;
            if (op.method !== 'GET') {
              payload =
                typeof body === 'string' && contentType !== 'application/json' ? body : JSON.stringify(body);
              if (contentType) headers['content-type'] = contentType;
            }
            const res = await ctx.app.inject({
              method: op.method,
              url: `${API}${path}${qs ? '?' + qs : ''}`,
              headers,
              payload,
            });
            expectEnvelope(res);
          },
        ),
        { numRuns: RUNS },
      );
    });
  }

  it('POST /interviews/register: random multipart parts answer the envelope, never 5xx, and never spend on failure', async () => {
    const s = await signIn(ctx.app, 'premium');
    const part = fc.record({
      name: fc.constantFrom('input', 'resume', 'other', ''),
      value: fc.oneof(
        fc.string().map((x) => Buffer.from(x)),
        fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v))),
        fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
        fc.constant(Buffer.from('%PDF-1.4 ok')),
      ),
      filename: fc.option(fc.constantFrom('a.pdf', 'blob', '', 'x"y.pdf'), { nil: undefined }),
      contentType: fc.option(fc.constantFrom('application/json', 'application/pdf', 'text/plain'), {
        nil: undefined,
      }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 4 }), fc.boolean(), async (parts, truncate) => {
        const before = (
          await ctx.app.inject({ method: 'GET', url: `${API}/candidates/me`, headers: s.headers })
        ).json().data.candidateCredits.credits;
        const body = multipart(parts);
        const payload = truncate
          ? body.payload.subarray(0, Math.floor(body.payload.length / 2))
          : body.payload;
        const res = await ctx.app.inject({
          method: 'POST',
          url: `${API}/interviews/register`,
          headers: { ...s.headers, ...body.headers },
          payload,
        });
        expectEnvelope(res);
        const after = (
          await ctx.app.inject({ method: 'GET', url: `${API}/candidates/me`, headers: s.headers })
        ).json().data.candidateCredits.credits;
        expect(after).toBe(res.statusCode === 200 ? before - 1 : before);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('/__mock control, sign-in page and file routes: random input answers a 4xx/2xx envelope or page, never 5xx', async () => {
    const routes = [
      ['POST', '/__mock/faults'],
      ['POST', '/__mock/latency'],
      ['POST', '/__mock/sessions'],
      ['POST', '/__mock/reset'],
      ['POST', '/__mock/tokens/expire'],
      ['POST', '/__mock/candidates/{id}/credits'],
      ['POST', '/__mock/candidates/{id}/tier'],
      ['GET', '/__mock/google/authorize'],
      ['GET', '/__mock/files/resumes/{id}'],
      ['GET', '/__mock/assets/logos/{id}'],
      ['GET', '/__mock/assets/avatars/{id}'],
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        idLike,
        fc.dictionary(
          fc.constantFrom('state', 'code_challenge', 'redirect_uri', 'persona', 'fresh', 'expires'),
          fc.string(),
          { maxKeys: 4 },
        ),
        fc.oneof(
          jsonValue,
          fc.record(
            {
              route: fc.string(),
              status: fc.integer(),
              times: fc.integer(),
              persona: fc.string(),
              credits: fc.integer(),
              ms: fc.integer(),
            },
            { requiredKeys: [] },
          ),
        ),
        async ([method, path], id, query, body) => {
          const url =
            path.replace('{id}', encodeURIComponent(id || 'x')) + '?' + new URLSearchParams(query).toString();
          // x-mock-scope keeps any valid random fault or latency rule away from the other properties.
          const headers = {
            'x-mock-scope': 'fuzz',
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          };
          const res = await ctx.app.inject({
            method,
            url,
            headers,
            ...(method === 'POST' ? { payload: JSON.stringify(body) } : {}),
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.headers['content-type']?.toString().startsWith('application/json')) {
            const b = res.json() as { status: number };
            expect(b.status).toBe(res.statusCode);
          }
        },
      ),
      { numRuns: RUNS * 3 },
    );
    // Leave no random fault or latency rule behind for the other properties.
    await ctx.app.inject({ method: 'DELETE', url: '/__mock/faults', headers: { 'x-mock-scope': 'fuzz' } });
    await ctx.app.inject({ method: 'DELETE', url: '/__mock/latency', headers: { 'x-mock-scope': 'fuzz' } });
  });

  it('unknown routes and methods answer a 404 envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.webPath(),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        async (p, method) => {
          const res = await ctx.app.inject({ method: method as 'GET', url: `${API}/zz${p}` });
          expectEnvelope(res);
          expect(res.statusCode).toBe(404);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
