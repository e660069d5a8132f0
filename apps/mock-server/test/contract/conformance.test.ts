import type { AddressInfo } from 'node:net';
import { CASES, formatReport, runConformance } from '@mockint/contract-tests/conformance';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocketServer } from 'ws';
import { buildServer } from '../../src/index.ts';
import { scaled } from '../../../../scripts/lib/machine.mjs';

type MockServer = Awaited<ReturnType<typeof buildServer>>;

let servers: MockServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function startMock(
  prepare?: (server: MockServer) => void,
  options: Parameters<typeof buildServer>[0] = {},
) {
  const server = await buildServer({ logger: false, ...options });
  prepare?.(server);
  await server.listen({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  const { port } = server.server.address() as AddressInfo;
  return { apiUrl: `http://127.0.0.1:${port}/api/v1`, wsUrl: `ws://127.0.0.1:${port}/ws/v1` };
}

const line = (lines: string[], needle: string) => lines.find((l) => l.includes(needle)) ?? '';

describe('conformance suite', { timeout: scaled(60_000) }, () => {
  it('passes every HTTP operation of the contract against the mock server', async () => {
    const report = await runConformance(await startMock());
    const failed = report.operations.filter((op) => op.outcome !== 'PASS');
    expect(failed.map((op) => `${op.key}: ${op.detail}`)).toEqual([]);
    // Every declared operation got a valid call plus at least one error case.
    for (const op of report.operations) expect(op.calls.length).toBeGreaterThanOrEqual(2);
    // Ownership: another candidate's room is out of reach.
    const room = report.operations.find((op) => op.operationId === 'getInterviewRoom');
    expect(room?.calls.find((call) => call.label === "403/404 another candidate's room")?.outcome).toBe(
      'PASS',
    );
    // The socket conversation ran to the end and every frame the mock sent parsed.
    expect(report.socketError).toBeUndefined();
    const passed = report.socket.filter((frame) => frame.direction === 'server' && frame.outcome === 'PASS');
    expect(passed.map((frame) => frame.type)).toEqual(
      expect.arrayContaining([
        'initial_message',
        'model_response',
        'user_transcript',
        'model_repeat_response',
        'error',
        'end',
        'toggle_leave_interview',
      ]),
    );
    expect(report.ok).toBe(true);
  });

  it('passes through the validating proxy too, which checks client frames as well', async () => {
    const upstream = await startMock();
    const warnings: string[] = [];
    const proxy = await startMock(undefined, {
      upstream: upstream.apiUrl.replace(/\/api\/v1$/, ''),
      logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } },
    });
    const report = await runConformance(proxy);
    expect(report.operations.filter((op) => op.outcome !== 'PASS').map((op) => op.detail)).toEqual([]);
    expect(report.socketError).toBeUndefined();
    expect(report.ok).toBe(true);
    // The only violation is the one the suite commits on purpose: a blank answer, to provoke `error`.
    const violations = warnings
      .map((line) => JSON.parse(line) as { contractViolation?: unknown })
      .filter((line) => line.contractViolation)
      .map((line) => line.contractViolation);
    expect(violations).toEqual([
      {
        operation: 'socket client→server user_response_text',
        field: 'message',
        expected: 'Message cannot be empty',
        got: 'string "   "',
      },
    ]);
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

  it('fails the suite on a drifted socket frame from the mock, naming message type and field', async () => {
    const target = await startMock((server) => {
      // The mock's socket "drifts": model_response frames carry final_sentence as a string.
      const wss = (server as unknown as { websocketServer: WebSocketServer }).websocketServer;
      wss.on('connection', (socket) => {
        const send = socket.send.bind(socket) as (data: unknown, ...rest: unknown[]) => void;
        (socket as { send: unknown }).send = (data: unknown, ...rest: unknown[]) => {
          const text = String(data);
          send(
            text.includes('"type":"model_response"')
              ? text.replace(/"final_sentence":(true|false)/, '"final_sentence":"$1"')
              : data,
            ...rest,
          );
        };
      });
    });
    const report = await runConformance(target);
    expect(report.ok).toBe(false);
    expect(report.socket.find((frame) => frame.type === 'model_response')).toMatchObject({
      outcome: 'FAIL',
      detail: 'model_response.final_sentence: expected boolean, received string',
    });
    expect(line(formatReport(report), 'server→client model_response')).toMatch(
      /^ {2}FAIL {2}server→client model_response .*model_response\.final_sentence: expected boolean, received string/,
    );
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

  it('read-only mode sends writes nothing but the 401 case, and says what it skipped', async () => {
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
