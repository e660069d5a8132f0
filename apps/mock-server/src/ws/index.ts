import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import cookiePlugin from '../plugins/external/cookie.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SOCKET_CLOSE_CODES,
  SOCKET_MAX_FRAME_BYTES,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_ROOMS_PATH,
  serializeServerMessage,
} from '@mockint/api-contract/socket';
import { lazyScripts, loadScripts, type ScriptCatalogue } from '../interview-scripts/index.ts';
import { InterviewConnection, type RoomSocket, type SocketContext } from './connection.ts';
import type { RoomProgress } from './conversation.ts';
import { refusal, SocketRules } from '../rules/socket-rules.ts';
import { realScheduler, type Scheduler } from './scheduler.ts';
import { SessionRegistry } from './session-registry.ts';
import { authenticateRequest } from '../auth/authenticate.ts';

export { SessionRegistry } from './session-registry.ts';
export type { Scheduler } from './scheduler.ts';

export interface InterviewSocketOptions {
  /**
   * `ping` every N ms after join: default and most SOCKET_PING_INTERVAL_MS, the contract's promise (decision
   * 0632); 0 turns pings off (unit tests that drive frames by hand only: a client takes the silence for a dead link).
   */
  pingIntervalMs?: number;
  /** One second of the interview countdown, in ms (default 1000). */
  tickMs?: number;
  /** Largest accepted frame; bigger ones get ERROR_FRAME_TOO_LARGE (default SOCKET_MAX_FRAME_BYTES, 8 MiB). */
  maxFrameBytes?: number;
  /** Close a socket the client left open this long after `end` (default 30000). */
  closeAfterEndMs?: number;
  /** Timers (tests inject a manual one). */
  scheduler?: Scheduler;
  /** Random source for delay jitter. */
  random?: () => number;
  /**
   * The interview scripts (default: src/interview-scripts/data + fixtures/audio, loaded once per process and
   * scale); `scenarios` is the name the room bench passes it by (e2e/bench/room-bench.ts).
   */
  scenarios?: ScriptCatalogue;
  /**
   * Pacing the spec leaves free, scaled (MOCK_TIME_SCALE, decision 0750; default 1, must be > 0 and ≤ 1): the
   * interviewer's clips are cut to this share of their length and `closeAfterEndMs` defaults to this share
   * of 30 s. The countdown second (`tickMs`) and everything the client times (300 ms pause, 'End in N',
   * retries) stay as the spec fixes them.
   */
  timeScale?: number;
}

/** The time scale as given (env or option): a number > 0 and ≤ 1, or a readable error. */
export function parseTimeScale(raw: string | number | undefined): number {
  if (raw === undefined || raw === '') return 1;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 1) {
    throw new Error(
      `MOCK_TIME_SCALE must be a number > 0 and ≤ 1 (1 = full-length clips, 0.1 = a tenth); got "${raw}"`,
    );
  }
  return value;
}

/**
 * The ping interval as given (MOCK_PING_INTERVAL_MS or the option): whole ms, > 0 and within the contract's
 * promise SOCKET_PING_INTERVAL_MS (decision 0632), or a readable error; unset is the promise itself.
 */
export function parsePingInterval(raw: string | number | undefined): number {
  if (raw === undefined || raw === '') return SOCKET_PING_INTERVAL_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > SOCKET_PING_INTERVAL_MS) {
    throw new Error(
      `MOCK_PING_INTERVAL_MS must be a whole number of ms > 0 and ≤ ${SOCKET_PING_INTERVAL_MS} (SOCKET_PING_INTERVAL_MS, the contract's promise); got "${raw}"`,
    );
  }
  return value;
}

/** Live-socket API for other parts of the mock (e.g. a revoke route) and the control API. */
export interface InterviewSockets {
  registry: SessionRegistry<InterviewConnection>;
  faults: SocketRules;
  /** Closes the socket holding the room with 4001 'revoked'. */
  revokeRoomConnection(roomId: string): boolean;
  /** A mock scenario's time scale for rooms joined from now on: clips cut to it, the close-after-end wait scaled. */
  setTimeScale(scale: number): void;
  context: SocketContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    interviewSockets: InterviewSockets;
  }
}

// One per time scale in use: loading (and cutting) the clips is the expensive part of a catalogue.
const defaultCatalogues = new Map<number, ScriptCatalogue>();

function defaultCatalogue(timeScale: number): ScriptCatalogue {
  let catalogue = defaultCatalogues.get(timeScale);
  if (!catalogue) {
    catalogue = lazyScripts(() => loadScripts(undefined, undefined, { timeScale }));
    defaultCatalogues.set(timeScale, catalogue);
  }
  return catalogue;
}

function sessionCandidateId(fastify: FastifyInstance, request: FastifyRequest): string | undefined {
  const result = authenticateRequest(fastify.store, request, { sessionCookie: true });
  return result.ok ? result.candidate.id : undefined;
}

const roomIdOf = (request: FastifyRequest) => {
  const q = request.query as { session?: unknown };
  return typeof q.session === 'string' && q.session.length > 0 && q.session.length <= 64
    ? q.session
    : undefined;
};

async function interviewSocket(fastify: FastifyInstance, opts: InterviewSocketOptions) {
  const maxFrameBytes = opts.maxFrameBytes ?? SOCKET_MAX_FRAME_BYTES;
  const store = fastify.store;
  const timeScale = parseTimeScale(opts.timeScale);
  const context: SocketContext = {
    store,
    scripts: opts.scenarios ?? defaultCatalogue(timeScale),
    // The socket chapter of the server's rule book (src/rules/rule-book.ts).
    faults: fastify.hasDecorator('rules') ? fastify.rules.socket : new SocketRules(),
    registry: new SessionRegistry<InterviewConnection>(),
    progress: new Map<string, RoomProgress>(),
    scenarioOverrides: new Map<string, string>(),
    pinnedScript: null,
    options: {
      // 0 (off) is for unit tests; anything else keeps the contract's promise.
      pingIntervalMs: opts.pingIntervalMs === 0 ? 0 : parsePingInterval(opts.pingIntervalMs),
      tickMs: opts.tickMs ?? 1000,
      maxFrameBytes,
      closeAfterEndMs: opts.closeAfterEndMs ?? Math.round(30_000 * timeScale),
      scheduler: opts.scheduler ?? realScheduler,
      random: opts.random ?? Math.random,
      timeScale,
    },
    log: fastify.log,
  };
  const { registry, faults } = context;
  // Scripts and clips load a second after the server listens (or at the first join, if sooner), not before
  // the first request can be served (cold start); a script whose audio drifted is still reported at start.
  fastify.addHook('onListen', (done) => {
    setTimeout(() => {
      try {
        context.scripts.list();
      } catch (err) {
        fastify.log.error({ err }, 'interview scripts failed to load');
      }
    }, 1000).unref();
    done();
  });
  fastify.decorate('interviewSockets', {
    registry,
    faults,
    revokeRoomConnection: (roomId: string) => registry.revokeRoomConnection(roomId),
    setTimeScale: (scale: number) => {
      const resolved = parseTimeScale(scale);
      context.options.timeScale = resolved;
      context.options.closeAfterEndMs = opts.closeAfterEndMs ?? Math.round(30_000 * resolved);
      // A catalogue handed in by a test is its own; the default one is cut per scale (cached).
      if (!opts.scenarios) context.scripts = defaultCatalogue(resolved);
    },
    context,
  });

  // The REST side (revoke, end, reset) talks to the store; the store's events reach the sockets.
  const onRevoked = ({ roomId }: { roomId: string }) => void registry.revokeRoomConnection(roomId);
  const onEnded = ({ roomId }: { roomId: string }) => registry.holder(roomId)?.endedElsewhere();
  const onReset = ({ candidateId }: { candidateId?: string }) => {
    for (const c of registry.list(candidateId ? { candidateId } : undefined)) {
      context.progress.delete(c.roomId);
      c.close(SOCKET_CLOSE_CODES.reset, 'mock state reset');
    }
    if (!candidateId) context.progress.clear();
    faults.clear(candidateId ? { candidateId } : undefined);
  };
  store.on('session-revoked', onRevoked);
  store.on('room-ended', onEnded);
  store.on('reset', onReset);
  fastify.addHook('onClose', async () => {
    store.off('session-revoked', onRevoked);
    store.off('room-ended', onEnded);
    store.off('reset', onReset);
    for (const c of registry.list()) c.close(SOCKET_CLOSE_CODES.goingAway, 'server shutting down');
  });

  // A refused handshake is a real HTTP answer (the browser fires `error`, the client retries, the spec's error catalogue).
  const refuse = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.ws) {
      return reply.code(426).header('upgrade', 'websocket').send({
        status: 426,
        message: 'This endpoint is a WebSocket: connect with Upgrade: websocket',
        data: null,
      });
    }
    const roomId = roomIdOf(request);
    if (!roomId) return;
    const rule = faults.take({ roomId, candidateId: sessionCandidateId(fastify, request) }, refusal);
    if (rule) return reply.code(rule.status).send({ status: rule.status, message: rule.message, data: null });
  };

  // The websocket and cookie plugins hook every request of the scope they are registered in, and only the
  // handshake needs them: registered with the socket's route alone, an API call does not run their hooks
  // (bench/run.ts holds GET /candidates/me to 0.6 of bare Fastify's throughput; decision 0077).
  await fastify.register(async function socketRoute(scope) {
    await scope.register(cookiePlugin);
    if (!fastify.hasDecorator('websocketServer')) {
      // Twice the logical limit: frames in between get a readable ERROR_FRAME_TOO_LARGE and the socket stays
      // open; only absurd frames hit ws's own 1009 close.
      await scope.register(websocket, { options: { maxPayload: maxFrameBytes * 2 } });
      // The server's sockets stay reachable from the server (tests watch its connections).
      fastify.decorate('websocketServer', scope.websocketServer);
    }
    scope.get(SOCKET_ROOMS_PATH, { websocket: true, preValidation: refuse }, (socket, request) => {
      fastify.contractCoverage?.watchSocket(socket);
      admitSocket(context, socket, roomIdOf(request), sessionCandidateId(fastify, request));
    });
  });
}

/**
 * After the handshake: close a socket that names no room, has no valid session, or whose room is not the
 * caller's or not ONGOING (with the spec's error frame first); otherwise the room's connection starts. The one
 * admission of the Fastify route and of the MSW handler (src/msw/socket.ts).
 */
export function admitSocket(
  context: SocketContext,
  socket: RoomSocket,
  roomId: string | undefined,
  candidateId: string | undefined,
): void {
  const { store, registry } = context;
  const refuseSocket = (code: number, reason: string, error?: { code: string; message: string }) => {
    if (error) socket.send(serializeServerMessage({ type: 'error', ...error }));
    socket.close(code, reason);
  };
  if (!roomId) return refuseSocket(SOCKET_CLOSE_CODES.missingSession, 'missing ?session={interviewRoomId}');
  if (!candidateId)
    return refuseSocket(
      SOCKET_CLOSE_CODES.unauthorized,
      'unauthorized: session cookie missing, invalid or expired',
    );
  const room = store.getRoomForCandidate(roomId, candidateId);
  if (!room) {
    return refuseSocket(SOCKET_CLOSE_CODES.roomNotFound, 'interview room not found', {
      code: 'ERROR_INVALID_SESSION',
      message: 'Interview room not found',
    });
  }
  if (room.status !== 'ONGOING') {
    return refuseSocket(SOCKET_CLOSE_CODES.roomNotOngoing, `interview room is ${room.status}, not ONGOING`, {
      code: 'ERROR_INTERVIEW_FINISHED',
      message: 'Sorry, this interview is not started yet or already ended',
    });
  }
  registry.add(new InterviewConnection(socket, roomId, candidateId, context));
}

/** GET /ws/v1/interview/rooms?session={interviewRoomId} (its /__mock/ws control API: src/control/socket-routes.ts). */
export default fp(interviewSocket, { name: 'interview-socket', dependencies: ['store'] });
