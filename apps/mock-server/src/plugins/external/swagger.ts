import fp from 'fastify-plugin';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { controlOpenapiPath, loadOpenApiDocument } from '@mockint/api-contract/node';
import { SWAGGER_LINK_SCRIPT } from './asyncapi-docs.ts';

const DOCS_PREFIX = '/docs';
export const CONTROL_DOCUMENT_URL = `${DOCS_PREFIX}/control.json`;

/** A Fastify of its own serving Swagger UI for the document: built on the first /docs request only. */
async function buildDocsApp(document: Record<string, unknown>): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  await docs.register(swagger, { mode: 'static', specification: { document: document as never } });
  // The mock's control API (control-openapi.yaml) beside the API's, in the page's definition picker.
  docs.get(CONTROL_DOCUMENT_URL, async () => loadOpenApiDocument(controlOpenapiPath));
  await docs.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: {
      docExpansion: 'list',
      deepLinking: true,
      persistAuthorization: true,
      urls: [
        { url: `${DOCS_PREFIX}/json`, name: 'Mockint API (/api/v1)' },
        { url: CONTROL_DOCUMENT_URL, name: 'Mock control API (/__mock)' },
      ],
    } as never,
    // A link to the socket reference (/docs/socket) above the HTTP one.
    theme: { js: [{ filename: 'socket-link.js', content: SWAGGER_LINK_SCRIPT }] },
  });
  await docs.ready();
  return docs;
}

/**
 * Interactive reference of the contract at /docs (static mode: the yaml is the source, not the routes).
 * Lazy: Swagger UI and its static files are loaded on the first visit, so the mock's cold start does not pay
 * for a page most runs never open; requests are then handed to that docs app as they are.
 */
export default fp(
  async function swaggerPlugin(fastify: FastifyInstance, opts: { document: Record<string, unknown> }) {
    let docs: Promise<FastifyInstance> | undefined;
    fastify.addHook('onClose', async () => {
      if (docs) await (await docs).close();
    });
    const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
      const app = await (docs ??= buildDocsApp(opts.document));
      reply.hijack();
      app.routing(request.raw, reply.raw);
    };
    fastify.get(DOCS_PREFIX, { schema: { hide: true } }, handOver);
    fastify.get(`${DOCS_PREFIX}/*`, { schema: { hide: true } }, handOver);
  },
  { name: 'swagger' },
);
