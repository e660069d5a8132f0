// Mock scenarios (decision 0312): load, save and list the named files of apps/mock-server/scenarios/. Plain
// TypeScript over the rule book and the socket's context; control/scenario-routes.ts is its HTTP face, and
// MOCK_SCENARIO loads one at start (server.ts).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';
import type { RuleBook } from '../rules/rule-book.ts';
import type { RuleScope } from '../rules/rule-scope.ts';
import { socketFaultRule } from '../rules/socket-fault-kinds.ts';
import type { SocketRule } from '../rules/socket-rules.ts';
import {
  mockScenarioSchema,
  scenarioNameSchema,
  type MockScenario,
  type ScenarioSocketFault,
} from './schema.ts';

export { mockScenarioSchema, type MockScenario } from './schema.ts';

/** What a scenario needs of the server: the rule book, the contract's operations, personas, the socket's knobs. */
export interface ScenarioTargets {
  rules: RuleBook;
  /** "POST /interviews/register" → exists in openapi.yaml. */
  hasOperation(route: string): boolean;
  hasPersona(id: string): boolean;
  /** The persona a candidate (or its isolated copy) was made from. */
  personaOf(candidateId: string): string | null;
  hasScript(id: string): boolean;
  pinnedScript: { get(): string | null; set(id: string | null): void };
  timeScale: { get(): number; set(scale: number): void };
}

export interface ScenarioSummary {
  name: string;
  description: string;
  persona: string | null;
}

/** The first problem of a parse, as `<where>/<path> <message>` (the control API's 400 style). */
function problemOf(error: z.ZodError, where: string): string {
  const issue = error.issues[0];
  const path = [
    ...(issue?.path ?? []),
    ...(issue?.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : []),
  ];
  const message = issue?.code === 'unrecognized_keys' ? 'is not a field of a scenario' : issue?.message;
  return `${where}${path.length ? '/' + path.join('/') : ''} ${message ?? 'is invalid'}`;
}

/** A scenario file's text → a scenario, or a 422 naming the file and the field. */
export function parseScenario(text: string, file: string): MockScenario {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new HttpError(422, `${file} is not JSON: ${(error as Error).message}`);
  }
  const r = mockScenarioSchema.safeParse(json);
  if (!r.success) throw new HttpError(422, problemOf(r.error, file));
  const expected = file.replace(/^.*\//, '').replace(/\.json$/, '');
  if (r.data.name !== expected)
    throw new HttpError(422, `${file}/name must be the file's name ("${expected}"), got "${r.data.name}"`);
  return r.data;
}

/** Counted rules are call counts, not state: a saved scenario keeps each rule until cleared, without `times`. */
function socketFaultOf(rule: SocketRule): ScenarioSocketFault {
  const { id: _id, scope: _scope, remaining: _remaining, ...fault } = rule;
  return fault;
}

/** Global rules and the given candidate's travel in a saved scenario; a room's or a header's stay behind. */
const travels = (scope: RuleScope | undefined, candidateId: string | undefined) =>
  !scope ||
  (scope.roomId === undefined &&
    scope.header === undefined &&
    (scope.candidateId === undefined || scope.candidateId === candidateId));

export class MockScenarios {
  private activeName: string | null = null;
  /** Ids of the rules the active scenario set: unloading removes exactly these, never a rule someone else set. */
  private ruleIds: number[] = [];
  private readonly startScale: number;

  constructor(
    readonly dir: string,
    private readonly targets: ScenarioTargets,
  ) {
    this.startScale = targets.timeScale.get();
  }

  get active(): string | null {
    return this.activeName;
  }

  private fileOf(name: string): string {
    const r = scenarioNameSchema.safeParse(name);
    if (!r.success) throw new HttpError(400, problemOf(r.error, 'params/name'));
    return join(this.dir, `${name}.json`);
  }

  /** Every file of the folder; one that does not parse is listed with its problem instead of hiding the rest. */
  list(): { scenarios: ScenarioSummary[]; invalid: { file: string; message: string }[] } {
    let files: string[] = [];
    try {
      files = readdirSync(this.dir)
        .filter((f) => f.endsWith('.json'))
        .sort();
    } catch {
      // No folder yet: no scenarios.
    }
    const scenarios: ScenarioSummary[] = [];
    const invalid: { file: string; message: string }[] = [];
    for (const file of files) {
      try {
        const s = this.read(file.replace(/\.json$/, ''));
        scenarios.push({ name: s.name, description: s.description, persona: s.persona });
      } catch (error) {
        invalid.push({ file: `scenarios/${file}`, message: (error as Error).message });
      }
    }
    return { scenarios, invalid };
  }

  read(name: string): MockScenario {
    const file = this.fileOf(name);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new HttpError(404, `Scenario '${name}' not found (no scenarios/${name}.json)`);
    }
    return this.check(parseScenario(text, `scenarios/${name}.json`));
  }

  /** What the schema cannot know: operations, personas and scripts of this mock. 422 naming the field. */
  private check(s: MockScenario): MockScenario {
    const where = `scenarios/${s.name}.json`;
    s.http.faults.forEach((f, i) => {
      if (!this.targets.hasOperation(f.route))
        throw new HttpError(
          422,
          `${where}/http/faults/${i}/route '${f.route}' is not an operation of openapi.yaml`,
        );
    });
    s.http.latency.forEach((l, i) => {
      if (l.route && !this.targets.hasOperation(l.route))
        throw new HttpError(
          422,
          `${where}/http/latency/${i}/route '${l.route}' is not an operation of openapi.yaml`,
        );
    });
    if (s.persona && !this.targets.hasPersona(s.persona))
      throw new HttpError(422, `${where}/persona '${s.persona}' is not a persona (GET /__mock/personas)`);
    if (s.pinnedScript && !this.targets.hasScript(s.pinnedScript))
      throw new HttpError(
        422,
        `${where}/pinnedScript '${s.pinnedScript}' is not an interview script (GET /__mock/ws/scenarios)`,
      );
    return s;
  }

  /** Makes the scenario the mock's state, replacing the previous scenario's (rules set by hand stay). */
  load(name: string): MockScenario {
    const s = this.read(name);
    this.unload();
    const { rules } = this.targets;
    for (const f of s.http.faults)
      this.ruleIds.push(
        rules.http.addFault({
          route: f.route,
          status: f.status,
          message: f.message ?? (f.status >= 500 ? 'Internal server error' : 'Injected fault'),
          bodyStatus: f.bodyStatus,
          retryAfter: f.retryAfter,
          remaining: Infinity,
          scope: undefined,
        }).id,
      );
    for (const l of s.http.latency)
      this.ruleIds.push(
        rules.http.setLatency({ route: l.route, min: l.min, max: l.max, scope: undefined }).id,
      );
    for (const f of s.socket.faults) {
      const rule = { ...socketFaultRule(f), scope: {}, remaining: Infinity };
      this.ruleIds.push(rules.socket.add(rule).id);
    }
    this.targets.pinnedScript.set(s.pinnedScript);
    this.targets.timeScale.set(s.timeScale ?? this.startScale);
    this.activeName = s.name;
    return s;
  }

  /** Back to the mock as it started: the scenario's rules, pin and time scale go. */
  unload(): void {
    for (const id of this.ruleIds) this.targets.rules.remove(id);
    this.ruleIds = [];
    this.targets.pinnedScript.set(null);
    this.targets.timeScale.set(this.startScale);
    this.activeName = null;
  }

  /**
   * The active set as a scenario: global rules and those of `candidateId` (the panel's own scope), each until
   * cleared; the candidate's persona; the pinned script and the time scale. Written to scenarios/<name>.json.
   */
  save(name: string, opts: { description?: string; candidateId?: string }): MockScenario {
    const file = this.fileOf(name);
    const { rules } = this.targets;
    const scale = this.targets.timeScale.get();
    const scenario = mockScenarioSchema.parse({
      name,
      description: opts.description ?? '',
      persona: opts.candidateId ? this.targets.personaOf(opts.candidateId) : null,
      timeScale: scale === this.startScale ? null : scale,
      pinnedScript: this.targets.pinnedScript.get(),
      http: {
        faults: rules.http
          .listFaults()
          .filter((f) => travels(f.scope, opts.candidateId))
          .map((f) => ({
            route: f.route,
            status: f.status,
            message: f.message,
            ...(f.bodyStatus !== undefined ? { bodyStatus: f.bodyStatus } : {}),
            ...(f.retryAfter !== undefined ? { retryAfter: f.retryAfter } : {}),
          })),
        latency: rules.http
          .listLatencies()
          .filter((l) => travels(l.scope, opts.candidateId))
          .map((l) => ({ ...(l.route ? { route: l.route } : {}), min: l.min, max: l.max })),
      },
      socket: {
        faults: rules.socket
          .list()
          .filter((r) => travels(r.scope, opts.candidateId))
          .map(socketFaultOf),
      },
    });
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(file, JSON.stringify(scenario, null, 2) + '\n');
    return scenario;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mockScenarios: MockScenarios;
  }
}
