import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { scaled } from '../../../../scripts/lib/machine.mjs';
import { createInterview, startSocketServer, TestClient, expectOnlyValidFrames } from './harness.ts';

// The faults of a real network (decision 0637): a half-open socket, silent both ways with no close, and a
// late server whose pings keep their interval. Pings every 20 ms, so "no ping" is seen within a few intervals.
const PING_MS = 20;
const server = await startSocketServer({ pingIntervalMs: PING_MS });
afterAll(() => server.close());
afterEach(() => expectOnlyValidFrames());
const control = (method: 'POST' | 'GET' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}) });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Frame = TestClient['frames'][number];
/** What the interviewer said (pings left out: they come between any two frames here). */
const said = (c: TestClient) => c.frames.filter((f) => f.type !== 'ping');
const count = (c: TestClient, type: string) => c.frames.filter((f) => f.type === type).length;
/** Waits until a frame that `fits` has arrived (3 s at most on the reference machine: a hang detector, scaled). */
async function arrived(c: TestClient, fits: (f: Frame) => boolean): Promise<void> {
  const deadline = Date.now() + scaled(3000);
  while (!c.frames.some(fits)) {
    if (Date.now() > deadline) throw new Error(`not arrived; got ${c.types().join(',')}`);
    await sleep(5);
  }
}
const turnDone = (f: Frame) => f.type === 'hint_response';

async function joined(iv: ReturnType<typeof createInterview>) {
  const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
  c.join(iv);
  await arrived(c, turnDone);
  return c;
}

describe('halfopen', () => {
  it('a rule silences the socket before a sentence: no frame, no ping, nothing heard, and no close', async () => {
    const iv = createInterview(server.store);
    const res = await control('POST', '/__mock/ws/faults', {
      kind: 'halfopen',
      atTurn: 1,
      afterFrames: 0,
      roomId: iv.roomId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ kind: 'halfopen', atTurn: 1, afterFrames: 0, remaining: 1 });
    const c = await joined(iv);
    c.text('my first answer');
    await arrived(c, (f) => f.type === 'user_transcript');
    const silentFrom = c.frames.length;
    await sleep(PING_MS * 8);
    expect(c.frames.slice(silentFrom).map((f) => f.type)).toEqual([]);
    // Nothing sent is heard either: a second answer is not recorded.
    const chats = server.store.getRoom(iv.roomId)!.chats.length;
    c.text('into the dead link');
    await sleep(PING_MS * 4);
    expect(server.store.getRoom(iv.roomId)!.chats).toHaveLength(chats);
    expect(c.ws.readyState).toBe(c.ws.OPEN);
    // The server has not noticed: the connection still holds the room, silent.
    const state = (await control('GET', `/__mock/ws/rooms/${iv.roomId}`)).json().data;
    expect(state.connection).toMatchObject({ joined: true, silent: true });
    // The answer heard before the silence is the room's one answer.
    expect(state.answers).toBe(1);
    c.close();
  });

  it('the control API makes the socket half-open now; pings stop', async () => {
    const iv = createInterview(server.store);
    const c = await joined(iv);
    // The link is live before it goes half-open: a ping has come (waited for, not a time: under a quarter of
    // the CPU three intervals passed before the first one was read).
    await arrived(c, (f) => f.type === 'ping');
    expect((await control('POST', `/__mock/ws/rooms/${iv.roomId}/halfopen`)).statusCode).toBe(200);
    // Pings the server wrote before it went silent may still be on their way (a busy machine read one after the
    // call returned): wait until none has come for 5 intervals, then watch 8 more for any new one.
    let pings = count(c, 'ping');
    for (let quiet = 0, rounds = 0; quiet < 5; rounds++) {
      expect(rounds, 'pings never stopped').toBeLessThan(500);
      await sleep(PING_MS);
      quiet = count(c, 'ping') === pings ? quiet + 1 : 0;
      pings = count(c, 'ping');
    }
    await sleep(PING_MS * 8);
    expect(count(c, 'ping')).toBe(pings);
    expect(c.ws.readyState).toBe(c.ws.OPEN);
    c.close();
  });

  it('404 for a room with no socket', async () => {
    const iv = createInterview(server.store);
    expect((await control('POST', `/__mock/ws/rooms/${iv.roomId}/halfopen`)).statusCode).toBe(404);
  });
});

describe('late', () => {
  it('holds every interviewer frame, in order, while the pings keep their interval', async () => {
    const iv = createInterview(server.store);
    const res = await control('POST', '/__mock/ws/faults', { kind: 'late', ms: 150, roomId: iv.roomId });
    expect(res.json().data).toMatchObject({ kind: 'late', ms: 150, jitterMs: 0, remaining: null });
    const started = Date.now();
    const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    c.join(iv);
    await arrived(c, (f) => f.type === 'initial_message');
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    await arrived(c, turnDone);
    // Each held frame waits for the one before it: the opening's sentences come 150 ms apart, in order.
    const order = said(c).map((f) => f.type);
    expect(order[0]).toBe('initial_message');
    expect(order.at(-1)).toBe('hint_response');
    expect(order.slice(1, -1).every((t) => t === 'model_response')).toBe(true);
    // The pings were not held: they came before the held frames, at their interval.
    const firstChunk = c.frames.findIndex((f) => f.type === 'model_response');
    expect(c.frames.slice(0, firstChunk).filter((f) => f.type === 'ping').length).toBeGreaterThan(1);
    await control('DELETE', `/__mock/ws/faults?roomId=${iv.roomId}`);
    c.close();
  });

  it('a second late rule for the same scope replaces the first', async () => {
    const iv = createInterview(server.store);
    await control('POST', '/__mock/ws/faults', { kind: 'late', ms: 10, roomId: iv.roomId });
    await control('POST', '/__mock/ws/faults', { kind: 'late', ms: 20, roomId: iv.roomId });
    const rules = (await control('GET', '/__mock/ws/faults')).json().data as {
      kind: string;
      scope: object;
    }[];
    expect(
      rules.filter((r) => r.kind === 'late' && JSON.stringify(r.scope).includes(iv.roomId)),
    ).toHaveLength(1);
    await control('DELETE', `/__mock/ws/faults?roomId=${iv.roomId}`);
  });
});
