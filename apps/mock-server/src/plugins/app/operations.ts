import fp from 'fastify-plugin';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import type { OperationId, SuccessData, operations } from '@mockint/api-contract';
import { operation as findOperation, type Contract, type Operation } from '../../contract/openapi.ts';
import { checkResponse, requestSchemas, validateRequest } from '../../contract/validators.ts';
import { AUTH_FAILURE_MESSAGES, authenticateRequest } from '../../auth/authenticate.ts';
import { rateLimitHeaders, type Caller } from '../../rules/http-rules.ts';
import type { RuleBook } from '../../rules/rule-book.ts';
import { HttpError } from '../../lib/http-error.ts';
import { sendEnvelope } from './envelope.ts';
import { RawJson } from '../../lib/raw-json.ts';

type Params<Op extends OperationId> = operations[Op]['parameters'] extends { path?: infer P }
  ? NonNullable<P>
  : never;
type Query<Op extends OperationId> = operations[Op]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;
type Body<Op extends OperationId> = operations[Op] extends { requestBody: { content: infer C } }
  ? C extends { 'application/json': infer J }
    ? J
    : unknown
  : never;

export type OperationRequest<Op extends OperationId> = FastifyRequest<{
  Params: Params<Op>;
  Querystring: Query<Op>;
  Body: Body<Op>;
}>;

/** Returns the 200 `data`; the wrapper adds the envelope. Throw HttpError/StoreError for the error answers. */
export type OperationHandler<Op extends OperationId> = (
  request: OperationRequest<Op>,
  reply: FastifyReply,
) => Promise<SuccessData<Op> | RawJson<SuccessData<Op>>>;

export interface OperationOptions {
  /** Skip JSON body validation (multipart: the handler validates its parts). */
  multipart?: boolean;
  bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    contract: Contract;
    /** HTTP and socket fault rules (src/rules/rule-book.ts). */
    rules: RuleBook;
    /** Registers the handler of a contract operation at its path, with auth, faults, latency and validation. */
    operation<Op extends OperationId>(
      id: Op,
      handler: OperationHandler<Op>,
      options?: OperationOptions,
    ): void;
  }
  interface FastifyContextConfig {
    operation?: Operation;
  }
}

export const SCOPE_HEADER = 'x-mock-scope';

export function callerOf(request: FastifyRequest): Caller {
  const header = request.headers[SCOPE_HEADER];
  return { candidateId: request.candidate?.id, scopeHeader: Array.isArray(header) ? header[0] : header };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default fp(
  async function operationsPlugin(fastify: FastifyInstance, opts: { validateResponses?: boolean }) {
    const contract = fastify.contract;

    const injectLatencyAndFaults = async (op: Operation, request: FastifyRequest, reply: FastifyReply) => {
      const caller = callerOf(request);
      const delay = fastify.rules.http.latencyFor(op.key, caller);
      if (delay > 0) await sleep(delay);
      const fault = fastify.rules.http.takeFault(op.key, caller);
      if (fault) {
        request.log.info({ fault: fault.id, route: op.key }, 'fault injected');
        if (fault.status === 429) reply.headers(rateLimitHeaders(fault.retryAfter));
        sendEnvelope(reply, fault.status, fault.message, null, fault.bodyStatus ?? fault.status);
      }
    };

    fastify.decorate('operation', function register<
      Op extends OperationId,
    >(this: FastifyInstance, id: Op, handler: OperationHandler<Op>, options: OperationOptions = {}) {
      const op = findOperation(contract, id);
      // One callback-style hook: auth, then latency and faults. Synchronous unless a control rule is active, so
      // the common path costs no promise (bench/run.ts holds the mock to >= 0.6 of bare Fastify).
      const onRequest: onRequestHookHandler = (request, reply, done) => {
        if (!op.isPublic) {
          const result = authenticateRequest(fastify.store, request);
          if (!result.ok) {
            sendEnvelope(reply, 401, AUTH_FAILURE_MESSAGES[result.reason]);
            return;
          }
          request.candidate = result.candidate;
        }
        if (!fastify.rules.http.active) return done();
        injectLatencyAndFaults(op, request, reply).then(() => {
          if (!reply.sent) done();
        }, done);
      };
      const schemas = requestSchemas(op);
      const needsValidation = Boolean(
        schemas.params || schemas.query || (schemas.body && !options.multipart),
      );
      const route: RouteOptions = {
        method: op.method,
        url: op.url,
        config: { operation: op },
        onRequest,
        ...(needsValidation
          ? {
              preValidation: (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
                const message = validateRequest(contract, op, {
                  params: request.params,
                  query: request.query,
                  body: options.multipart ? undefined : request.body,
                });
                done(message ? new HttpError(400, message) : undefined);
              },
            }
          : {}),
        handler: async (request, reply) => {
          const data = await handler(request as OperationRequest<Op>, reply);
          if (reply.sent) return reply;
          if (data instanceof RawJson)
            return reply
              .code(200)
              .type('application/json; charset=utf-8')
              .send(`{"status":200,"message":"OK","data":${data.json}}`);
          return sendEnvelope(reply, 200, 'OK', data ?? null);
        },
      };
      if (options.bodyLimit) route.bodyLimit = options.bodyLimit;
      this.route(route);
    });

    if (opts.validateResponses) {
      // Dev aid (MOCK_VALIDATE_RESPONSES=1): log every answer that breaks the contract.
      fastify.addHook('onSend', async (request, reply, payload) => {
        const op = request.routeOptions.config?.operation;
        if (!op || typeof payload !== 'string') return payload;
        try {
          const problem = checkResponse(contract, op, reply.statusCode, JSON.parse(payload));
          if (problem)
            request.log.warn(
              { operation: op.operationId, status: reply.statusCode, problem },
              'contract violation',
            );
        } catch {
          request.log.warn({ operation: op.operationId }, 'contract violation: answer is not JSON');
        }
        return payload;
      });
    }
  },
  { name: 'operations', dependencies: ['auth', 'envelope'] },
);
