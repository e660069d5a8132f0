import { afterEach, beforeAll, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer, type BuildServerOptions } from '../src/server.ts';
import { checkResponse } from '../src/contract/validators.ts';
import type { Operation } from '../src/contract/openapi.ts';

export interface Violation {
  operation: string;
  status: number;
  problem: string;
}

export interface TestServer {
  app: FastifyInstance;
  /** Contract violations seen so far; `afterEach` in useServer() fails the test when any appear. */
  violations: Violation[];
}

/**
 * A server whose every /api/v1 answer is validated against openapi.yaml (status, envelope and schema), so each
 * route test doubles as a contract test for the statuses it reaches.
 */
export async function createTestServer(options: BuildServerOptions = {}): Promise<TestServer> {
  const app = await buildServer({
    logger: process.env.MOCK_TEST_LOG ? { level: 'error' } : false,
    ...options,
  });
  const violations: Violation[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const op = request.routeOptions.config?.operation as Operation | undefined;
    if (!op) return payload;
    let body: unknown;
    try {
      body = JSON.parse(String(payload));
    } catch {
      violations.push({ operation: op.operationId, status: reply.statusCode, problem: 'answer is not JSON' });
      return payload;
    }
    const problem = checkResponse(app.contract, op, reply.statusCode, body);
    if (problem) violations.push({ operation: op.operationId, status: reply.statusCode, problem });
    return payload;
  });
  await app.ready();
  return { app, violations };
}

/** Per-file server with automatic contract checks after each test. */
export function useServer(options: BuildServerOptions = {}) {
  const ctx = {} as TestServer & { expectViolations: (n: number) => void };
  let expected = 0;
  ctx.expectViolations = (n) => {
    expected = n;
  };
  const ready = createTestServer(options).then((s) => Object.assign(ctx, s));
  beforeAll(async () => {
    await ready;
  });
  afterEach(async () => {
    await ready;
    const seen = ctx.violations.splice(0);
    if (expected === 0) expect(seen).toEqual([]);
    else expect(seen).toHaveLength(expected);
    expected = 0;
  });
  return { ready, ctx };
}

export interface Session {
  candidateId: string;
  accessToken: string;
  headers: Record<string, string>;
}

/** Signs in as a fresh isolated copy of a persona (POST /__mock/sessions). */
export async function signIn(app: FastifyInstance, persona = 'default'): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/__mock/sessions', payload: { persona } });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { candidate: { id: string }; accessToken: string };
  return {
    candidateId: data.candidate.id,
    accessToken: data.accessToken,
    headers: { authorization: `Bearer ${data.accessToken}` },
  };
}

export function envelope(res: LightMyRequestResponse): { status: number; message: string; data: unknown } {
  const body = res.json() as { status: number; message: string; data: unknown };
  expect(body.status).toBe(res.statusCode);
  expect(typeof body.message).toBe('string');
  expect(body).toHaveProperty('data');
  return body;
}

export function expectError(res: LightMyRequestResponse, status: number, message?: string | RegExp) {
  const body = envelope(res);
  expect(res.statusCode).toBe(status);
  expect(body.data).toBeNull();
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
}

// Tests read answers loosely on purpose: their shape is already checked against the contract in onSend.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function data<T = any>(res: LightMyRequestResponse): T {
  const body = envelope(res);
  expect(res.statusCode, body.message).toBe(200);
  return body.data as T;
}

export const API = '/api/v1';
