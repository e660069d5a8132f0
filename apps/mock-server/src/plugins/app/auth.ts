import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CandidateRecord } from '../../store/index.ts';
import { HttpError } from './envelope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on protected routes. */
    candidate: CandidateRecord | undefined;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
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

/** Bearer token → request.candidate; 401 otherwise. */
export default fp(
  async function auth(fastify: FastifyInstance) {
    fastify.decorateRequest('candidate', undefined);
    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      const result = fastify.store.authenticate(bearerToken(request));
      if (!result.ok) throw new HttpError(401, AUTH_FAILURE_MESSAGES[result.reason]);
      request.candidate = result.candidate;
    });
  },
  { name: 'auth', dependencies: ['store'] },
);
