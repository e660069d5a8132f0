import type { FastifyInstance } from 'fastify';
import { presentCandidate } from '../present.ts';
import { baseUrl } from '../../lib/config.ts';

export default async function candidateRoutes(fastify: FastifyInstance) {
  fastify.operation('getCurrentCandidate', async (request) =>
    presentCandidate(request.candidate!, baseUrl(request, fastify.mockConfig)),
  );

  fastify.operation('updateCandidate', async (request) =>
    presentCandidate(
      fastify.store.updateCandidate(request.candidate!.id, request.body),
      baseUrl(request, fastify.mockConfig),
    ),
  );
}
