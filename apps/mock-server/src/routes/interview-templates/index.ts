import type { FastifyInstance } from 'fastify';
import { presentTemplate } from '../present.ts';
import { baseUrl } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';

export default async function templateRoutes(fastify: FastifyInstance) {
  fastify.operation('listInterviewTemplates', async (request) => {
    const base = baseUrl(request, fastify.mockConfig);
    return fastify.store.listTemplates().map((t) => presentTemplate(t, base));
  });

  fastify.operation('getInterviewTemplate', async (request) => {
    const t = fastify.store.getTemplate(request.params.id);
    if (!t) throw new HttpError(404, 'Interview template not found');
    return presentTemplate(t, baseUrl(request, fastify.mockConfig));
  });
}
