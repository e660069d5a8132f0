import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions, requestLine } from '../../src/lib/logging.ts';
import { buildServer } from '../../src/server.ts';

describe('loggerOptions', () => {
  it('writes JSON unless pretty is asked for (pnpm dev passes --pretty)', () => {
    expect(loggerOptions({})).toEqual({ level: 'info' });
    expect(loggerOptions({}, ['--pretty'])).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerOptions({ MOCK_LOG_PRETTY: '1' })).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerOptions({ MOCK_LOG_PRETTY: '0' }, ['--pretty'])).toEqual({ level: 'info' });
  });

  it('takes the level from MOCK_LOG_LEVEL and names a wrong one', () => {
    expect(loggerOptions({ MOCK_LOG_LEVEL: 'WARN' }).level).toBe('warn');
    expect(() => loggerOptions({ MOCK_LOG_LEVEL: 'loud' })).toThrow(
      'MOCK_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "loud"',
    );
  });

  it('formats the request line with method, path, status and time', () => {
    expect(requestLine('GET', '/api/v1/candidates/me', 401, 3.14159)).toBe(
      'GET /api/v1/candidates/me 401 3.1 ms',
    );
    expect(requestLine('POST', '/__mock/reset', 200, 123.6)).toBe('POST /__mock/reset 200 124 ms');
  });
});

describe('request log', () => {
  it('writes one JSON line per request, with method, path, status and time', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildServer({ logger: { level: 'info', stream } });
    await app.inject({ method: 'GET', url: '/api/v1/candidates/me' });
    await app.close();

    const requestLines = lines.filter((line) => (line.req as { url?: string } | undefined)?.url);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/v1/candidates/me' },
      res: { statusCode: 401 },
    });
    expect(requestLines[0]!.msg).toMatch(/^GET \/api\/v1\/candidates\/me 401 [\d.]+ ms$/);
  });
});
