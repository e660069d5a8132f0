import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** The web app runs on another origin (vite dev / preview); only allow-listed origins get CORS headers. */
export default fp(
  async function corsPlugin(fastify: FastifyInstance, opts: { origins: string[] }) {
    await fastify.register(cors, {
      // A plain list (not a function): @fastify/cors matches it without a callback per request.
      origin: opts.origins,
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'x-mock-scope'],
      // Not CORS-safelisted: without this the app could not read when to try again after a 429.
      exposedHeaders: ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
