import { afterAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { loadContract } from '../../src/contract/openapi.ts';
import { API, signIn, useServer, type Session } from '../helpers.ts';
import { jobInput, registration } from '../multipart.ts';

// Every operation × every status it declares is reached at least once, and (through test/helpers.ts) each answer
// is validated against that status's schema. Real behaviour where the mock has it; faults for the rest.
const { ctx } = useServer();
const contract = loadContract();
const seen = new Map<string, Set<number>>();

function record(operationId: string, res: LightMyRequestResponse) {
  if (!seen.has(operationId)) seen.set(operationId, new Set());
  seen.get(operationId)!.add(res.statusCode);
  return res;
}

const CONSENT_CHECK = { type: 'SIGN_UP', termsVersion: '2025-04-12', privacyVersion: '2025-04-12' };
const CONSENT = {
  ...CONSENT_CHECK,
  termsAccepted: true,
  privacyAccepted: true,
  termsUrl: 'https://x.test/t',
  privacyUrl: 'https://x.test/p',
};

/** A valid request per operation, given a fresh session and ids of its rooms. */
async function validRequest(operationId: string, s: Session) {
  const rooms = (
    await ctx.app.inject({
      method: 'GET',
      url: `${API}/candidate/interview-rooms?size=20`,
      headers: s.headers,
    })
  ).json().data.content as { id: string; status: string; hasResume: boolean; interviewer: { id: string } }[];
  const finished = rooms.find((r) => r.status === 'FINISHED' && r.hasResume)!;
  const ongoing = rooms.find((r) => r.status === 'ONGOING')!;
  const registered = rooms.find((r) => r.status === 'REGISTERED')!;
  const ids = (r: typeof ongoing) => ({
    interviewRoomId: r.id,
    candidateId: s.candidateId,
    interviewerId: r.interviewer.id,
  });
  const auth = { headers: s.headers };
  const body = registration(jobInput(s.candidateId));
  const requests: Record<string, () => Req> = {
    createGoogleAuthorizationUri: () => ({
      method: 'POST',
      url: '/auth/google/authorization-uri',
      payload: { clientType: 'web' },
    }),
    getCurrentCandidate: () => ({ method: 'GET', url: '/candidates/me', ...auth }),
    updateCandidate: () => ({
      method: 'POST',
      url: '/candidates/update',
      payload: { id: s.candidateId, email: 'alex.morgan@example.com', nickname: 'Al' },
      ...auth,
    }),
    getInterviewStats: () => ({ method: 'GET', url: '/candidate/interview-stats', ...auth }),
    listInterviewRooms: () => ({
      method: 'GET',
      url: '/candidate/interview-rooms?page=0&size=5&sort=createdAt,desc',
      ...auth,
    }),
    getInterviewRoom: () => ({ method: 'GET', url: `/candidate/interview-rooms/${finished.id}`, ...auth }),
    getInterviewResume: () => ({
      method: 'GET',
      url: `/candidate/interview-resumes/${finished.id}`,
      ...auth,
    }),
    getLatestInterviewFeedback: () => ({
      method: 'GET',
      url: '/candidate/interview-feedbacks/latest',
      ...auth,
    }),
    getInterviewFeedbackByRoom: () => ({
      method: 'GET',
      url: `/candidate/interview-feedbacks/room/${finished.id}`,
      ...auth,
    }),
    checkCandidateConsent: () => ({
      method: 'POST',
      url: '/candidate-consents/check',
      payload: CONSENT_CHECK,
      ...auth,
    }),
    acceptCandidateConsent: () => ({
      method: 'POST',
      url: '/candidate-consents/accept',
      payload: CONSENT,
      ...auth,
    }),
    getInterviewSetup: () => ({ method: 'GET', url: '/interview/setup', ...auth }),
    extractJobDescription: () => ({
      method: 'POST',
      url: '/interview/setup/extract-job-description',
      payload: { jobDescription: 'Senior React engineer' },
      ...auth,
    }),
    registerInterview: () => ({
      method: 'POST',
      url: '/interviews/register',
      payload: body.payload,
      headers: { ...s.headers, ...body.headers },
    }),
    listInterviewTemplates: () => ({ method: 'GET', url: '/interview-templates', ...auth }),
    getInterviewTemplate: () => ({ method: 'GET', url: '/interview-templates/tpl-nimbus-frontend', ...auth }),
    listApplicationPlans: () => ({ method: 'GET', url: '/application-plans' }),
    listCandidateTransactions: () => ({
      method: 'GET',
      url: '/candidate-transactions?page=0&size=6&sort=createdAt,desc',
      ...auth,
    }),
    submitApplicationFeedback: () => ({
      method: 'POST',
      url: '/application-feedbacks/submit',
      payload: { candidateId: s.candidateId, rating: 5, comment: 'Nice' },
      ...auth,
    }),
    joinInterview: () => ({ method: 'POST', url: '/interviews/join', payload: ids(registered), ...auth }),
    revokeInterviewSession: () => ({
      method: 'POST',
      url: '/interview/sessions/revoke',
      payload: { interviewRoomId: ongoing.id, candidateId: s.candidateId },
      ...auth,
    }),
    endInterview: () => ({
      method: 'POST',
      url: '/interviews/end',
      payload: { ...ids(ongoing), timeout: false },
      ...auth,
    }),
  };
  return requests[operationId];
}

interface Req {
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

async function exchangeRequest(): Promise<Req> {
  const start = (
    await ctx.app.inject({
      method: 'POST',
      url: `${API}/auth/google/authorization-uri`,
      payload: { clientType: 'web' },
    })
  ).json().data;
  const url = new URL(start.authorizationUri);
  const redirect = await ctx.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}&persona=default&fresh=1`,
  });
  const cb = new URL(String(redirect.headers.location));
  return {
    method: 'POST',
    url: '/auth/google/exchange-code',
    payload: {
      code: cb.searchParams.get('code'),
      state: cb.searchParams.get('state'),
      codeVerifier: start.codeVerifier,
    },
  };
}

describe('every operation reaches every status it declares, each answer matching its schema', () => {
  for (const op of contract.operations) {
    it(op.key, async () => {
      const s = await signIn(ctx.app);
      const make =
        op.operationId === 'exchangeAuthorizationCode' ? undefined : await validRequest(op.operationId, s);
      const build = async (): Promise<Req> => (make ? make() : exchangeRequest());
      const send = async (req: Req, extra: Record<string, string> = {}) =>
        record(
          op.operationId,
          await ctx.app.inject({
            method: req.method,
            url: API + req.url,
            payload: req.payload as string,
            headers: { ...(req.headers ?? {}), ...extra },
          }),
        );

      const ok = await send(await build());
      expect(ok.statusCode, ok.body).toBe(200);

      // 401: really (no token), or injected on the public operations.
      if (!op.isPublic) {
        const req = await build();
        const headers = { ...(req.headers ?? {}) };
        delete headers.authorization;
        expect((await send({ ...req, headers })).statusCode).toBe(401);
      }
      const declared = Object.keys(op.responses)
        .map(Number)
        .filter((n) => n !== 200);
      for (const status of declared) {
        if (seen.get(op.operationId)?.has(status)) continue;
        const scope = `every-op-${op.operationId}-${status}`;
        await ctx.app.inject({
          method: 'POST',
          url: '/__mock/faults',
          payload: {
            route: op.key,
            status,
            message: status === 400 ? 'VALIDATION_ERROR' : `Injected ${status}`,
            scope: { header: scope },
          },
        });
        expect((await send(await build(), { 'x-mock-scope': scope })).statusCode).toBe(status);
      }
      expect([...(seen.get(op.operationId) ?? [])].sort()).toEqual([200, ...declared].sort());
    });
  }

  afterAll(() => {
    expect([...seen.keys()].sort()).toEqual(contract.operations.map((o) => o.operationId).sort());
  });
});
