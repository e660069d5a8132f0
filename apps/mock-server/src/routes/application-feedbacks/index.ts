import type { FastifyInstance } from 'fastify';

export default async function applicationFeedbackRoutes(fastify: FastifyInstance) {
  fastify.operation('submitApplicationFeedback', async (request) => {
    fastify.store.submitApplicationFeedback(request.candidate!.id, request.body);
    return null;
  });
}
