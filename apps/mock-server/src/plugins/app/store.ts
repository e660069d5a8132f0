import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mock's state (src/store): routes and socket handlers share it. */
    store: Store;
  }
}

export default fp(
  async function storePlugin(fastify: FastifyInstance, opts: { store: Store }) {
    fastify.decorate('store', opts.store);
  },
  { name: 'store' },
);
