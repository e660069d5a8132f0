import type { AddressInfo } from 'node:net';
import { buildServer } from '@mockint/mock-server';
import { afterEach, describe, expect, it } from 'vitest';
import { CASES } from './cases.ts';
import { formatReport } from './report.ts';
import { runConformance } from './runner.ts';

type MockServer = Awaited<ReturnType<typeof buildServer>>;

let servers: MockServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function startMock(prepare?: (server: MockServer) => void) {
  const server = await buildServer({ logger: false });
  prepare?.(server);
  await server.listen({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  const { port } = server.server.address() as AddressInfo;
  return { apiUrl: `http://127.0.0.1:${port}/api/v1`, wsUrl: `ws://127.0.0.1:${port}/ws/v1` };
}

const line = (lines: string[], needle: string) => lines.find((l) => l.includes(needle)) ?? '';

describe('conformance suite', { timeout: 60_000 }, () => {
  it('passes every HTTP operation of the contract against the mock server', async () => {
    const report = await runConformance(await startMock());
    const failed = report.operations.filter((op) => op.outcome !== 'PASS');
    expect(failed.map((op) => `${op.key}: ${op.detail}`)).toEqual([]);
    // Every declared operation got a valid call plus at least one error case.
    for (const op of report.operations) expect(op.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('reports a deliberately broken mock response as FAIL with the exact field', async () => {
    const target = await startMock((server) => {
      // The mock "drifts": GET /candidates/me renames fullName to displayName.
      server.addHook('onSend', async (request, _reply, payload) =>
        request.url.endsWith('/candidates/me') && typeof payload === 'string'
          ? payload.replace('"fullName"', '"displayName"')
          : payload,
      );
    });
    const report = await runConformance(target);
    expect(report.ok).toBe(false);
    const me = report.operations.find((op) => op.operationId === 'getCurrentCandidate');
    expect(me).toMatchObject({
      outcome: 'FAIL',
      detail: 'valid: HTTP 200: data.fullName: expected required field, got missing',
    });
    const lines = formatReport(report);
    expect(line(lines, '(getCurrentCandidate)')).toMatch(
      /^ {2}FAIL {2}GET \/candidates\/me .*data\.fullName: expected required field, got missing/,
    );
    expect(lines.at(-1)).toMatch(/^FAIL: /);
  });

  it('fails an envelope whose status does not match the HTTP status', async () => {
    const target = await startMock((server) => {
      server.addHook('onSend', async (request, _reply, payload) =>
        request.url.includes('/interview-stats') && typeof payload === 'string'
          ? payload.replace('"status":200', '"status":201')
          : payload,
      );
    });
    const report = await runConformance(target);
    expect(report.operations.find((op) => op.operationId === 'getInterviewStats')?.detail).toBe(
      'valid: HTTP 200: envelope status 201 ≠ HTTP status 200',
    );
  });

  it('fails an operation of openapi.yaml that has no conformance case', async () => {
    const report = await runConformance({
      ...(await startMock()),
      cases: CASES.filter((c) => c.operationId !== 'getInterviewStats'),
    });
    expect(report.ok).toBe(false);
    expect(report.operations.find((op) => op.operationId === 'getInterviewStats')).toMatchObject({
      outcome: 'FAIL',
      detail: 'operation getInterviewStats has no conformance case',
    });
  });

  it('read-only mode spends no credit and changes nothing, and says what it skipped', async () => {
    const target = await startMock();
    const report = await runConformance({ ...target, readOnly: true });
    const byId = new Map(report.operations.map((op) => [op.operationId, op]));
    for (const id of [
      'registerInterview',
      'joinInterview',
      'endInterview',
      'updateCandidate',
      'acceptCandidateConsent',
    ]) {
      expect(byId.get(id)?.outcome).toBe('SKIP');
      expect(
        byId
          .get(id)
          ?.calls.filter((call) => call.outcome === 'PASS')
          .map((call) => call.label),
      ).toEqual(['401 without token']);
    }
    expect(byId.get('getCurrentCandidate')?.outcome).toBe('PASS');
    expect(report.socket.every((frame) => frame.outcome === 'SKIP')).toBe(true);
    expect(report.ok).toBe(true);
  });
});
