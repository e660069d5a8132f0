import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_TYPES, SOCKET_ERROR_CODES } from '@mockint/api-contract/socket';
import {
  b64,
  createInterview,
  joinAtUserTurn,
  startSocketServer,
  TestClient,
  expectOnlyValidFrames,
} from './harness.ts';

const MAX = 64 * 1024;
const server = await startSocketServer({ maxFrameBytes: MAX });
afterAll(() => server.close());
afterEach(() => expectOnlyValidFrames());

/** The socket is still usable: a valid answer moves the interview on. */
async function stillWorks(c: TestClient) {
  c.text('A real answer.');
  expect((await c.expect('user_transcript')).transcript).toBe('A real answer.');
  await c.turn();
}

const injectControl = (method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
  server.app.inject({ method, url, ...(payload ? { payload: payload as object } : {}) });

describe('answers the client must redo (Audio Processing Error dialog)', () => {
  it.each([
    ['blank text', 'ERROR_HANDLING_USER_RESPONSE_TEXT', { type: 'user_response_text', message: '   \n ' }],
    ['missing text', 'ERROR_HANDLING_USER_RESPONSE_TEXT', { type: 'user_response_text' }],
    ['empty audio', 'ERROR_HANDLING_USER_RESPONSE_AUDIO', { type: 'user_response_audio', audio_base_64: '' }],
    [
      'audio that is not Base64',
      'ERROR_HANDLING_USER_RESPONSE_AUDIO',
      { type: 'user_response_audio', audio_base_64: 'not base64!' },
    ],
    [
      'Base64 of no bytes',
      'ERROR_HANDLING_USER_RESPONSE_AUDIO',
      { type: 'user_response_audio', audio_base_64: '====' },
    ],
    [
      'Base64 that is not audio',
      'ERROR_HANDLING_USER_RESPONSE_AUDIO',
      { type: 'user_response_audio', audio_base_64: b64('%PDF-1.4 not audio') },
    ],
  ])('%s → %s, the turn stays with the candidate', async (_name, code, frame) => {
    const { c, iv } = await joinAtUserTurn(server);
    const chats = server.store.getRoom(iv.roomId)!.chats.length;
    c.send({ ...frame, metadata: c.metadata });
    const err = await c.expect('error');
    expect(err.code).toBe(code);
    expect(err.message).toBeTruthy();
    expect(server.store.getRoom(iv.roomId)!.chats).toHaveLength(chats);
    await stillWorks(c);
    expect(c.invalid).toEqual([]);
    c.close();
  });

  it('accepts Ogg, WAV and MP3 recordings as well as WebM', async () => {
    const { c } = await joinAtUserTurn(server);
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]);
    for (const clip of [Buffer.from('OggS\0\x02rest'), wav, Buffer.from('ID3\x04\0\0\0\0')]) {
      c.audio(b64(clip));
      await c.expect('user_transcript');
      await c.turn();
      await c.expect('hint_response');
    }
    c.close();
  });
});

describe('frames that do not parse', () => {
  it.each([
    ['not JSON', 'hello there'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"join"'],
    ['no type', '{"message":"hi"}'],
    ['an unknown type', '{"type":"dance","metadata":{}}'],
    ['a wrong field type', '{"type":"pong","eventId":7,"timeRemaining":"soon","metadata":{}}'],
    ['binary garbage', Buffer.from([0xff, 0x00, 0x13, 0x37])],
  ])('%s → ERROR_INVALID_MESSAGE with a reason, and the socket stays open', async (_name, raw) => {
    const { c } = await joinAtUserTurn(server);
    c.send(raw);
    const err = await c.expect('error');
    expect(err.code).toBe('ERROR_INVALID_MESSAGE');
    expect(err.message!.length).toBeGreaterThan(5);
    await stillWorks(c);
    c.close();
  });

  it('names the known message types when a frame has an unknown type', async () => {
    const { c } = await joinAtUserTurn(server);
    c.send('{"type":"dance","metadata":{}}');
    const err = await c.expect('error');
    expect(err.message).toBe(
      `unknown message type 'dance' (expected one of: ${CLIENT_MESSAGE_TYPES.join(', ')})`,
    );
    expect(CLIENT_MESSAGE_TYPES).toContain('user_response_text');
    c.close();
  });

  it('answers a frame over the size limit with ERROR_FRAME_TOO_LARGE and keeps the socket open', async () => {
    const { c } = await joinAtUserTurn(server);
    c.text('x'.repeat(MAX + 10));
    const err = await c.expect('error');
    expect(err.code).toBe('ERROR_FRAME_TOO_LARGE');
    expect(err.message).toContain(String(MAX));
    await stillWorks(c);
    c.close();
  });

  it('closes with 1009 on a frame beyond twice the limit (ws hard cap)', async () => {
    const { c } = await joinAtUserTurn(server);
    c.text('x'.repeat(MAX * 2 + 100));
    expect((await c.closed).code).toBe(1009);
  });
});

describe('session rules', () => {
  it('refuses messages before join with ERROR_NOT_JOINED', async () => {
    const iv = createInterview(server.store);
    const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    c.text('hi');
    expect(await c.expect('error')).toMatchObject({ code: 'ERROR_NOT_JOINED' });
    c.join(iv);
    await c.expect('initial_message');
    c.close();
  });

  it('requires the metadata of initial_message echoed in every message', async () => {
    const { c } = await joinAtUserTurn(server);
    c.send({ type: 'user_response_text', message: 'hi', metadata: {} });
    expect(await c.expect('error')).toMatchObject({ code: 'ERROR_INVALID_METADATA' });
    c.send({ type: 'user_response_text', message: 'hi', metadata: { ...c.metadata, sessionId: 'forged' } });
    expect(await c.expect('error')).toMatchObject({ code: 'ERROR_INVALID_METADATA' });
    c.send({ type: 'request_repeat_response' });
    expect(await c.expect('error')).toMatchObject({ code: 'ERROR_INVALID_MESSAGE' });
    await stillWorks(c);
    c.close();
  });

  it('refuses a join for another room than ?session= with ERROR_INVALID_SESSION', async () => {
    const iv = createInterview(server.store);
    const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    c.join({ ...iv, roomId: 'another-room' });
    expect(await c.expect('error')).toMatchObject({ code: 'ERROR_INVALID_SESSION' });
    c.join(iv);
    await c.expect('initial_message');
    c.close();
  });

  it('refuses answers while the interviewer is speaking with ERROR_NOT_USER_TURN', async () => {
    const iv = createInterview(server.store);
    await injectControl('POST', '/__mock/ws/faults', { kind: 'delay', ms: 150, roomId: iv.roomId });
    const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    c.join(iv);
    await c.expect('initial_message');
    await c.expect('model_response');
    c.text('too early');
    c.send({ type: 'request_repeat_response', metadata: c.metadata });
    const types = [];
    for (let i = 0; i < 5; i++) types.push(await c.next());
    const errors = types.filter((f) => f.type === 'error').map((f) => (f as { code: string }).code);
    expect(errors).toEqual(['ERROR_NOT_USER_TURN', 'ERROR_NOT_USER_TURN']);
    await injectControl('DELETE', `/__mock/ws/faults?roomId=${iv.roomId}`);
    c.close();
  });
});

describe('injected errors (/__mock/ws)', () => {
  it('sends any code, known or not, now', async () => {
    const { c, iv } = await joinAtUserTurn(server);
    for (const code of [...SOCKET_ERROR_CODES, 'ERROR_FROM_THE_FUTURE']) {
      const res = await injectControl('POST', `/__mock/ws/rooms/${iv.roomId}/error`, { code });
      expect(res.statusCode).toBe(200);
      expect(await c.expect('error')).toMatchObject({ code });
    }
    await stillWorks(c);
    c.close();
  });

  it('sends an error without a code when none is given (socket protocol 2.0.0)', async () => {
    const { c, iv } = await joinAtUserTurn(server);
    const res = await injectControl('POST', `/__mock/ws/rooms/${iv.roomId}/error`, {});
    expect(res.statusCode).toBe(200);
    const frame = await c.expect('error');
    expect(frame).not.toHaveProperty('code');
    await stillWorks(c);
    c.close();
  });

  it('replaces a given turn with an error once; answering again continues', async () => {
    const { c, iv } = await joinAtUserTurn(server);
    const res = await injectControl('POST', '/__mock/ws/faults', {
      kind: 'error',
      code: 'ERROR_HANDLING_USER_RESPONSE_AUDIO',
      atTurn: 1,
      roomId: iv.roomId,
    });
    expect(res.statusCode).toBe(201);
    c.text('first try');
    expect(await c.expect('error')).toMatchObject({ code: 'ERROR_HANDLING_USER_RESPONSE_AUDIO' });
    await c.quiet();
    expect(server.store.getRoom(iv.roomId)!.chats.map((ch) => ch.sender)).toEqual(['MODEL']);
    await stillWorks(c);
    c.close();
  });

  it('replaces the opening with a generation error; a reconnect then starts the interview', async () => {
    const iv = createInterview(server.store);
    await injectControl('POST', '/__mock/ws/faults', {
      kind: 'error',
      code: 'ERROR_GENERATING_RESPONSE',
      atTurn: 0,
      candidateId: iv.candidateId,
    });
    const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    c.join(iv);
    await c.expect('initial_message');
    expect(await c.expect('error')).toMatchObject({ code: 'ERROR_GENERATING_RESPONSE' });
    await c.quiet();
    c.close();
    await c.closed;
    const again = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    again.join(iv);
    await again.expect('initial_message');
    expect((await again.turn())[0]!.chat.sender).toBe('MODEL');
    again.close();
  });

  it('validates control bodies with a 400 and a reason', async () => {
    const res = await injectControl('POST', '/__mock/ws/faults', { kind: 'error' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
    expect(res.json().message).toMatch(/code/);
    const missing = await injectControl('POST', '/__mock/ws/rooms/nope/error', { code: 'X' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a server that opens but never greets (silent rule)', () => {
  it('accepts the socket and the join, answers nothing, and the next connection joins normally', async () => {
    const iv = createInterview(server.store);
    const res = await injectControl('POST', '/__mock/ws/faults', { kind: 'silent', roomId: iv.roomId });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ kind: 'silent', remaining: 1 });
    const mute = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    mute.join(iv);
    mute.text('anyone there?');
    await mute.quiet(300);
    expect(mute.types()).toEqual([]);
    // It did not take the room: a second connection (the client's retry) is greeted and hears the opening.
    const again = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    again.join(iv);
    await again.expect('initial_message');
    expect((await again.turn())[0]!.chat.sender).toBe('MODEL');
    expect(mute.types()).toEqual([]);
    mute.close();
    again.close();
  });

  it('stays silent for `times` joins', async () => {
    const iv = createInterview(server.store);
    await injectControl('POST', '/__mock/ws/faults', {
      kind: 'silent',
      times: 2,
      candidateId: iv.candidateId,
    });
    for (let i = 0; i < 2; i++) {
      const mute = await TestClient.connect(server.url(iv.roomId), iv.cookie);
      mute.join(iv);
      await mute.quiet(150);
      mute.close();
    }
    const third = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    third.join(iv);
    await third.expect('initial_message');
    third.close();
  });
});

describe('a schema-invalid frame (invalid rule)', () => {
  const takeInvalid = (c: TestClient) => c.invalid.splice(0);

  it('replaces the final sentence of the next turn by default: the client never sees final_sentence', async () => {
    const { c, iv } = await joinAtUserTurn(server);
    const res = await injectControl('POST', '/__mock/ws/faults', { kind: 'invalid', roomId: iv.roomId });
    expect(res.json().data).toMatchObject({ kind: 'invalid', atTurn: null, frame: null, remaining: 1 });
    c.text('An answer.');
    await c.expect('user_transcript');
    const sentences = server.store.getRoom(iv.roomId)!.chats.at(-1)!.sentences.length;
    for (let i = 0; i < sentences - 1; i++)
      expect((await c.expect('model_response')).final_sentence).toBe(false);
    // The last one failed the contract parse (final_sentence missing) and reached the client as invalid only.
    await c.expect('hint_response');
    const invalid = takeInvalid(c);
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toMatch(/final_sentence/);
    // The rule is used up and the server counts the turn as played: an answer moves the script on.
    await stillWorks(c);
    expect(takeInvalid(c)).toEqual([]);
    c.close();
  });

  it('replaces sentence `frame` of turn `atTurn` only', async () => {
    const iv = createInterview(server.store);
    await injectControl('POST', '/__mock/ws/faults', {
      kind: 'invalid',
      atTurn: 0,
      frame: 0,
      roomId: iv.roomId,
    });
    const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    c.join(iv);
    await c.expect('initial_message');
    const opening = server.store.getRoom(iv.roomId)!.chats[0]!.sentences;
    const valid = await c.turn();
    expect(valid.map((f) => f.transcript)).toEqual(opening.slice(1));
    expect(takeInvalid(c)).toHaveLength(1);
    c.close();
  });

  it('rejects a frame index that is not a number', async () => {
    const res = await injectControl('POST', '/__mock/ws/faults', { kind: 'invalid', frame: 'last' });
    expect(res.statusCode).toBe(400);
  });
});
