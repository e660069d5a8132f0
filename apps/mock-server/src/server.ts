import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadContract } from './contract/openapi.ts';
import { parseLatency } from './rules/http-rules.ts';
import { RuleBook } from './rules/rule-book.ts';
import type { MockConfig } from './lib/config.ts';
import { OneLineRequestLog } from './lib/logging.ts';
import { Store, type StoreOptions } from './store/index.ts';
import { persistStore, readStateFile } from './store/persistence.ts';
import corsPlugin from './plugins/external/cors.ts';
import multipartPlugin from './plugins/external/multipart.ts';
import swaggerPlugin from './plugins/external/swagger.ts';
import asyncapiDocsPlugin from './plugins/external/asyncapi-docs.ts';
import storePlugin from './plugins/app/store.ts';
import envelopePlugin from './plugins/app/envelope.ts';
import authPlugin from './plugins/app/auth.ts';
import operationsPlugin from './plugins/app/operations.ts';
import authRoutes from './routes/auth/index.ts';
import candidateRoutes from './routes/candidates/index.ts';
import interviewRoomRoutes from './routes/candidate-interview-rooms/index.ts';
import feedbackRoutes from './routes/interview-feedbacks/index.ts';
import consentRoutes from './routes/consents/index.ts';
import setupRoutes from './routes/interview-setup/index.ts';
import interviewRoutes from './routes/interviews/index.ts';
import templateRoutes from './routes/interview-templates/index.ts';
import planRoutes from './routes/application-plans/index.ts';
import transactionRoutes from './routes/candidate-transactions/index.ts';
import applicationFeedbackRoutes from './routes/application-feedbacks/index.ts';
import interviewSessionRoutes from './routes/interview-sessions/index.ts';
import resumeFileRoutes from './routes/resumes/index.ts';
import mockGoogleRoutes from './routes/mock-google/index.ts';
import mockAssetRoutes from './routes/mock-assets/index.ts';
import controlRoutes from './control/index.ts';
import { MockScenarios } from './mock-scenarios/index.ts';
import { MOCK_SCENARIO_DIR } from './lib/paths.ts';
import interviewSocket, { type InterviewSocketOptions } from './ws/index.ts';
import validatingProxy from './proxy/index.ts';
import replayPlugin from './proxy/replay.ts';
import contractCoveragePlugin from './coverage/contract-coverage.ts';

export const DEFAULT_WEB_ORIGIN = 'http://localhost:5173';
/** `vite preview`, which the e2e suite runs against. */
export const PREVIEW_WEB_ORIGIN = 'http://localhost:4173';

export interface BuildServerOptions {
  /** Where sign-in sends the browser back to (default http://localhost:5173). */
  webOrigin?: string;
  /** More allowed web origins (CORS and sign-in redirect_uri); MOCK_WEB_ORIGINS in the CLI. */
  extraWebOrigins?: string[];
  /** Base latency for every API call: ms, "min-max" or {min, max}. MOCK_LATENCY_MS in the CLI. */
  latency?: number | string | { min: number; max: number };
  /** Keep state across restarts in this JSON file (MOCK_STATE_FILE). */
  stateFile?: string;
  logger?: FastifyServerOptions['logger'];
  /** Clock in ms (tests). */
  now?: () => number;
  tokenTtlSeconds?: number;
  resumeLinkTtlSeconds?: number;
  /** Disable /__mock control endpoints (MOCK_DISABLE_CONTROL=1). */
  disableControl?: boolean;
  /** Log answers that break the contract (MOCK_VALIDATE_RESPONSES=1). */
  validateResponses?: boolean;
  /** Fixed public URL of the mock for absolute links (MOCK_PUBLIC_URL). */
  publicUrl?: string;
  /** Use this store instead of a fresh seeded one. */
  store?: Store;
  /** Validating proxy: forward /api/v1 and /ws/v1 to this real API and log contract violations (MOCK_UPSTREAM). */
  upstream?: string;
  /** With `upstream`: record what the proxy sees as fixtures in this directory (MOCK_RECORD_DIR). */
  recordDir?: string;
  /** Interview socket tuning (src/ws). */
  socket?: InterviewSocketOptions;
  /** Answer from what MOCK_RECORD_DIR recorded before emulating (MOCK_REPLAY_DIR); ignored with `upstream`. */
  replayDir?: string;
  /** Socket replay pacing: 1 as recorded, 2 twice as fast, 0 no waiting (MOCK_REPLAY_SPEED). */
  replaySpeed?: number;
  /** Count the operations × statuses, socket messages and error codes exercised into this JSON file (MOCK_COVERAGE_FILE). */
  coverageFile?: string;
  /** Mock scenarios' folder (default apps/mock-server/scenarios/; tests pass a temporary one). */
  scenarioDir?: string;
  /** Load this mock scenario at start (MOCK_SCENARIO); an unknown or invalid one stops the build. */
  scenario?: string;
}

function latencyRange(l: BuildServerOptions['latency']): { min: number; max: number } | undefined {
  if (l === undefined) return undefined;
  if (typeof l === 'number') return { min: l, max: l };
  if (typeof l === 'string') return parseLatency(l);
  return l;
}

/** The mock server, ready for `inject` or `listen` (not listening). */
export async function buildServer(options: BuildServerOptions = {}): Promise<FastifyInstance> {
  const webOrigin = (options.webOrigin ?? DEFAULT_WEB_ORIGIN).replace(/\/$/, '');
  const allowedOrigins = [
    ...new Set([webOrigin, DEFAULT_WEB_ORIGIN, PREVIEW_WEB_ORIGIN, ...(options.extraWebOrigins ?? [])]),
  ];
  const config: MockConfig = {
    webOrigin,
    allowedOrigins,
    publicUrl: options.publicUrl,
    controlEnabled: !options.disableControl,
  };

  const storeOptions: StoreOptions = {};
  if (options.now) storeOptions.now = options.now;
  if (options.tokenTtlSeconds) storeOptions.tokenTtlSeconds = options.tokenTtlSeconds;
  if (options.resumeLinkTtlSeconds) storeOptions.resumeLinkTtlSeconds = options.resumeLinkTtlSeconds;
  const persisted = options.stateFile ? readStateFile(options.stateFile) : undefined;
  if (persisted) storeOptions.initialState = persisted;
  const store = options.store ?? new Store(storeOptions);

  const fastify = Fastify({
    logger: options.logger ?? false,
    logController: new OneLineRequestLog(),
    // Registration bodies are multipart (limits in plugins/external/multipart.ts); JSON bodies are small.
    bodyLimit: 256 * 1024,
    // Unknown paths and malformed URLs still answer the envelope (see plugins/app/envelope.ts).
    routerOptions: { ignoreTrailingSlash: true },
  });
  const contract = loadContract();
  fastify.decorate('contract', contract);
  fastify.decorate('rules', new RuleBook(latencyRange(options.latency)));
  fastify.decorate('mockConfig', config);

  if (options.stateFile) {
    const saver = persistStore(store, options.stateFile);
    fastify.addHook('onClose', async () => saver.flush());
  }

  // external
  await fastify.register(corsPlugin, { origins: allowedOrigins });
  await fastify.register(swaggerPlugin, { document: contract.document });
  await fastify.register(asyncapiDocsPlugin);

  // app
  await fastify.register(storePlugin, { store });
  await fastify.register(envelopePlugin);
  await fastify.register(authPlugin);
  await fastify.register(operationsPlugin, { validateResponses: options.validateResponses ?? false });
  await fastify.register(contractCoveragePlugin, { file: options.coverageFile });

  // routes: /api/v1 (paths come from openapi.yaml through fastify.operation)
  for (const routes of [
    authRoutes,
    candidateRoutes,
    interviewRoomRoutes,
    feedbackRoutes,
    consentRoutes,
    setupRoutes,
    templateRoutes,
    planRoutes,
    transactionRoutes,
    applicationFeedbackRoutes,
    interviewSessionRoutes,
  ]) {
    await fastify.register(routes);
  }
  // Multipart hooks run on every request of the scope they are registered in: keep them to registration only.
  await fastify.register(async function registration(scope) {
    await scope.register(multipartPlugin);
    await scope.register(interviewRoutes);
  });

  // mock services the app needs to work (always on)
  await fastify.register(mockGoogleRoutes);
  await fastify.register(mockAssetRoutes);
  await fastify.register(resumeFileRoutes);
  // socket routes (src/ws) registered here
  await fastify.register(interviewSocket, options.socket ?? {});

  // validating proxy (src/proxy) registered here
  await fastify.register(validatingProxy, { upstream: options.upstream, recordDir: options.recordDir });
  if (options.replayDir && options.upstream) {
    fastify.log.warn('replay: MOCK_REPLAY_DIR is ignored while MOCK_UPSTREAM forwards to a real API');
  } else {
    await fastify.register(replayPlugin, { replayDir: options.replayDir, replaySpeed: options.replaySpeed });
  }

  // mock scenarios (src/mock-scenarios, decision 0312): named sets of rules, persona, pinned script, time scale
  const sockets = fastify.interviewSockets;
  const scenarios = new MockScenarios(options.scenarioDir ?? MOCK_SCENARIO_DIR, {
    rules: fastify.rules,
    hasOperation: (route) => contract.byKey.has(route),
    hasPersona: (id) => store.persona(id) !== undefined,
    personaOf: (candidateId) => store.getCandidate(candidateId)?.persona ?? null,
    hasScript: (id) => sockets.context.scripts.get(id) !== undefined,
    pinnedScript: {
      get: () => sockets.context.pinnedScript,
      set: (id) => void (sockets.context.pinnedScript = id),
    },
    timeScale: { get: () => sockets.context.options.timeScale, set: (scale) => sockets.setTimeScale(scale) },
  });
  fastify.decorate('mockScenarios', scenarios);
  if (options.scenario) scenarios.load(options.scenario);

  // dev / e2e control API: every /__mock route (src/control)
  if (config.controlEnabled) await fastify.register(controlRoutes);

  return fastify;
}
