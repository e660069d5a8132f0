import type { FastifyInstance } from 'fastify';
import { presentTransaction } from '../present.ts';

export default async function transactionRoutes(fastify: FastifyInstance) {
  fastify.operation('listCandidateTransactions', async (request) => {
    const { page = 0, size = 10, sort } = request.query;
    const result = fastify.store.listTransactions(request.candidate!.id, { page, size, sort });
    return {
      ...result,
      content: result.content.map((t) => presentTransaction(fastify.store, t)),
      page,
      size,
    };
  });
}
