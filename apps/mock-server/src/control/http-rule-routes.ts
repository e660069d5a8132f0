// /__mock routes for the HTTP chapter of the rule book (faults and latency per contract operation).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { controlOk, parseControlBody } from './request-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { SCOPE_HEADER } from '../plugins/app/operations.ts';
import type { Scope } from '../rules/http-rules.ts';

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

/** /__mock/faults and /__mock/latency. */
export default async function httpRuleRoutes(fastify: FastifyInstance) {
  const { rules, contract } = fastify;
  const control = rules.http;

  // Every operation of openapi.yaml with its declared statuses: what a fault may answer.
  fastify.get('/__mock/operations', async () =>
    controlOk(
      contract.operations.map((op) => ({
        key: op.key,
        operationId: op.operationId,
        statuses: Object.keys(op.responses)
          .filter((status) => /^\d{3}$/.test(status))
          .map(Number),
      })),
    ),
  );

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
}
