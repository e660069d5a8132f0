import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { FIXTURES_DIR } from '../../lib/paths.ts';
import { sendEnvelope } from '../../plugins/app/envelope.ts';

const ASSET_DIR = pathToFileURL(`${FIXTURES_DIR}assets/`);

// Served by the mock itself so pages load no third-party image (offline dev machines and CI).
const KINDS = {
  logos: 'Logo not found',
  avatars: 'Avatar not found',
} as const;

/** Company logos (templates' companyLogoUrl) and seeded candidate avatars (candidate.avatar). */
export default async function mockAssetRoutes(fastify: FastifyInstance) {
  for (const [kind, notFound] of Object.entries(KINDS)) {
    const dir = new URL(`${kind}/`, ASSET_DIR);
    fastify.get<{ Params: { file: string } }>(`/__mock/assets/${kind}/:file`, async (request, reply) => {
      const { file } = request.params;
      if (!/^[a-z0-9-]+\.svg$/.test(file)) return sendEnvelope(reply, 404, notFound);
      try {
        const svg = await readFile(new URL(file, dir));
        return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
      } catch {
        return sendEnvelope(reply, 404, notFound);
      }
    });
  }
}
