import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocketServer } from 'ws';
import WebSocket, { type RawData } from 'ws';
import { API_PREFIX } from '../contract/openapi.ts';
import { Recorder } from './recorder.ts';
import { takeOverUpgrades } from './upgrade.ts';
import { ContractChecker, formatViolation, type Violation } from './violations.ts';

export interface ValidatingProxyOptions {
  /** Real API origin, e.g. https://api.example.com: /api/v1/* and /ws/v1/* go there (MOCK_UPSTREAM). */
  upstream?: string | undefined;
  /** Write every upstream answer and frame here as fixtures (MOCK_RECORD_DIR). */
  recordDir?: string | undefined;
}

const SOCKET_PREFIX = '/ws/v1';

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and are never forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

function forwardHeaders(headers: IncomingHttpHeaders, upstream: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith('sec-websocket')) continue;
    // Identity encoding, so that the answer can be validated; the browser↔proxy hop is local anyway.
    if (name === 'accept-encoding') continue;
    out[name] = value;
  }
  out.host = upstream.host;
  return out;
}

/** Upstream cookies are scoped to the upstream's domain; the browser talks to the proxy's host. */
const rescopeCookie = (cookie: string): string => cookie.replace(/;\s*Domain=[^;]*/i, '');

function joinUrl(base: URL, requestUrl: string, protocol?: string): URL {
  const target = new URL(base.toString());
  if (protocol) target.protocol = protocol;
  const [pathname = '/', search = ''] = requestUrl.split(/\?(.*)/s, 2);
  target.pathname = `${base.pathname.replace(/\/$/, '')}${pathname}`;
  target.search = search ? `?${search}` : '';
  return target;
}

/** The newest violations, for the devtools panel (GET /__mock/violations). */
export const MAX_KEPT_VIOLATIONS = 200;

export interface KeptViolation extends Violation {
  at: string;
  message: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present in MOCK_UPSTREAM mode: the newest contract violations, oldest first. */
    proxyViolations?: KeptViolation[];
  }
}

function reportViolations(fastify: FastifyInstance, violations: Violation[]): void {
  const kept = fastify.proxyViolations;
  for (const violation of violations) {
    if (kept) {
      kept.push({ ...violation, at: new Date().toISOString(), message: formatViolation(violation) });
      if (kept.length > MAX_KEPT_VIOLATIONS) kept.splice(0, kept.length - MAX_KEPT_VIOLATIONS);
    }
    // One warn line per violation: operation, field, expected, got — grep-able and readable in pino-pretty.
    fastify.log.warn({ contractViolation: violation }, `contract violation: ${formatViolation(violation)}`);
  }
}

function forwardHttp(
  fastify: FastifyInstance,
  checker: ContractChecker,
  recorder: Recorder | undefined,
  upstream: URL,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const target = joinUrl(upstream, request.url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  // Headers the proxy's own plugins already set for this request (CORS for the web app's origin).
  const localHeaders = reply.getHeaders();
  reply.hijack();

  const outgoing = send(
    target,
    {
      method: request.method,
      headers: {
        ...forwardHeaders(request.headers, upstream),
        'x-forwarded-host': request.headers.host ?? '',
      },
    },
    (incoming: IncomingMessage) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (value === undefined || HOP_BY_HOP.has(name) || name === 'content-length') continue;
          // The proxy answers CORS for its own origin; the upstream's policy is about its own host.
          if (name.startsWith('access-control-')) continue;
          headers[name] = name === 'set-cookie' ? (value as string[]).map(rescopeCookie) : value;
        }
        for (const [name, value] of Object.entries(localHeaders)) {
          if (value !== undefined && name.startsWith('access-control-'))
            headers[name] = value as string | string[];
        }
        headers['content-length'] = String(body.length);
        const status = incoming.statusCode ?? 502;
        reply.raw.writeHead(status, headers);
        reply.raw.end(body);

        const contentType = incoming.headers['content-type'];
        const text = body.toString('utf8');
        reportViolations(fastify, checker.checkHttp(request.method, request.url, status, contentType, text));
        recorder?.http({
          method: request.method,
          url: request.url,
          operationId: checker.matcher.match(request.method, request.url)?.operationId,
          status,
          ...(contentType ? { contentType } : {}),
          body: text,
        });
      });
      incoming.on('error', (error) => reply.raw.destroy(error));
    },
  );
  outgoing.on('error', (error) => {
    fastify.log.error({ err: error, upstream: target.origin }, 'proxy: upstream unreachable');
    if (!reply.raw.headersSent) {
      const body = JSON.stringify({
        status: 502,
        message: `Upstream ${target.origin} unreachable: ${error.message}`,
        data: null,
      });
      reply.raw.writeHead(502, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      reply.raw.end(body);
    } else reply.raw.destroy();
  });
  // Bodies (JSON or multipart with a resume) stream through untouched: this runs before Fastify parses them.
  request.raw.pipe(outgoing);
}

/** Close codes that may not be sent on the wire are replaced by a generic one. */
const sendableCode = (code: number): number =>
  code === 1005 || code === 1006 || code === 1015 ? 1000 : code;

function forwardSocket(
  fastify: FastifyInstance,
  checker: ContractChecker,
  recorder: Recorder | undefined,
  upstream: URL,
  wss: WebSocketServer,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): void {
  const target = joinUrl(upstream, req.url ?? '/', upstream.protocol === 'https:' ? 'wss:' : 'ws:');
  const record = recorder?.socket(req.url ?? '');
  const headers: Record<string, string> = {};
  for (const name of ['cookie', 'authorization', 'user-agent', 'origin'] as const) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const upstreamSocket = new WebSocket(target, { headers, handshakeTimeout: 10_000 });

  // The upstream refused the handshake (401, 403, room not ONGOING…): the client sees the same answer.
  upstreamSocket.on('unexpected-response', (_request, response) => {
    const status = response.statusCode ?? 502;
    socket.end(
      `HTTP/1.1 ${status} ${response.statusMessage ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
    response.resume();
  });
  upstreamSocket.on('error', (error) => {
    fastify.log.error({ err: error, upstream: target.origin }, 'proxy: upstream socket failed');
    if (!socket.destroyed && upstreamSocket.readyState !== WebSocket.OPEN) {
      socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    }
  });

  upstreamSocket.once('open', () => {
    wss.handleUpgrade(req, socket, head, (client) => {
      const relay = (from: 'server' | 'client', to: WebSocket) => (data: RawData, isBinary: boolean) => {
        if (to.readyState === WebSocket.OPEN) to.send(data, { binary: isBinary });
        if (isBinary) return;
        const text = Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Buffer.from(data as ArrayBuffer).toString('utf8');
        const violation = checker.checkFrame(from, text);
        if (violation) reportViolations(fastify, [violation]);
        record?.(from, text);
      };
      upstreamSocket.on('message', relay('server', client));
      client.on('message', relay('client', upstreamSocket));
      upstreamSocket.on('close', (code, reason) => client.close(sendableCode(code), reason));
      client.on('close', (code, reason) => upstreamSocket.close(sendableCode(code), reason));
      client.on('error', () => upstreamSocket.terminate());
    });
  });
  socket.on('error', () => upstreamSocket.terminate());
}

/**
 * MOCK_UPSTREAM mode: instead of emulating, forward /api/v1/* and the interview socket /ws/v1/* to a
 * real API, check every answer and frame against the contract, and log each violation (pino warn) while
 * passing the answer through unchanged — the app keeps working, the developer sees the drift at once.
 */
async function validatingProxy(fastify: FastifyInstance, options: ValidatingProxyOptions): Promise<void> {
  if (!options.upstream) return;
  const upstream = new URL(options.upstream);
  const checker = new ContractChecker();
  const recorder = options.recordDir ? new Recorder(options.recordDir) : undefined;
  fastify.decorate('proxyViolations', [] as KeptViolation[]);

  fastify.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) return;
    // CORS preflights are answered here, for the web app's origin; the upstream's policy is about its host.
    if (request.method === 'OPTIONS') return;
    forwardHttp(fastify, checker, recorder, upstream, request, reply);
    return reply;
  });

  // Socket upgrades never reach the mock's own socket route: the proxy takes /ws/v1/* before it.
  takeOverUpgrades(fastify, (req) =>
    (req.url ?? '').startsWith(`${SOCKET_PREFIX}/`)
      ? (wss, upgradeReq, socket, head) =>
          forwardSocket(fastify, checker, recorder, upstream, wss, upgradeReq, socket, head)
      : undefined,
  );

  fastify.log.info(
    { upstream: upstream.origin },
    `validating proxy: ${API_PREFIX}/* and ${SOCKET_PREFIX}/* → ${upstream.origin}`,
  );
}

export default fp(validatingProxy, { name: 'validating-proxy' });
