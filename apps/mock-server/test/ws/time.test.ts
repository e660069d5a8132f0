import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  createInterview,
  ManualScheduler,
  startSocketServer,
  TestClient,
  expectOnlyValidFrames,
  timeOutNow,
} from './harness.ts';
import { scaled } from '../../../../scripts/lib/machine.mjs';

const scheduler = new ManualScheduler();
const server = await startSocketServer({
  scheduler,
  pingIntervalMs: 5000,
  tickMs: 1000,
  closeAfterEndMs: 30_000,
});
afterAll(() => server.close());
afterEach(() => expectOnlyValidFrames());

async function joined(iv: ReturnType<typeof createInterview>) {
  const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
  c.join(iv);
  await c.expect('initial_message');
  await c.turn();
  await c.expect('hint_response');
  return c;
}

const roomState = async (roomId: string) =>
  (await server.app.inject({ method: 'GET', url: `/__mock/ws/rooms/${roomId}` })).json().data;

describe('ping, pong and the countdown', () => {
  it('pings every interval; the pong is recorded; the server counts down on its own', async () => {
    const iv = createInterview(server.store);
    const start = server.store.getRoom(iv.roomId)!.timeRemaining!;
    const c = await joined(iv);
    scheduler.advance(4999);
    await c.quiet(30);
    scheduler.advance(1);
    const ping = await c.expect('ping');
    expect(ping.eventId).toBeTruthy();
    expect(server.store.getRoom(iv.roomId)!.timeRemaining).toBe(start - 5);

    c.send({ type: 'pong', eventId: ping.eventId, timeRemaining: 42, metadata: c.metadata });
    // Until the server has read the pong: a fixed wait failed on a starved CPU (decision 0763).
    const state = await vi.waitFor(
      async () => {
        const s = await roomState(iv.roomId);
        expect(s.connection.lastPong).toEqual({ eventId: ping.eventId, timeRemaining: 42 });
        return s;
      },
      { timeout: scaled(15_000) },
    );
    // The client's value is recorded, not trusted.
    expect(state.connection.timeRemaining).toBe(start - 5);

    scheduler.advance(5000);
    const next = await c.expect('ping');
    expect(next.eventId).not.toBe(ping.eventId);
    c.close();
    await c.closed;
    // Pings stop with the socket.
    scheduler.advance(20_000);
  });

  it('times out at zero: end, toggle_leave_interview, room FINISHED as a timeout with feedback', async () => {
    const iv = createInterview(server.store);
    const c = await joined(iv);
    const res = await server.app.inject({
      method: 'POST',
      url: `/__mock/ws/rooms/${iv.roomId}/time`,
      payload: { timeRemaining: 3 },
    });
    expect(res.statusCode).toBe(200);
    scheduler.advance(2000);
    await c.quiet(30);
    expect(server.store.getRoom(iv.roomId)!.timeRemaining).toBe(1);
    scheduler.advance(1000);
    await c.expect('end');
    await c.expect('toggle_leave_interview');
    const room = server.store.getRoom(iv.roomId)!;
    expect(room).toMatchObject({ status: 'FINISHED', timedOut: true, timeRemaining: 0 });
    expect(server.store.getFeedback(iv.roomId)).toBeDefined();
    // A client that never closes is closed after closeAfterEndMs.
    scheduler.advance(30_000);
    expect(await c.closed).toEqual({ code: 1000, reason: 'interview ended' });
  });

  it('setting the time to 0 ends at once', async () => {
    const iv = createInterview(server.store);
    const c = await joined(iv);
    await timeOutNow(server, c, iv.roomId);
    expect(server.store.getRoom(iv.roomId)!.timedOut).toBe(true);
    c.close();
  });

  it('a room whose time is already up ends right after initial_message', async () => {
    const iv = createInterview(server.store);
    server.store.setTimeRemaining(iv.roomId, 0);
    const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    c.join(iv);
    await c.expect('initial_message');
    await c.expect('end');
    await c.expect('toggle_leave_interview');
    c.close();
  });

  it('server end from the control API: end and toggle_leave_interview once', async () => {
    const iv = createInterview(server.store);
    const c = await joined(iv);
    const res = await server.app.inject({
      method: 'POST',
      url: `/__mock/ws/rooms/${iv.roomId}/end`,
      payload: {},
    });
    expect(res.json().data).toEqual({ status: 'FINISHED' });
    await c.expect('end');
    await c.expect('toggle_leave_interview');
    await server.app.inject({ method: 'POST', url: `/__mock/ws/rooms/${iv.roomId}/end`, payload: {} });
    await c.quiet();
    expect(server.store.getRoom(iv.roomId)!.timedOut).toBe(false);
    c.close();
  });
});
