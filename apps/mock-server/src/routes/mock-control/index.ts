import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CANDIDATE_TIERS } from '@mockint/api-contract';
import { controlOk, parseControlBody } from '../../control/request-body.ts';
import { presentCandidate } from '../present.ts';
import { baseUrl } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { sendEnvelope } from '../../plugins/app/envelope.ts';
import { SCOPE_HEADER } from '../../plugins/app/operations.ts';
import type { Scope } from '../../control/faults.ts';

const scopeSchema = z.union([
  z.object({ candidateId: z.string().min(1) }).strict(),
  z.object({ header: z.string().min(1) }).strict(),
]);

const routeSchema = z
  .string()
  .regex(/^(GET|POST|PUT|PATCH|DELETE) \/\S+$/, 'must be "METHOD /contract/path"');

const faultSchema = z
  .object({
    route: routeSchema,
    status: z.number().int().min(200).max(599),
    message: z.string().optional(),
    bodyStatus: z.number().int().min(100).max(599).optional(),
    times: z.number().int().min(1).max(10_000).optional(),
    /** Status 429 only: Retry-After seconds. */
    retryAfter: z.number().int().min(0).max(86_400).optional(),
    scope: scopeSchema.optional(),
  })
  .strict();

const latencySchema = z
  .object({
    ms: z.number().int().min(0).max(60_000).optional(),
    min: z.number().int().min(0).max(60_000).optional(),
    max: z.number().int().min(0).max(60_000).optional(),
    route: routeSchema.optional(),
    scope: scopeSchema.optional(),
  })
  .strict()
  .refine(
    (v) => v.ms !== undefined || (v.min !== undefined && v.max !== undefined),
    'give ms, or min and max',
  );

/** Scope from the body, else from the x-mock-scope header of the control call itself. */
function scopeOf(request: FastifyRequest, bodyScope: Scope | undefined): Scope | undefined {
  if (bodyScope) return bodyScope;
  const header = request.headers[SCOPE_HEADER];
  return typeof header === 'string' && header ? { header } : undefined;
}

/**
 * Dev/e2e control API. Answers use the same envelope as /api/v1. Disabled with MOCK_DISABLE_CONTROL=1.
 */
export default async function mockControlRoutes(fastify: FastifyInstance) {
  const { store, control, contract } = fastify;

  fastify.get('/__mock/personas', async () => controlOk(store.listPersonas()));

  fastify.post<{ Body: { candidateId?: string } | undefined }>('/__mock/reset', async (request) => {
    const { candidateId } = parseControlBody(
      z.object({ candidateId: z.string().min(1).optional() }).strict(),
      request.body,
    );
    store.reset(candidateId ? { candidateId } : {});
    if (!candidateId) control.reset();
    else {
      control.clearFaults({ candidateId });
      control.clearLatency({ candidateId });
    }
    return controlOk({ reset: candidateId ?? 'all' });
  });

  // A fresh isolated copy of a persona, signed in: what each e2e test uses so parallel workers share nothing.
  fastify.post('/__mock/sessions', async (request) => {
    const { persona, shared } = parseControlBody(
      z.object({ persona: z.string().min(1), shared: z.boolean().optional() }).strict(),
      request.body,
    );
    const personaInfo = store.listPersonas().find((p) => p.id === persona);
    if (!personaInfo) throw new HttpError(404, `Persona '${persona}' not found`);
    const candidate = shared ? store.getCandidate(personaInfo.candidateId) : store.clonePersona(persona);
    if (!candidate) throw new HttpError(404, `Persona '${persona}' not found`);
    const signIn = store.issueTokens(candidate.id);
    return controlOk({
      ...signIn,
      candidate: presentCandidate(signIn.candidate, baseUrl(request, fastify.mockConfig)),
    });
  });

  fastify.post<{ Params: { id: string } }>('/__mock/candidates/:id/credits', async (request) => {
    const { credits } = parseControlBody(
      z.object({ credits: z.number().int().min(0).max(1_000_000) }).strict(),
      request.body,
    );
    return controlOk(
      presentCandidate(store.setCredits(request.params.id, credits), baseUrl(request, fastify.mockConfig)),
    );
  });

  fastify.post<{ Params: { id: string } }>('/__mock/candidates/:id/tier', async (request) => {
    const { tier } = parseControlBody(z.object({ tier: z.enum(CANDIDATE_TIERS) }).strict(), request.body);
    return controlOk(
      presentCandidate(store.setTier(request.params.id, tier), baseUrl(request, fastify.mockConfig)),
    );
  });

  fastify.post('/__mock/tokens/expire', async (request) => {
    const { accessToken } = parseControlBody(
      z.object({ accessToken: z.string().min(1) }).strict(),
      request.body,
    );
    store.expireToken(accessToken);
    return controlOk(null);
  });

  fastify.get('/__mock/faults', async () => controlOk(control.listFaults()));

  fastify.post('/__mock/faults', async (request) => {
    const body = parseControlBody(faultSchema, request.body);
    if (!contract.byKey.has(body.route))
      throw new HttpError(
        400,
        `body/route '${body.route}' is not an operation of openapi.yaml (e.g. "POST /interviews/register")`,
      );
    // Rate limiting is emulated only where the contract declares it (sign-in, extraction, registration, feedback).
    if (body.status === 429 && !contract.byKey.get(body.route)!.responses['429'])
      throw new HttpError(400, `body/status 429: '${body.route}' declares no 429 in openapi.yaml`);
    const rule = control.addFault({
      route: body.route,
      status: body.status,
      message: body.message ?? (body.status >= 500 ? 'Internal server error' : 'Injected fault'),
      bodyStatus: body.bodyStatus,
      retryAfter: body.retryAfter,
      remaining: body.times ?? 1,
      scope: scopeOf(request, body.scope),
    });
    return controlOk(rule);
  });

  fastify.delete('/__mock/faults', async (request) => {
    const scope = scopeOf(request, undefined);
    return controlOk({ removed: control.clearFaults(scope) });
  });

  fastify.get('/__mock/latency', async () => controlOk(control.listLatencies()));

  fastify.post('/__mock/latency', async (request) => {
    const body = parseControlBody(latencySchema, request.body);
    if (body.route && !contract.byKey.has(body.route))
      throw new HttpError(400, `body/route '${body.route}' is not an operation of openapi.yaml`);
    const min = body.ms ?? body.min ?? 0;
    const max = body.ms ?? body.max ?? min;
    if (max < min) throw new HttpError(400, 'body/max must be >= min');
    return controlOk(
      control.setLatency({ route: body.route, min, max, scope: scopeOf(request, body.scope) }),
    );
  });

  fastify.delete('/__mock/latency', async (request) => {
    control.clearLatency(scopeOf(request, undefined));
    return controlOk(null);
  });

  fastify.get('/__mock/application-feedbacks', async () => controlOk(store.listApplicationFeedbacks()));

  fastify.get('/__mock', async (_request, reply) =>
    sendEnvelope(reply, 200, 'OK', {
      endpoints: [
        'GET /__mock/personas',
        'POST /__mock/reset {candidateId?}',
        'POST /__mock/sessions {persona, shared?}',
        'POST /__mock/candidates/:id/credits {credits}',
        'POST /__mock/candidates/:id/tier {tier}',
        'POST /__mock/tokens/expire {accessToken}',
        'GET|POST|DELETE /__mock/faults',
        'GET|POST|DELETE /__mock/latency',
        'GET /__mock/application-feedbacks',
      ],
    }),
  );
}
