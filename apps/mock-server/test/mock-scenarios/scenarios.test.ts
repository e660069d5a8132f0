import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/server.ts';
import { MOCK_SCENARIO_DIR } from '../../src/lib/paths.ts';
import { parseScenario } from '../../src/mock-scenarios/index.ts';

// Each test works on a copy of the shipped folder, so saving never writes into the repository.
let dir: string;
let app: FastifyInstance;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mock-scenarios-'));
  cpSync(MOCK_SCENARIO_DIR, dir, { recursive: true });
  app = await buildServer({ scenarioDir: dir });
});

afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const write = (name: string, body: unknown) =>
  writeFileSync(join(dir, `${name}.json`), typeof body === 'string' ? body : JSON.stringify(body));

async function signIn(persona = 'default') {
  const res = await app.inject({ method: 'POST', url: '/__mock/sessions', payload: { persona } });
  const { candidate, accessToken } = res.json().data as { candidate: { id: string }; accessToken: string };
  return { candidateId: candidate.id, auth: { authorization: `Bearer ${accessToken}` } };
}

const rules = async () =>
  (await app.inject({ method: 'GET', url: '/__mock/rules' })).json().data as Record<string, unknown>[];

describe('mock scenarios (decision 0312)', () => {
  it('ships a slow network, a failing registration, a broken interview and no credits, all valid', async () => {
    const res = await app.inject({ method: 'GET', url: '/__mock/scenarios' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.invalid).toEqual([]);
    expect(data.active).toBeNull();
    expect(data.scenarios.map((s: { name: string }) => s.name)).toEqual([
      'broken-interview',
      'failing-registration',
      'no-credits',
      'slow-network',
    ]);
    for (const { name } of data.scenarios as { name: string }[]) {
      const load = await app.inject({ method: 'POST', url: `/__mock/scenarios/${name}/load` });
      expect(load.statusCode, name).toBe(200);
    }
  });

  it('keeps a loaded fault as state: every call answers it until the scenario is unloaded', async () => {
    const { auth } = await signIn();
    write('me-down', {
      name: 'me-down',
      http: { faults: [{ route: 'GET /candidates/me', status: 503, message: 'Down for the scenario' }] },
    });
    expect((await app.inject({ method: 'POST', url: '/__mock/scenarios/me-down/load' })).statusCode).toBe(
      200,
    );
    for (let call = 0; call < 3; call++) {
      const me = await app.inject({ method: 'GET', url: '/api/v1/candidates/me', headers: auth });
      expect(me.statusCode).toBe(503);
      expect(me.json().message).toBe('Down for the scenario');
    }
    expect(await rules()).toMatchObject([{ channel: 'http', kind: 'fault', remaining: null, scope: null }]);
    expect((await app.inject({ method: 'GET', url: '/__mock/scenarios' })).json().data.active).toBe(
      'me-down',
    );

    await app.inject({ method: 'DELETE', url: '/__mock/scenarios/active' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/candidates/me', headers: auth })).statusCode,
    ).toBe(200);
    expect(await rules()).toEqual([]);
  });

  it("replaces the previous scenario's rules on load and leaves rules set by hand alone", async () => {
    await app.inject({
      method: 'POST',
      url: '/__mock/latency',
      payload: { ms: 5, route: 'GET /candidates/me' },
    });
    await app.inject({ method: 'POST', url: '/__mock/scenarios/slow-network/load' });
    expect((await rules()).map((r) => r.kind)).toEqual(['latency', 'latency', 'delay']);
    await app.inject({ method: 'POST', url: '/__mock/scenarios/failing-registration/load' });
    expect((await rules()).map((r) => [r.kind, r.route ?? null])).toEqual([
      ['latency', 'GET /candidates/me'],
      ['fault', 'POST /interviews/register'],
    ]);
  });

  it('sets the time scale and pins the script while loaded; unloading restores the start values', async () => {
    write('fast-pinned', { name: 'fast-pinned', timeScale: 0.5, pinnedScript: 'salary-negotiation' });
    await app.inject({ method: 'POST', url: '/__mock/scenarios/fast-pinned/load' });
    expect((await app.inject({ method: 'GET', url: '/__mock/ws' })).json().data.timeScale).toBe(0.5);
    expect(app.interviewSockets.context.pinnedScript).toBe('salary-negotiation');
    await app.inject({ method: 'DELETE', url: '/__mock/scenarios/active' });
    expect((await app.inject({ method: 'GET', url: '/__mock/ws' })).json().data.timeScale).toBe(1);
    expect(app.interviewSockets.context.pinnedScript).toBeNull();
  });

  it("saves the active set: global rules and the candidate's, without counts or scope, with its persona", async () => {
    const { candidateId } = await signIn('premium');
    const other = await signIn('default');
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { route: 'GET /candidate-transactions', status: 500, times: 3, scope: { candidateId } },
    });
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { route: 'GET /candidates/me', status: 500, scope: { candidateId: other.candidateId } },
    });
    await app.inject({ method: 'POST', url: '/__mock/latency', payload: { min: 100, max: 200 } });
    await app.inject({
      method: 'POST',
      url: '/__mock/ws/faults',
      payload: { kind: 'drop', atTurn: 2, afterFrames: 1, candidateId },
    });
    await app.inject({ method: 'POST', url: '/__mock/ws/faults', payload: { kind: 'refuse', roomId: 'r1' } });

    const res = await app.inject({
      method: 'PUT',
      url: '/__mock/scenarios/team-repro',
      payload: { description: 'What broke on Friday', candidateId },
    });
    expect(res.statusCode).toBe(200);
    const file = JSON.parse(readFileSync(join(dir, 'team-repro.json'), 'utf8'));
    expect(file).toEqual({
      name: 'team-repro',
      description: 'What broke on Friday',
      persona: 'premium',
      timeScale: null,
      pinnedScript: null,
      http: {
        faults: [{ route: 'GET /candidate-transactions', status: 500, message: 'Internal server error' }],
        latency: [{ min: 100, max: 200 }],
      },
      socket: { faults: [{ kind: 'drop', atTurn: 2, afterFrames: 1 }] },
    });
    expect(res.json().data).toEqual(file);

    // What was saved loads back as the same state.
    await app.inject({ method: 'DELETE', url: '/__mock/rules' });
    await app.inject({ method: 'POST', url: '/__mock/scenarios/team-repro/load' });
    expect((await rules()).map((r) => [r.kind, r.remaining, r.scope])).toEqual([
      ['fault', null, null],
      ['latency', null, null],
      ['drop', null, null],
    ]);
  });

  it('saves and loads the network faults too: a half-open socket and a late server (decision 0637)', async () => {
    const { candidateId } = await signIn('default');
    for (const payload of [
      { kind: 'halfopen', atTurn: 1, afterFrames: 0, candidateId },
      { kind: 'late', ms: 12_000, jitterMs: 500, candidateId },
    ])
      expect((await app.inject({ method: 'POST', url: '/__mock/ws/faults', payload })).statusCode).toBe(201);
    const res = await app.inject({
      method: 'PUT',
      url: '/__mock/scenarios/bad-wifi',
      payload: { candidateId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.socket.faults).toEqual([
      { kind: 'halfopen', atTurn: 1, afterFrames: 0 },
      { kind: 'late', ms: 12_000, jitterMs: 500 },
    ]);
    await app.inject({ method: 'DELETE', url: '/__mock/rules' });
    await app.inject({ method: 'POST', url: '/__mock/scenarios/bad-wifi/load' });
    expect((await rules()).map((r) => r.kind)).toEqual(['halfopen', 'late']);
  });

  it('answers a bad file, a bad name and an unknown scenario with a clear 4xx envelope; nothing is applied', async () => {
    write('typo', {
      name: 'typo',
      http: { faults: [{ route: 'GET /candidates/me', status: 'five hundred' }] },
    });
    write('broken-json', '{"name": "broken-json",');
    write('wrong-route', { name: 'wrong-route', http: { faults: [{ route: 'GET /nowhere', status: 500 }] } });
    write('renamed', { name: 'other-name' });
    write('extra', { name: 'extra', times: 3 });

    const cases: [string, number, string | RegExp][] = [
      [
        'typo',
        422,
        'scenarios/typo.json/http/faults/0/status Invalid input: expected number, received string',
      ],
      ['broken-json', 422, /^scenarios\/broken-json\.json is not JSON: /],
      [
        'wrong-route',
        422,
        "scenarios/wrong-route.json/http/faults/0/route 'GET /nowhere' is not an operation of openapi.yaml",
      ],
      ['renamed', 422, `scenarios/renamed.json/name must be the file's name ("renamed"), got "other-name"`],
      ['extra', 422, 'scenarios/extra.json/times is not a field of a scenario'],
      ['nope', 404, "Scenario 'nope' not found (no scenarios/nope.json)"],
      ['Bad_Name', 400, /^params\/name must match pattern/],
    ];
    for (const [name, status, message] of cases) {
      const res = await app.inject({ method: 'POST', url: `/__mock/scenarios/${name}/load` });
      expect(res.statusCode, name).toBe(status);
      const body = res.json();
      expect(body.status, name).toBe(status);
      if (typeof message === 'string') expect(body.message).toBe(message);
      else expect(body.message).toMatch(message);
    }
    expect(await rules()).toEqual([]);
    const list = (await app.inject({ method: 'GET', url: '/__mock/scenarios' })).json().data;
    expect(list.invalid.map((i: { file: string }) => i.file)).toEqual([
      'scenarios/broken-json.json',
      'scenarios/extra.json',
      'scenarios/renamed.json',
      'scenarios/typo.json',
      'scenarios/wrong-route.json',
    ]);
    expect(list.scenarios).toHaveLength(4);
  });

  it('loads MOCK_SCENARIO at start, and refuses to start with one that does not exist', async () => {
    const started = await buildServer({ scenarioDir: dir, scenario: 'slow-network' });
    expect((await started.inject({ method: 'GET', url: '/__mock/scenarios' })).json().data.active).toBe(
      'slow-network',
    );
    await started.close();
    await expect(buildServer({ scenarioDir: dir, scenario: 'nope' })).rejects.toThrow(
      "Scenario 'nope' not found",
    );
  });

  it('parses a file by itself, defaults filled in', () => {
    expect(parseScenario('{"name":"bare"}', 'scenarios/bare.json')).toEqual({
      name: 'bare',
      description: '',
      persona: null,
      timeScale: null,
      pinnedScript: null,
      http: { faults: [], latency: [] },
      socket: { faults: [] },
    });
  });
});
