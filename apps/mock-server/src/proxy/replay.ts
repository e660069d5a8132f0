import { basename } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebSocket } from 'ws';
import { SOCKET_ROOMS_PATH } from '@mockint/api-contract/socket';
import { API_PREFIX } from '../contract/openapi.ts';
import { ExchangeQueue, loadRecordings, scheduleFrames, type RecordedSocketSession } from './recordings.ts';
import { takeOverUpgrades } from './upgrade.ts';
import { ContractChecker } from './violations.ts';

export interface ReplayOptions {
  /** A directory written by MOCK_RECORD_DIR: its answers and socket sessions are served first (MOCK_REPLAY_DIR). */
  replayDir?: string | undefined;
  /** Pacing of replayed socket frames: 1 = as recorded, 2 = twice as fast, 0 = no waiting (MOCK_REPLAY_SPEED). */
  replaySpeed?: number | undefined;
}

export interface ReplayState {
  /** Pacing of replayed socket frames (MOCK_REPLAY_SPEED). */
  speed: number;
  /** Room id → the socket recording played in it. */
  pins: Map<string, RecordedSocketSession>;
  sockets: RecordedSocketSession[];
  httpCalls: number;
  problems: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    replay?: ReplayState;
  }
}

/** Plays one recorded session into a connected socket: server frames in order, with their recorded pacing. */
function play(socket: WebSocket, session: RecordedSocketSession, speed: number): void {
  const schedule = scheduleFrames(session.frames, speed);
  let next = 0;
  let received = 0;
  let timer: NodeJS.Timeout | undefined;
  const pump = () => {
    if (timer || next >= schedule.length || socket.readyState !== WebSocket.OPEN) return;
    const frame = schedule[next]!;
    if (frame.afterClientFrames > received) return;
    timer = setTimeout(() => {
      timer = undefined;
      next += 1;
      if (socket.readyState === WebSocket.OPEN) socket.send(frame.text);
      pump();
    }, frame.delayMs);
  };
  socket.on('message', () => {
    received += 1;
    pump();
  });
  socket.on('close', () => clearTimeout(timer));
  pump();
}

/**
 * MOCK_REPLAY_DIR: what the validating proxy recorded (MOCK_RECORD_DIR) answers again, before the emulation —
 * HTTP by method, path and query (several recordings of one call in recorded order), the socket by room: a
 * recorded session is pinned to the room it was recorded in (or another, through /__mock/replay/pins in
 * src/control/replay-routes.ts) and
 * played back with its original pacing. Recordings that break the contract are reported at start-up with the
 * proxy's violation messages and left out.
 */
async function replay(fastify: FastifyInstance, options: ReplayOptions): Promise<void> {
  if (!options.replayDir) return;
  const speed = options.replaySpeed ?? 1;
  const recordings = loadRecordings(options.replayDir, new ContractChecker(fastify.contract));
  for (const problem of recordings.problems) {
    fastify.log.warn(
      { replayFile: problem.file, ...(problem.violation ? { contractViolation: problem.violation } : {}) },
      `replay: ${problem.file} left out: ${problem.message}`,
    );
  }
  const exchanges = new ExchangeQueue(recordings.http);
  const state: ReplayState = {
    speed,
    pins: new Map(),
    sockets: recordings.sockets,
    httpCalls: exchanges.size,
    problems: recordings.problems.length,
  };
  // Later recordings of the same room win: the newest session is the one a developer just recorded.
  for (const session of recordings.sockets) if (session.session) state.pins.set(session.session, session);
  fastify.decorate('replay', state);

  fastify.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method === 'OPTIONS' || (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`))) return;
    const exchange = exchanges.next(request.method, request.url);
    if (!exchange) return;
    // CORS headers are already set by the cors plugin's own onRequest hook, for the web app's origin.
    reply
      .code(exchange.status)
      .header('content-type', exchange.contentType)
      .header('x-mock-replay', exchange.file);
    return reply.send(exchange.text);
  });

  takeOverUpgrades(fastify, (req) => {
    const [pathname = '', query = ''] = (req.url ?? '').split(/\?(.*)/s, 2);
    const pinned =
      pathname.replace(/\/$/, '') === SOCKET_ROOMS_PATH
        ? state.pins.get(new URLSearchParams(query).get('session') ?? '')
        : undefined;
    if (!pinned) return undefined;
    return (wss, upgradeReq, socket, head) =>
      wss.handleUpgrade(upgradeReq, socket, head, (client) => play(client, pinned, speed));
  });

  fastify.log.info(
    { replayDir: options.replayDir, speed },
    `replay: ${recordings.http.length} HTTP answer(s) for ${exchanges.size} call(s), ${recordings.sockets.length} socket session(s)` +
      ` pinned to ${state.pins.size} room(s), ${recordings.problems.length} left out`,
  );
}

/** The recording's file name without its folder, as the control API names it. */
export const recordingName = (session: RecordedSocketSession): string => basename(session.file);

export default fp(replay, { name: 'replay' });
