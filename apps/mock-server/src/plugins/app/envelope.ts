import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { StoreError } from '../../store/index.ts';
import { unknownRouteAnswer } from '../../contract/unknown-route.ts';

export function sendEnvelope(
  reply: FastifyReply,
  status: number,
  message: string,
  data: unknown = null,
  bodyStatus = status,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ status: bodyStatus, message, data });
}

// Fastify/plugin error codes that are the client's fault, with the message we answer instead of theirs.
const CLIENT_ERRORS: Record<string, (e: FastifyError) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'body must not be empty when Content-Type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: () => 'body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (e) =>
    `Unsupported Content-Type: ${e.message.replace(/^Unsupported Media Type:?\s*/i, '')}`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'Content-Length does not match the body',
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => 'body must be multipart/form-data',
  FST_PARTS_LIMIT: () => 'multipart body has too many parts',
  FST_FILES_LIMIT: () => 'multipart body has too many files',
  FST_FIELDS_LIMIT: () => 'multipart body has too many fields',
  FST_REQ_FILE_TOO_LARGE: () => 'FILE_SIZE_EXCEEDED',
  FST_PROTO_VIOLATION: () => 'body contains a forbidden property name',
  FST_ERR_VALIDATION: (e) => e.message,
  FST_ERR_BAD_URL: () => 'URL is malformed',
};

/** Every answer is `{status, message, data}`; bad input is a 4xx, never a 500. */
export default fp(
  async function envelope(fastify: FastifyInstance) {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof StoreError || error instanceof HttpError) {
        return sendEnvelope(reply, error.statusCode, error.message);
      }
      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) return sendEnvelope(reply, 400, known(error));
      if (error.validation) return sendEnvelope(reply, 400, error.message);
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // 401/403/404 keep their meaning; any other client error is a 400 (the contract declares no others).
        const code = status === 401 || status === 403 || status === 404 ? status : 400;
        return sendEnvelope(reply, code, error.message || 'Bad request');
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendEnvelope(reply, 500, 'Internal server error');
    });

    fastify.setNotFoundHandler((request, reply) => {
      const answer = unknownRouteAnswer(fastify.contract.operations, request.method, request.url);
      if (!answer)
        return sendEnvelope(reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`);
      // One readable line: what a developer scans the dev log for when a call "does nothing".
      request.log.warn(answer, answer.message);
      if (answer.status === 405) reply.header('allow', answer.allow.join(', '));
      return sendEnvelope(reply, answer.status, answer.message);
    });
  },
  { name: 'envelope' },
);
