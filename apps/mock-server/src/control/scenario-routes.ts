// /__mock/scenarios: list, read, load, save and unload mock scenarios (src/mock-scenarios, decision 0312).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { controlOk, parseControlBody } from './request-body.ts';

const saveBody = z
  .object({
    description: z.string().max(500).optional(),
    /** Whose scoped rules travel with the global ones, and whose persona the scenario signs in as. */
    candidateId: z.string().min(1).max(64).optional(),
  })
  .strict();

export default async function scenarioControlRoutes(fastify: FastifyInstance) {
  const scenarios = fastify.mockScenarios;

  fastify.get('/__mock/scenarios', async () => controlOk({ active: scenarios.active, ...scenarios.list() }));

  fastify.get<{ Params: { name: string } }>('/__mock/scenarios/:name', async (request) =>
    controlOk(scenarios.read(request.params.name)),
  );

  fastify.post<{ Params: { name: string } }>('/__mock/scenarios/:name/load', async (request) =>
    controlOk(scenarios.load(request.params.name)),
  );

  fastify.put<{ Params: { name: string } }>('/__mock/scenarios/:name', async (request) => {
    const body = parseControlBody(saveBody, request.body);
    return controlOk(scenarios.save(request.params.name, body));
  });

  fastify.delete('/__mock/scenarios/active', async () => {
    scenarios.unload();
    return controlOk({ active: null });
  });
}
