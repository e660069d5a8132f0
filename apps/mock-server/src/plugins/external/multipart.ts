import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { REGISTRATION_INPUT_MAX_LENGTH, RESUME_MAX_BYTES } from '@mockint/api-contract';

/**
 * Registration is multipart (an `input` JSON part and an optional `resume` PDF). The limits here are backstops:
 * the register route counts resume bytes itself and stops reading at RESUME_MAX_BYTES + 1.
 */
export default fp(
  async function multipartPlugin(fastify: FastifyInstance) {
    await fastify.register(multipart, {
      limits: {
        fieldNameSize: 100,
        fieldSize: 4 * REGISTRATION_INPUT_MAX_LENGTH,
        fields: 10,
        fileSize: RESUME_MAX_BYTES + 1,
        files: 2,
        parts: 12,
        headerPairs: 100,
      },
      throwFileSizeLimit: false,
    });
  },
  { name: 'multipart' },
);
