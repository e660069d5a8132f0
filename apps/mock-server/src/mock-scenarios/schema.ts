// A mock scenario (decision 0312): the active set of the mock's knobs as a named file in apps/mock-server/scenarios/,
// shared with the team. State, not call counts: every rule holds until the scenario is unloaded or replaced, so a
// scenario carries no `times` and no scope (candidate and room ids do not travel between machines).
import { z } from 'zod';
import { socketFault } from '../rules/socket-fault-kinds.ts';

/** A scenario's name is its file's name: `scenarios/<name>.json`, and what MOCK_SCENARIO / ?mock-scenario= take. */
export const SCENARIO_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const scenarioNameSchema = z
  .string()
  .regex(SCENARIO_NAME, 'must be lowercase letters, digits and dashes (at most 64), e.g. "slow-network"');

const route = z
  .string()
  .max(200)
  .regex(/^(GET|POST|PUT|PATCH|DELETE) \/\S+$/, 'must be "METHOD /contract/path"');
const ms = z.number().int().min(0).max(60_000);

const httpFault = z
  .object({
    route,
    status: z.number().int().min(200).max(599),
    message: z.string().max(500).optional(),
    bodyStatus: z.number().int().min(100).max(599).optional(),
    retryAfter: z.number().int().min(0).max(86_400).optional(),
  })
  .strict();

const latency = z
  .object({ route: route.optional(), min: ms, max: ms })
  .strict()
  .refine((l) => l.max >= l.min, { message: 'max must be >= min', path: ['max'] });

export const mockScenarioSchema = z
  .object({
    name: scenarioNameSchema,
    description: z.string().max(500).default(''),
    /** The persona the app signs in as when the scenario loads (panel, ?mock-scenario=); null keeps whoever is in. */
    persona: z.string().min(1).max(64).nullable().default(null),
    /** MOCK_TIME_SCALE while the scenario is active; null keeps the one the mock started with. */
    timeScale: z.number().gt(0).max(1).nullable().default(null),
    /** The interview script every room plays (GET /__mock/ws/scenarios); null picks one per room as usual. */
    pinnedScript: z.string().min(1).max(64).nullable().default(null),
    http: z
      .object({
        faults: z.array(httpFault).max(200).default([]),
        latency: z.array(latency).max(200).default([]),
      })
      .strict()
      .default({ faults: [], latency: [] }),
    socket: z
      .object({ faults: z.array(socketFault).max(200).default([]) })
      .strict()
      .default({ faults: [] }),
  })
  .strict();

export type MockScenario = z.output<typeof mockScenarioSchema>;
export type MockScenarioInput = z.input<typeof mockScenarioSchema>;
export type ScenarioHttpFault = MockScenario['http']['faults'][number];
export type ScenarioSocketFault = MockScenario['socket']['faults'][number];
