import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

const require = createRequire(import.meta.url);

/** Where the socket reference lives, beside the OpenAPI one at /docs. */
export const SOCKET_DOCS_PATH = '/docs/socket';

// Resolved and read on the first request only: the bundle is 3 MB and the mock's cold start must not pay
// for a page most runs never open.
const FILES = {
  'asyncapi.yaml': {
    type: 'application/yaml; charset=utf-8',
    resolve: () => require.resolve('@mockint/api-contract/generated/asyncapi.yaml'),
  },
  'asyncapi.js': {
    type: 'application/javascript; charset=utf-8',
    resolve: () => require.resolve('@asyncapi/react-component/browser/standalone/index.js'),
  },
  'asyncapi.css': {
    type: 'text/css; charset=utf-8',
    resolve: () => require.resolve('@asyncapi/react-component/styles/default.min.css'),
  },
} as const;
type FileName = keyof typeof FILES;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Interview socket · AsyncAPI reference</title>
<link rel="stylesheet" href="${SOCKET_DOCS_PATH}/asyncapi.css">
<style>body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}.docs-nav{font-size:14px;padding:8px 16px;border-bottom:1px solid #ddd}</style>
</head>
<body>
<nav class="docs-nav"><a href="/docs">HTTP API (OpenAPI)</a> · <strong>Interview socket (AsyncAPI)</strong> · <a href="${SOCKET_DOCS_PATH}/asyncapi.yaml">asyncapi.yaml</a></nav>
<div id="asyncapi"></div>
<script src="${SOCKET_DOCS_PATH}/asyncapi.js"></script>
<script>
fetch('${SOCKET_DOCS_PATH}/asyncapi.yaml')
  .then((response) => response.text())
  .then((schema) =>
    AsyncApiStandalone.render(
      { schema, config: { show: { sidebar: true, errors: true }, sidebar: { showOperations: 'byDefault' } } },
      document.getElementById('asyncapi'),
    ),
  );
</script>
</body>
</html>
`;

/** Swagger UI gets a link to the socket reference (see plugins/external/swagger.ts). */
export const SWAGGER_LINK_SCRIPT = `window.addEventListener('load', () => {
  const link = document.createElement('a');
  link.href = '${SOCKET_DOCS_PATH}';
  link.textContent = 'Interview socket (AsyncAPI) →';
  link.style.cssText = 'display:block;padding:8px 16px;font:14px system-ui,sans-serif;border-bottom:1px solid #ddd';
  document.body.prepend(link);
});
`;

/** The socket protocol (generated/asyncapi.yaml) rendered by AsyncAPI's own React component, at /docs/socket. */
export default fp(
  async function asyncapiDocs(fastify: FastifyInstance) {
    const cache = new Map<FileName, Buffer>();
    fastify.get(SOCKET_DOCS_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(PAGE),
    );
    fastify.get<{ Params: { file: string } }>(
      `${SOCKET_DOCS_PATH}/:file`,
      { schema: { hide: true } },
      async (request, reply) => {
        const name = request.params.file as FileName;
        if (!Object.hasOwn(FILES, name)) {
          return reply
            .code(404)
            .send({ status: 404, message: `No such file: ${request.params.file}`, data: null });
        }
        let body = cache.get(name);
        if (!body) {
          body = await readFile(FILES[name].resolve());
          cache.set(name, body);
        }
        return reply.type(FILES[name].type).header('cache-control', 'no-cache').send(body);
      },
    );
  },
  { name: 'asyncapi-docs' },
);
