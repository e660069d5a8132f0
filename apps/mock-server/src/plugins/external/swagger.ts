import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { SWAGGER_LINK_SCRIPT } from './asyncapi-docs.ts';

/** Interactive reference of the contract at /docs (static mode: the yaml is the source, not the routes). */
export default fp(
  async function swaggerPlugin(fastify: FastifyInstance, opts: { document: Record<string, unknown> }) {
    await fastify.register(swagger, {
      mode: 'static',
      specification: { document: opts.document as never },
    });
    await fastify.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
      // A link to the socket reference (/docs/socket) above the HTTP one.
      theme: { js: [{ filename: 'socket-link.js', content: SWAGGER_LINK_SCRIPT }] },
    });
  },
  { name: 'swagger' },
);
