// /__mock/rules: the one way to list and clear every rule of the rule book, HTTP and socket alike.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';
import { controlOk, parseControlBody } from './request-body.ts';
import type { RuleScope } from '../rules/rule-scope.ts';

const id = z.string().min(1).max(64);
const filterSchema = z
  .object({ candidateId: id.optional(), roomId: id.optional(), header: id.optional() })
  .strict();

const filterOf = (query: unknown): RuleScope | undefined => {
  const f = parseControlBody(filterSchema, query, 'query');
  return f.candidateId || f.roomId || f.header ? f : undefined;
};

export default async function ruleRoutes(fastify: FastifyInstance) {
  const { rules } = fastify;

  // ?candidateId= / ?roomId= / ?header=: the rules whose scope names one of them; none: every rule.
  fastify.get('/__mock/rules', async (request) => controlOk(rules.list(filterOf(request.query))));

  fastify.delete('/__mock/rules', async (request) =>
    controlOk({ cleared: rules.clear(filterOf(request.query)) }),
  );

  // The validating proxy's contract violations (MOCK_UPSTREAM), newest last; `proxy: false` when it is off.
  fastify.get('/__mock/violations', async () =>
    controlOk({ proxy: fastify.proxyViolations !== undefined, violations: fastify.proxyViolations ?? [] }),
  );

  fastify.delete<{ Params: { id: string } }>('/__mock/rules/:id', async (request) => {
    const { id: ruleId } = parseControlBody(
      z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict(),
      request.params,
      'path',
    );
    if (!rules.remove(ruleId)) throw new HttpError(404, `No rule with id ${ruleId}`);
    return controlOk({ cleared: 1 });
  });
}
