import type { FastifyInstance } from 'fastify';

export default async function interviewSessionRoutes(fastify: FastifyInstance) {
  fastify.operation('revokeInterviewSession', async (request) => {
    fastify.store.revokeSessions(request.candidate!.id, request.body);
    return null;
  });
}
