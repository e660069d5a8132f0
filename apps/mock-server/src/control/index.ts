// Every /__mock control route, registered in one place (disabled with MOCK_DISABLE_CONTROL=1). Answers use the
// same envelope as /api/v1; a bad body is a 400 naming the field (request-body.ts).
import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from '../plugins/app/envelope.ts';
import candidateControlRoutes from './candidate-routes.ts';
import httpRuleRoutes from './http-rule-routes.ts';
import replayControlRoutes from './replay-routes.ts';
import ruleRoutes from './rule-routes.ts';
import socketControlRoutes from './socket-routes.ts';

export const CONTROL_ENDPOINTS = [
  'GET /__mock/personas',
  'POST /__mock/reset {candidateId?}',
  'POST /__mock/sessions {persona, shared?}',
  'POST /__mock/candidates/:id/credits {credits}',
  'POST /__mock/candidates/:id/tier {tier}',
  'POST /__mock/tokens/expire {accessToken}',
  'GET /__mock/application-feedbacks',
  'GET|DELETE /__mock/rules ?candidateId&roomId&header',
  'DELETE /__mock/rules/:id',
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
];

/** Needs the store, the rule book, the interview socket (`interviewSockets`) and replay (when on) registered. */
export default async function controlRoutes(fastify: FastifyInstance) {
  await fastify.register(candidateControlRoutes);
  await fastify.register(ruleRoutes);
  await fastify.register(httpRuleRoutes);
  await fastify.register(socketControlRoutes);
  await fastify.register(replayControlRoutes);
  fastify.get('/__mock', async (_request, reply) =>
    sendEnvelope(reply, 200, 'OK', { endpoints: CONTROL_ENDPOINTS }),
  );
}
