import type { FastifyRequest } from 'fastify';
import type { AuthResult, Store } from '../store/index.ts';

// Who is calling: one function for the operation wrapper (plugins/app/operations.ts) and the socket
// handshake (ws/index.ts), so the two cannot disagree about a token.

export const AUTH_FAILURE_MESSAGES = {
  missing: 'Missing bearer token',
  unknown: 'Invalid access token',
  expired: 'Access token has expired',
} as const;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
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
