import type { FastifyInstance } from 'fastify';

export default async function consentRoutes(fastify: FastifyInstance) {
  fastify.operation('checkCandidateConsent', async (request) =>
    fastify.store.hasConsent(request.candidate!.id, request.body),
  );

  fastify.operation('acceptCandidateConsent', async (request) => {
    fastify.store.acceptConsent(request.candidate!.id, request.body);
    return null;
  });
}
