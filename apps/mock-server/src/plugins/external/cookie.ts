import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/** Parses the web app's `session` cookie for the socket handshake: registered with that route only (src/ws). */
export default fp(
  async function cookiePlugin(fastify: FastifyInstance) {
    await fastify.register(cookie);
  },
  { name: 'cookie' },
);
