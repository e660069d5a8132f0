import type { FastifyInstance } from 'fastify';
import { presentSetup } from '../present.ts';

export default async function setupRoutes(fastify: FastifyInstance) {
  fastify.operation('getInterviewSetup', async () => presentSetup(fastify.store));

  fastify.operation('extractJobDescription', async (request) =>
    fastify.store.extractJobDescription(request.body.jobDescription),
  );
}
