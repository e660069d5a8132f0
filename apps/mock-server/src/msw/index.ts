// The mock as MSW request handlers (decision 0313): every /api/v1 operation answered by the same Fastify routes,
// store and rule book as the server, through `app.inject()`: no port, no second implementation. For component
// tests under Node (msw/node with happy-dom or jsdom); Fastify does not run in a browser.
import { http, HttpResponse, type RequestHandler, type WebSocketHandler } from 'msw';
import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildServerOptions } from '../server.ts';
import { interviewSocketHandler } from './socket.ts';

export { interviewSocketHandler } from './socket.ts';

export interface MockApiHandlers {
  /** Hand these to `setupServer(...)` of msw/node. */
  handlers: (RequestHandler | WebSocketHandler)[];
  /** The mock behind them: `app.store`, `app.rules`, `app.mockScenarios`, or `app.inject()` the control API. */
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Response headers as the Fetch API takes them (Fastify may give numbers and arrays). */
function fetchHeaders(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding') continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
  }
  return headers;
}

/**
 * MSW handlers for `${origin}/api/v1/*` (origin: what the code under test calls, e.g. the web app's
 * VITE_API_BASE_URL origin) and the interview socket at the same host (`ws:`/`wss:`), backed by a fresh mock
 * (`buildServer(options)`, control API on).
 */
export async function createMockApiHandlers(
  origin: string,
  options: BuildServerOptions = {},
): Promise<MockApiHandlers> {
  const app = await buildServer(options);
  await app.ready();
  const base = origin.replace(/\/$/, '');
  const handler = http.all(`${base}/api/v1/*`, async ({ request }) => {
    const url = new URL(request.url);
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : Buffer.from(await request.arrayBuffer());
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body && body.length > 0 ? { payload: body } : {}),
    });
    return new HttpResponse(res.rawPayload.length > 0 ? res.rawPayload : null, {
      status: res.statusCode,
      headers: fetchHeaders(res.headers),
    });
  });
  const wsOrigin = base.replace(/^http/, 'ws');
  return { handlers: [handler, interviewSocketHandler(app, wsOrigin)], app, close: () => app.close() };
}
