import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from '../../plugins/app/envelope.ts';

const LOGO_DIR = new URL('../../../fixtures/assets/logos/', import.meta.url);

/** Company logos referenced by interview templates (companyLogoUrl). */
export default async function mockAssetRoutes(fastify: FastifyInstance) {
  fastify.get<{ Params: { file: string } }>('/__mock/assets/logos/:file', async (request, reply) => {
    const { file } = request.params;
    if (!/^[a-z0-9-]+\.svg$/.test(file)) return sendEnvelope(reply, 404, 'Logo not found');
    try {
      const svg = await readFile(new URL(file, LOGO_DIR));
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
    } catch {
      return sendEnvelope(reply, 404, 'Logo not found');
    }
  });
}
