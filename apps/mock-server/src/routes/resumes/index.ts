import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from '../../plugins/app/envelope.ts';

/** Target of the resume presignedUrl: serves the uploaded PDF until the link expires (no bearer token, like S3). */
export default async function resumeFileRoutes(fastify: FastifyInstance) {
  fastify.get<{ Params: { token: string }; Querystring: { expires?: string } }>(
    '/__mock/files/resumes/:token',
    async (request, reply) => {
      const expires = Number(request.query.expires);
      if (!Number.isInteger(expires)) return sendEnvelope(reply, 400, 'query/expires must be an integer');
      const result = fastify.store.resolveResumeLink(request.params.token, expires);
      if (!result.ok)
        return result.reason === 'expired'
          ? sendEnvelope(reply, 403, 'This resume link has expired')
          : sendEnvelope(reply, 403, 'Invalid resume link');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${result.fileName.replace(/["\\\r\n]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .send(result.content);
    },
  );
}
