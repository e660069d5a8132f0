// CLI: `pnpm --filter @mockint/mock-server dev|start`. Configuration is environment variables only (see README).
import { loggerOptions } from './lib/logging.ts';
import { buildServer } from './server.ts';
import { parsePingInterval, parseTimeScale } from './ws/index.ts';

const env = process.env;
const port = Number(env.MOCK_PORT || 4010);
const host = env.MOCK_HOST || '127.0.0.1';

/** MOCK_REPLAY_SPEED: a number ≥ 0 (1 = as recorded). */
function replaySpeed(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(
      `MOCK_REPLAY_SPEED must be a number ≥ 0 (1 = as recorded, 2 = twice as fast, 0 = no waiting); got "${raw}"`,
    );
  }
  return value;
}

let logger: ReturnType<typeof loggerOptions>;
let timeScale: number;
let pingIntervalMs: number;
try {
  logger = loggerOptions(env, process.argv.slice(2));
  replaySpeed(env.MOCK_REPLAY_SPEED);
  timeScale = parseTimeScale(env.MOCK_TIME_SCALE);
  pingIntervalMs = parsePingInterval(env.MOCK_PING_INTERVAL_MS);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/** Builds the mock and listens; `started` settles once it does (the precompiled CLI's loader waits for it). */
async function main(): Promise<void> {
  const server = await buildServer({
    // A named set of rules, persona, pinned script and time scale from scenarios/ (decision 0312).
    scenario: env.MOCK_SCENARIO || undefined,
    webOrigin: env.WEB_ORIGIN || undefined,
    extraWebOrigins: (env.MOCK_WEB_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim().replace(/\/$/, ''))
      .filter(Boolean),
    latency: env.MOCK_LATENCY_MS || undefined,
    stateFile: env.MOCK_STATE_FILE || undefined,
    tokenTtlSeconds: env.MOCK_TOKEN_TTL_SECONDS ? Number(env.MOCK_TOKEN_TTL_SECONDS) : undefined,
    disableControl: env.MOCK_DISABLE_CONTROL === '1',
    validateResponses: env.MOCK_VALIDATE_RESPONSES === '1',
    publicUrl: env.MOCK_PUBLIC_URL || undefined,
    upstream: env.MOCK_UPSTREAM || undefined,
    recordDir: env.MOCK_RECORD_DIR || undefined,
    replayDir: env.MOCK_REPLAY_DIR || undefined,
    replaySpeed: replaySpeed(env.MOCK_REPLAY_SPEED),
    coverageFile: env.MOCK_COVERAGE_FILE || undefined,
    socket: { timeScale, pingIntervalMs },
    logger,
  }).catch((error: unknown) => {
    // An unknown or invalid MOCK_SCENARIO stops the start with the file and field it names.
    console.error(`MOCK_SCENARIO: ${(error as Error).message}`);
    process.exit(1);
  });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      server.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 5000);
      force.unref();
      server.close().then(
        () => process.exit(0),
        (err: unknown) => {
          server.log.error({ err }, 'error during shutdown');
          process.exit(1);
        },
      );
    });
  }

  try {
    await server.listen({ port, host });
    server.log.info(
      `API http://${host}:${port}/api/v1 · docs http://${host}:${port}/docs · control http://${host}:${port}/__mock`,
    );
  } catch (err) {
    server.log.error({ err }, 'failed to start');
    process.exit(1);
  }
}

// A function, not top-level await: the precompiled CLI is a CommonJS bundle run with V8's code cache
// (src/lib/code-cache.ts, decision 0076), and CommonJS has no top-level await.
export const started = main();
