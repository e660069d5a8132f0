// /__mock/replay: the recordings MOCK_REPLAY_DIR plays back, and which room plays which (pin, unpin).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordingName } from '../proxy/replay.ts';
import { HttpError } from '../lib/http-error.ts';
import { controlOk, parseControlBody } from './request-body.ts';

export const REPLAY_CONTROL_PATH = '/__mock/replay';

const session = z.string().min(1).max(64);
const pinSchema = z.object({ session, recording: z.string().min(1).max(500) }).strict();

export default async function replayControlRoutes(fastify: FastifyInstance) {
  const state = () => {
    if (!fastify.replay) throw new HttpError(404, 'Replay is off: start the mock with MOCK_REPLAY_DIR');
    return fastify.replay;
  };
  const describe = () => {
    const s = state();
    return {
      speed: s.speed,
      httpCalls: s.httpCalls,
      left_out: s.problems,
      recordings: s.sockets.map((recorded) => ({ name: recordingName(recorded), session: recorded.session })),
      pins: Object.fromEntries([...s.pins].map(([room, recorded]) => [room, recordingName(recorded)])),
    };
  };

  fastify.get(REPLAY_CONTROL_PATH, async () => controlOk(describe()));

  // Pin a recorded session as another room's script, e.g. a room registered in the emulation.
  fastify.post(`${REPLAY_CONTROL_PATH}/pins`, async (request) => {
    const body = parseControlBody(pinSchema, request.body);
    const recorded = state().sockets.find((candidate) => recordingName(candidate) === body.recording);
    if (!recorded) throw new HttpError(404, `No valid socket recording named ${body.recording}`);
    state().pins.set(body.session, recorded);
    return controlOk(describe());
  });

  // Unpin: the room goes back to the emulation (or to the recording made in it, after a restart).
  fastify.delete<{ Params: { session: string } }>(`${REPLAY_CONTROL_PATH}/pins/:session`, async (request) => {
    const { session: room } = parseControlBody(z.object({ session }).strict(), request.params, 'path');
    if (!state().pins.delete(room)) throw new HttpError(404, `No recording is pinned to room ${room}`);
    return controlOk(describe());
  });
}
