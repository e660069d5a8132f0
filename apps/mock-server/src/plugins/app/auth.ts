import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { CandidateRecord } from '../../store/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on protected routes by the operation wrapper (plugins/app/operations.ts). */
    candidate: CandidateRecord | undefined;
  }
}

/** `request.candidate`, which the operation wrapper sets through src/auth/authenticate.ts. */
export default fp(
  async function auth(fastify: FastifyInstance) {
    fastify.decorateRequest('candidate', undefined);
  },
  { name: 'auth', dependencies: ['store'] },
);
