import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The levels at which an info line is written (the logger's own level is one of LOG_LEVELS). */
const WRITES_INFO = new Set<string>(['info', 'debug', 'trace']);

/** Fields the one-line request log carries in JSON; pino-pretty already says them in the message. */
const PRETTY_HIDDEN = 'pid,hostname,reqId,req,res,responseTime';

/**
 * The mock's pino options. JSON by default (start, CI, tests: machine-readable, one object per line);
 * pino-pretty when asked — `pnpm dev` passes `--pretty` — or MOCK_LOG_PRETTY=1; MOCK_LOG_PRETTY=0 forces JSON.
 * Colours follow pino-pretty's own detection (a TTY, or FORCE_COLOR, which `pnpm dev` sets in a terminal).
 */
export function loggerOptions(
  env: NodeJS.ProcessEnv,
  argv: readonly string[] = [],
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const requested = env.MOCK_LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(requested)) {
    throw new Error(`MOCK_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${env.MOCK_LOG_LEVEL}"`);
  }
  const pretty = env.MOCK_LOG_PRETTY === '1' || (argv.includes('--pretty') && env.MOCK_LOG_PRETTY !== '0');
  return {
    level: requested,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: PRETTY_HIDDEN, singleLine: true },
          },
        }
      : {}),
  };
}

/** `GET /api/v1/candidates/me 200 4 ms`: what a developer scans for in the dev log. */
export function requestLine(method: string, url: string, status: number, ms: number): string {
  return `${method} ${url} ${status} ${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}

/**
 * One log line per request instead of Fastify's two ("incoming request" + "request completed"): method, path,
 * status and time in the message for pino-pretty, the same as fields for JSON. Errors keep Fastify's level.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const status = reply.statusCode;
    // Below the level (start runs at warn in the benches and e2e): nothing to build for a line never written.
    if (!error && status < 500 && !WRITES_INFO.has(reply.log.level)) return;
    const ms = reply.elapsedTime;
    const fields = {
      req: { method: request.method, url: request.url },
      res: { statusCode: status },
      responseTime: ms,
      ...(error ? { err: error } : {}),
    };
    const line = requestLine(request.method, request.url, status, ms);
    if (error || status >= 500) reply.log.error(fields, line);
    else reply.log.info(fields, line);
  }
}
