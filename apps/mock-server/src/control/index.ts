// Every /__mock control route, registered in one place (disabled with MOCK_DISABLE_CONTROL=1). Answers use the
// same envelope as /api/v1; a bad body is a 400 naming the field (request-body.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { controlOpenapiPath } from '@mockint/api-contract/node';
import { loadContract, type Contract, type Operation } from '../contract/openapi.ts';
import { validateRequest } from '../contract/validators.ts';
import { HttpError } from '../lib/http-error.ts';
import { sendEnvelope } from '../plugins/app/envelope.ts';
import candidateControlRoutes from './candidate-routes.ts';
import httpRuleRoutes from './http-rule-routes.ts';
import replayControlRoutes from './replay-routes.ts';
import ruleRoutes from './rule-routes.ts';
import scenarioControlRoutes from './scenario-routes.ts';
import socketControlRoutes from './socket-routes.ts';

export const CONTROL_ENDPOINTS = [
  'GET /__mock/personas',
  'POST /__mock/reset {candidateId?}',
  'POST /__mock/sessions {persona, shared?}',
  'GET /__mock/candidates/:id',
  'POST /__mock/candidates/:id/credits {credits}',
  'POST /__mock/candidates/:id/tier {tier}',
  'POST /__mock/tokens/expire {accessToken}',
  'GET /__mock/application-feedbacks',
  'GET|DELETE /__mock/rules ?candidateId&roomId&header',
  'DELETE /__mock/rules/:id',
  'GET /__mock/violations',
  'GET /__mock/operations',
  'GET|POST|DELETE /__mock/faults',
  'GET|POST|DELETE /__mock/latency',
  'GET|POST|DELETE /__mock/ws/faults',
  'GET /__mock/ws',
  'GET /__mock/ws/scenarios',
  'GET /__mock/ws/rooms/:roomId',
  'POST /__mock/ws/rooms/:roomId/{error,drop,time,end,revoke}',
  'PUT /__mock/ws/rooms/:roomId/scenario {scenarioId}',
  'GET /__mock/replay',
  'POST /__mock/replay/pins {session, recording}',
  'DELETE /__mock/replay/pins/:session',
  'GET /__mock/scenarios',
  'GET /__mock/scenarios/:name',
  'POST /__mock/scenarios/:name/load',
  'PUT /__mock/scenarios/:name {description?, candidateId?}',
  'DELETE /__mock/scenarios/active',
];

interface ControlContract {
  contract: Contract;
  /** "POST /__mock/ws/rooms/:roomId/error" (Fastify's route URL) → the operation of control-openapi.yaml. */
  byRoute: Map<string, Operation>;
}

let controlContract: ControlContract | undefined;

/** control-openapi.yaml, parsed on the first control call (the mock's cold start never pays for it). */
function loadControlContract(): ControlContract {
  if (controlContract) return controlContract;
  const contract = loadContract(controlOpenapiPath);
  const byRoute = new Map(
    contract.operations.map((op) => [`${op.method} ${op.path.replace(/\{([^}]+)\}/g, ':$1')}`, op]),
  );
  return (controlContract = { contract, byRoute });
}

/**
 * Holds every control call to control-openapi.yaml before its handler runs: a wrong body, query or path
 * parameter is a 400 naming the field. A route the document does not describe is a bug: 500, and a test fails.
 */
function checkAgainstControlDocument(request: FastifyRequest): void {
  const { contract, byRoute } = loadControlContract();
  const op = byRoute.get(`${request.method} ${request.routeOptions.url}`);
  if (!op)
    throw new Error(`control-openapi.yaml does not describe ${request.method} ${request.routeOptions.url}`);
  const problem = validateRequest(contract, op, {
    params: request.params,
    query: request.query,
    body: request.body,
  });
  if (problem) throw new HttpError(400, problem);
}

/** Needs the store, the rule book, the interview socket (`interviewSockets`) and replay (when on) registered. */
export default async function controlRoutes(fastify: FastifyInstance) {
  // Encapsulated: runs for the routes registered below only.
  fastify.addHook('preValidation', async (request) => {
    if (request.method !== 'HEAD') checkAgainstControlDocument(request);
  });
  await fastify.register(candidateControlRoutes);
  await fastify.register(ruleRoutes);
  await fastify.register(httpRuleRoutes);
  await fastify.register(socketControlRoutes);
  await fastify.register(replayControlRoutes);
  await fastify.register(scenarioControlRoutes);
  fastify.get('/__mock', async (_request, reply) =>
    sendEnvelope(reply, 200, 'OK', { endpoints: CONTROL_ENDPOINTS }),
  );
}
