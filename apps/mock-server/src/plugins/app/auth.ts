import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthResult, CandidateRecord, Store } from '../../store/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on protected routes by the operation wrapper (plugins/app/operations.ts). */
    candidate: CandidateRecord | undefined;
  }
}

export const AUTH_FAILURE_MESSAGES = {
  missing: 'Missing bearer token',
  unknown: 'Invalid access token',
  expired: 'Access token has expired',
} as const;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1];
}

/**
 * The one way the mock identifies a caller, for the routes and the socket handshake: the bearer token of
 * `Authorization`. The socket also takes the web app's `session` cookie first (`sessionCookie`), since a
 * browser cannot set headers on a WebSocket.
 */
export function authenticateRequest(
  store: Store,
  request: FastifyRequest,
  options: { sessionCookie?: boolean } = {},
): AuthResult {
  if (options.sessionCookie) {
    const fromCookie = store.authenticateSessionCookie(request.cookies?.session);
    if (fromCookie.ok) return fromCookie;
  }
  return store.authenticate(bearerToken(request));
}

/** `request.candidate`, which the operation wrapper sets through authenticateRequest. */
export default fp(
  async function auth(fastify: FastifyInstance) {
    fastify.decorateRequest('candidate', undefined);
  },
  { name: 'auth', dependencies: ['store'] },
);
