import type { FastifyInstance } from 'fastify';
import { presentCandidate } from '../../lib/present.ts';

export default async function candidateRoutes(fastify: FastifyInstance) {
  fastify.operation('getCurrentCandidate', async (request) => presentCandidate(request.candidate!));

  fastify.operation('updateCandidate', async (request) =>
    presentCandidate(fastify.store.updateCandidate(request.candidate!.id, request.body)),
  );
}
