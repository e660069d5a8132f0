// /__mock/ws/... : the socket chapter of the rule book and live-session controls (README "Interview socket").
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { controlOk, parseControlBody } from './request-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { heldUntilCleared, socketFaultRule, socketFaultSchema } from '../rules/socket-fault-kinds.ts';
import type { SocketScope } from '../rules/socket-rules.ts';

const id = z.string().min(1).max(64);
const scopeFields = { roomId: id.optional(), candidateId: id.optional() };
const times = z.number().int().min(1).max(10_000).optional();
/** A fault rule: a kind's fields, which sockets it applies to, and (but for `delay`, `late`) how many uses. */
const faultSchema = socketFaultSchema({ times, ...scopeFields }, scopeFields);

export default async function socketControlRoutes(fastify: FastifyInstance) {
  const { registry, faults, context } = fastify.interviewSockets;
  const { store } = context;

  const room = (roomId: string) => {
    const r = store.getRoom(roomId);
    if (!r) throw new HttpError(404, 'Interview room not found');
    return r;
  };
  const live = (roomId: string) => {
    room(roomId);
    const c = registry.holder(roomId);
    if (!c) throw new HttpError(404, 'No socket has joined this interview room');
    return c;
  };

  fastify.get('/__mock/ws', async () =>
    controlOk({
      connections: registry.list().map((c) => ({ roomId: c.roomId, ...c.describe() })),
      faults: faults.list(),
      scenarios: context.scripts.list().map((loaded) => loaded.scenario.id),
      timeScale: context.options.timeScale,
    }),
  );

  fastify.get('/__mock/ws/scenarios', async () =>
    controlOk(
      context.scripts.list().map(({ scenario, turns }) => ({
        id: scenario.id,
        title: scenario.title,
        kind: scenario.kind,
        language: scenario.language,
        voice: scenario.voice,
        turns: turns.map((turn) => ({
          index: turn.index,
          id: turn.id,
          kind: turn.kind,
          sentences: turn.sentences.length,
        })),
      })),
    ),
  );

  fastify.get<{ Params: { roomId: string } }>('/__mock/ws/rooms/:roomId', async (request) => {
    const r = room(request.params.roomId);
    const conn = registry.holder(r.id);
    return controlOk({
      roomId: r.id,
      status: r.status,
      timeRemaining: r.timeRemaining,
      chats: r.chats.length,
      // The candidate's answers the server holds (the chaos suite accounts for every answer given, decision 0637).
      answers: r.chats.filter((chat) => chat.sender === 'CANDIDATE').length,
      scenarioOverride: context.scenarioOverrides.get(r.id) ?? null,
      progress: context.progress.get(r.id) ?? null,
      connection: conn ? conn.describe() : null,
      openSockets: registry.list({ roomId: r.id }).length,
    });
  });

  fastify.post<{ Params: { roomId: string } }>('/__mock/ws/rooms/:roomId/error', async (request) => {
    // `code` may be left out: an `error` frame without one (socket protocol 2.0.0) → UNKNOWN_ERROR in the app.
    const body = parseControlBody(
      z
        .object({ code: z.string().min(1).max(100).optional(), message: z.string().max(500).optional() })
        .strict(),
      request.body,
    );
    const message = body.message ?? (body.code ? `injected ${body.code}` : 'injected error without a code');
    await live(request.params.roomId).sendError(body.code, message);
    return controlOk({ sent: body.code ?? null });
  });

  fastify.post<{ Params: { roomId: string } }>('/__mock/ws/rooms/:roomId/drop', async (request) => {
    live(request.params.roomId).drop();
    return controlOk({ dropped: true });
  });

  fastify.post<{ Params: { roomId: string } }>('/__mock/ws/rooms/:roomId/halfopen', async (request) => {
    live(request.params.roomId).halfOpen();
    return controlOk({ halfOpen: true });
  });

  fastify.post<{ Params: { roomId: string } }>('/__mock/ws/rooms/:roomId/time', async (request) => {
    const { timeRemaining } = parseControlBody(
      z.object({ timeRemaining: z.number().int().min(0).max(86_400) }).strict(),
      request.body,
    );
    const r = room(request.params.roomId);
    if (r.status !== 'ONGOING') throw new HttpError(400, `Interview room is ${r.status}, not ONGOING`);
    const conn = registry.holder(r.id);
    if (conn) conn.setTimeRemaining(timeRemaining);
    else store.setTimeRemaining(r.id, timeRemaining);
    return controlOk({ timeRemaining, live: !!conn });
  });

  fastify.post<{ Params: { roomId: string } }>('/__mock/ws/rooms/:roomId/end', async (request) => {
    const { timeout } = parseControlBody(
      z.object({ timeout: z.boolean().optional() }).strict(),
      request.body,
    );
    const r = room(request.params.roomId);
    if (r.status === 'REGISTERED') throw new HttpError(400, 'Interview session has not started yet');
    // Through the store: its room-ended event makes the socket send end + toggle_leave_interview.
    store.endRoom(r.id, { timeout: timeout ?? false });
    return controlOk({ status: store.getRoom(r.id)?.status ?? null });
  });

  fastify.post<{ Params: { roomId: string } }>('/__mock/ws/rooms/:roomId/revoke', async (request) => {
    room(request.params.roomId);
    return controlOk({ revoked: registry.revokeRoomConnection(request.params.roomId) });
  });

  fastify.put<{ Params: { roomId: string } }>('/__mock/ws/rooms/:roomId/scenario', async (request) => {
    const { scenarioId } = parseControlBody(z.object({ scenarioId: id.nullable() }).strict(), request.body);
    room(request.params.roomId);
    if (scenarioId === null) context.scenarioOverrides.delete(request.params.roomId);
    else {
      if (!context.scripts.get(scenarioId)) throw new HttpError(404, `Scenario '${scenarioId}' not found`);
      context.scenarioOverrides.set(request.params.roomId, scenarioId);
    }
    return controlOk({ scenarioId, appliesFrom: 'the next join' });
  });

  fastify.get('/__mock/ws/faults', async () => controlOk(faults.list()));

  fastify.post('/__mock/ws/faults', async (request, reply) => {
    const f = parseControlBody(faultSchema, request.body);
    const scope: SocketScope = {};
    if (f.roomId !== undefined) scope.roomId = f.roomId;
    if (f.candidateId !== undefined) scope.candidateId = f.candidateId;
    // The kinds held until cleared take no `times`: read as undefined there.
    const { roomId: _roomId, candidateId: _candidateId, times, ...fault } = { times: undefined, ...f };
    const remaining = heldUntilCleared(fault.kind) ? Infinity : (times ?? 1);
    const rule = faults.add({ ...socketFaultRule(fault), scope, remaining });
    // JSON cannot carry Infinity: "until cleared" is null.
    return reply.code(201).send({
      status: 201,
      message: 'Created',
      data: { ...rule, remaining: Number.isFinite(rule.remaining) ? rule.remaining : null },
    });
  });

  fastify.delete('/__mock/ws/faults', async (request) => {
    const q = parseControlBody(z.object(scopeFields).strict(), request.query, 'query');
    const cleared = faults.clear(q.roomId || q.candidateId ? q : undefined);
    return controlOk({ cleared });
  });
}
