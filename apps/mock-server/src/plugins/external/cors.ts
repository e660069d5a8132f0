import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** The web app runs on another origin (vite dev / preview); only allow-listed origins get CORS headers. */
export default fp(
  async function corsPlugin(fastify: FastifyInstance, opts: { origins: string[] }) {
    const allowed = new Set(opts.origins);
    await fastify.register(cors, {
      origin: (origin, cb) => cb(null, origin === undefined || allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'x-mock-scope'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
