import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createInterview, startSocketServer, TestClient, expectOnlyValidFrames } from './harness.ts';

const server = await startSocketServer();
afterAll(() => server.close());
afterEach(() => expectOnlyValidFrames());
const control = (method: 'POST' | 'GET' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}) });

async function joined(iv: ReturnType<typeof createInterview>) {
  const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
  c.join(iv);
  await c.expect('initial_message');
  return c;
}

describe('handshake', () => {
  it('closes 4401 without a valid session cookie', async () => {
    const iv = createInterview(server.store);
    for (const cookie of [
      undefined,
      'session=garbage',
      `session=${iv.candidateId}:wrong-token`,
      `session=someone-else:${iv.accessToken}`,
    ]) {
      const c = await TestClient.connect(server.url(iv.roomId), cookie);
      expect(await c.closed).toEqual({
        code: 4401,
        reason: 'unauthorized: session cookie missing, invalid or expired',
      });
    }
  });

  it('accepts a bearer token from non-browser clients', async () => {
    const iv = createInterview(server.store);
    const c = await TestClient.connect(server.url(iv.roomId), undefined, {
      authorization: `Bearer ${iv.accessToken}`,
    });
    c.join(iv);
    await c.expect('initial_message');
    c.close();
  });

  it("closes 4404 with ERROR_INVALID_SESSION for another candidate's room or an unknown one", async () => {
    const mine = createInterview(server.store);
    const theirs = createInterview(server.store);
    for (const roomId of [theirs.roomId, 'no-such-room']) {
      const c = await TestClient.connect(server.url(roomId), mine.cookie);
      expect(await c.expect('error')).toMatchObject({ code: 'ERROR_INVALID_SESSION' });
      expect((await c.closed).code).toBe(4404);
    }
  });

  it('closes 4409 with ERROR_INTERVIEW_FINISHED for a room that is not ONGOING', async () => {
    const iv = createInterview(server.store);
    const registered = server.store
      .snapshot()
      .rooms.find((r) => r.candidateId === iv.candidateId && r.status === 'REGISTERED')!;
    const c = await TestClient.connect(server.url(registered.id), iv.cookie);
    expect(await c.expect('error')).toMatchObject({
      code: 'ERROR_INTERVIEW_FINISHED',
      message: 'Sorry, this interview is not started yet or already ended',
    });
    expect((await c.closed).code).toBe(4409);
  });

  it('answers a plain HTTP GET with 426 and an envelope', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/ws/v1/interview/rooms?session=x' });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toMatchObject({ status: 426, data: null });
  });

  it('closes 4400 without ?session=', async () => {
    const iv = createInterview(server.store);
    const c = await TestClient.connect(`ws://127.0.0.1:${server.port}/ws/v1/interview/rooms`, iv.cookie);
    expect((await c.closed).code).toBe(4400);
  });

  it('refuses the handshake N times with HTTP 503 when asked, then accepts', async () => {
    const iv = createInterview(server.store);
    await control('POST', '/__mock/ws/faults', { kind: 'refuse', times: 3, roomId: iv.roomId });
    for (let i = 0; i < 3; i++) {
      await expect(TestClient.connect(server.url(iv.roomId), iv.cookie)).rejects.toMatchObject({
        status: 503,
      });
    }
    const c = await joined(iv);
    c.close();
  });
});

describe('multiple connections', () => {
  it('answers a second socket with ERROR_MULTIPLE_CONNECTIONS; revoke closes the first (4001) and the second goes on', async () => {
    const iv = createInterview(server.store);
    const first = await joined(iv);
    const opening = await first.turn();
    await first.expect('hint_response');

    const second = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    second.join(iv);
    expect(await second.expect('error')).toMatchObject({ code: 'ERROR_MULTIPLE_CONNECTIONS' });
    // The first one is untouched.
    first.send({ type: 'request_repeat_response', metadata: first.metadata });
    await first.turn('model_repeat_response');

    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/interview/sessions/revoke',
      headers: { authorization: `Bearer ${iv.accessToken}` },
      payload: { interviewRoomId: iv.roomId, candidateId: iv.candidateId },
    });
    expect(res.statusCode).toBe(200);
    expect(await first.closed).toEqual({ code: 4001, reason: 'revoked' });

    // Same (still open) socket joins again: it continues, it does not replay the opening as new.
    second.join(iv);
    await second.expect('initial_message');
    const again = await second.turn('model_repeat_response');
    expect(again.map((f) => f.transcript)).toEqual([opening.at(-1)!.transcript]);
    await second.expect('hint_response');
    second.text('my answer');
    await second.expect('user_transcript');
    await second.turn();
    expect(server.store.getRoom(iv.roomId)!.chats.filter((ch) => ch.sender === 'MODEL')).toHaveLength(2);
    second.close();
  });

  it('lets a socket that never joined stay out of the way', async () => {
    const iv = createInterview(server.store);
    const idle = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    const c = await joined(iv);
    await c.turn();
    idle.close();
    c.close();
  });
});

describe('drop and reconnect', () => {
  it('drops mid-turn on request; the reconnect sends only the rest of that turn', async () => {
    const iv = createInterview(server.store);
    const c = await joined(iv);
    await c.turn();
    await c.expect('hint_response');
    await control('POST', '/__mock/ws/faults', {
      kind: 'drop',
      atTurn: 1,
      afterFrames: 1,
      roomId: iv.roomId,
    });
    c.text('my first answer');
    await c.expect('user_transcript');
    const firstPart = await c.expect('model_response');
    expect(firstPart.final_sentence).toBe(false);
    expect((await c.closed).code).toBe(1006);

    const back = await joined(iv);
    const rest = await back.turn();
    expect(rest.map((f) => f.transcript)).not.toContain(firstPart.transcript);
    expect(rest[0]!.chat).toEqual(firstPart.chat);
    await back.expect('hint_response');
    back.text('my second answer');
    await back.expect('user_transcript');
    await back.turn();
    const senders = server.store.getRoom(iv.roomId)!.chats.map((ch) => ch.sender);
    expect(senders).toEqual(['MODEL', 'CANDIDATE', 'MODEL', 'CANDIDATE', 'MODEL']);
    back.close();
  });

  it('drops now on request (Connection Lost)', async () => {
    const iv = createInterview(server.store);
    const c = await joined(iv);
    await c.turn();
    expect((await control('POST', `/__mock/ws/rooms/${iv.roomId}/drop`)).statusCode).toBe(200);
    expect((await c.closed).code).toBe(1006);
  });

  it("a reconnect during the candidate's turn repeats only the question and its hint", async () => {
    const iv = createInterview(server.store);
    const c = await joined(iv);
    const opening = await c.turn();
    const hint = await c.expect('hint_response');
    c.close();
    await c.closed;
    const back = await joined(iv);
    const repeat = await back.turn('model_repeat_response');
    expect(repeat.map((f) => f.transcript)).toEqual([opening.at(-1)!.transcript]);
    expect(await back.expect('hint_response')).toEqual(hint);
    await back.quiet();
    expect(server.store.getRoom(iv.roomId)!.chats).toHaveLength(1);
    back.close();
  });

  it('continues a room whose progress only the store knows (server restart): next turn after the last answer', async () => {
    const iv = createInterview(server.store);
    server.store.appendChat(iv.roomId, {
      sender: 'MODEL',
      sentences: ['Earlier opening.', 'Tell me about yourself.'],
    });
    server.store.appendChat(iv.roomId, { sender: 'CANDIDATE', sentences: ['Earlier answer.'] });
    const c = await joined(iv);
    const q1 = await c.turn();
    expect(q1[0]!.chat.id).not.toBe(server.store.getRoom(iv.roomId)!.chats[0]!.id);
    expect(server.store.getRoom(iv.roomId)!.chats).toHaveLength(3);
    c.close();
  });
});

describe('delays', () => {
  it('holds frames for the configured delay and keeps their order', async () => {
    const iv = createInterview(server.store);
    await control('POST', '/__mock/ws/faults', { kind: 'delay', ms: 25, jitterMs: 10, roomId: iv.roomId });
    const started = Date.now();
    const c = await joined(iv);
    const opening = await c.turn();
    await c.expect('hint_response');
    expect(Date.now() - started).toBeGreaterThanOrEqual(25 * (opening.length + 2));
    expect(opening.at(-1)!.final_sentence).toBe(true);
    await control('DELETE', `/__mock/ws/faults?roomId=${iv.roomId}`);
    c.close();
  });
});
