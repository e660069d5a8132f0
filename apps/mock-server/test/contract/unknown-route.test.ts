import { describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract/openapi.ts';
import { pathMatches, unknownRouteAnswer } from '../../src/contract/unknown-route.ts';
import { createTestServer, expectError, signIn } from '../helpers.ts';

const { operations } = loadContract();

describe('unknownRouteAnswer', () => {
  it('names the nearest operation of a mistyped path, in the contract form', () => {
    expect(unknownRouteAnswer(operations, 'GET', '/api/v1/candidate/me')?.message).toBe(
      'no operation GET /candidate/me; did you mean GET /candidates/me?',
    );
  });

  it('fills path parameters from the request, so an id is never counted as a typo', () => {
    const answer = unknownRouteAnswer(operations, 'GET', '/api/v1/candidate/interview-room/r-123?x=1');
    expect(answer).toMatchObject({
      status: 404,
      suggestions: ['GET /candidate/interview-rooms/{session}'],
    });
  });

  it('names no operation when nothing is close', () => {
    const answer = unknownRouteAnswer(operations, 'GET', '/api/v1/weather/forecast/tomorrow');
    expect(answer).toEqual({
      status: 404,
      suggestions: [],
      message: 'no operation GET /weather/forecast/tomorrow',
    });
  });

  it('answers 405 with the allowed methods for a known path', () => {
    expect(unknownRouteAnswer(operations, 'DELETE', '/api/v1/candidates/me')).toEqual({
      status: 405,
      allow: ['GET', 'HEAD'],
      message: 'method DELETE is not allowed on /candidates/me; allowed: GET, HEAD',
    });
  });

  it('leaves URLs outside /api/v1 alone', () => {
    expect(unknownRouteAnswer(operations, 'GET', '/api/v10/candidates/me')).toBeUndefined();
    expect(unknownRouteAnswer(operations, 'GET', '/favicon.ico')).toBeUndefined();
  });

  it('matches templates segment by segment', () => {
    expect(pathMatches('/interview-templates/{id}', '/interview-templates/t-1')).toBe(true);
    expect(pathMatches('/interview-templates/{id}', '/interview-templates')).toBe(false);
    expect(pathMatches('/interview-templates/{id}', '/interview-template/t-1')).toBe(false);
  });
});

describe('the server, for requests the contract does not know', () => {
  it('answers a 404 envelope naming the nearest operation, and logs one readable warning', async () => {
    const lines: { level: number; msg: string }[] = [];
    const { app } = await createTestServer({
      logger: {
        level: 'warn',
        stream: {
          write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }),
        },
      },
    });
    const { headers } = await signIn(app);
    const res = await app.inject({ method: 'GET', url: '/api/v1/candidate/me', headers });
    expectError(res, 404, 'no operation GET /candidate/me; did you mean GET /candidates/me?');
    expect(lines.filter((l) => l.level === 40).map((l) => l.msg)).toEqual([
      'no operation GET /candidate/me; did you mean GET /candidates/me?',
    ]);
    await app.close();
  });

  it('answers 405 with Allow for a known path under another method', async () => {
    const { app } = await createTestServer();
    const res = await app.inject({ method: 'POST', url: '/api/v1/interview-templates' });
    expectError(res, 405, 'method POST is not allowed on /interview-templates; allowed: GET, HEAD');
    expect(res.headers.allow).toBe('GET, HEAD');
    await app.close();
  });

  it('keeps the plain 404 outside the API', async () => {
    const { app } = await createTestServer();
    expectError(
      await app.inject({ method: 'GET', url: '/nothing-here' }),
      404,
      'Route GET /nothing-here not found',
    );
    await app.close();
  });
});
