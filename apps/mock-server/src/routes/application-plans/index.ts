import type { FastifyInstance } from 'fastify';
import { presentPlan } from '../present.ts';

export default async function planRoutes(fastify: FastifyInstance) {
  fastify.operation('listApplicationPlans', async () => fastify.store.listPlans().map(presentPlan));
}
