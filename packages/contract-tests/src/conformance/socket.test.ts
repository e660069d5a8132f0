import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { holdConversation } from './socket.ts';

type Frame = Record<string, unknown>;

const chat = (sender: 'MODEL' | 'CANDIDATE', text: string) => ({
  id: `chat-${Math.random().toString(36).slice(2)}`,
  sender,
  timestamp: '2026-11-22T04:00:00.000Z',
  sentences: [text],
});

/**
 * A scripted stand-in for the interview socket. `drift` edits every frame of one type before it is sent,
 * to play a backend that changed its protocol.
 */
async function fakeInterviewServer(drift?: { type: string; edit: (frame: Frame) => Frame }) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const seenCookies: string[] = [];
  wss.on('connection', (socket: WebSocket, request) => {
    seenCookies.push(request.headers.cookie ?? '');
    const metadata = { turn: 1 };
    const send = (frame: Frame) => {
      const out = drift && frame.type === drift.type ? drift.edit(frame) : frame;
      socket.send(JSON.stringify(out));
    };
    const turn = (type: 'model_response' | 'model_repeat_response', lines: string[]) =>
      lines.forEach((line, i) =>
        send({
          type,
          audio_base_64: 'AAAA',
          transcript: line,
          final_sentence: i === lines.length - 1,
          chat: chat('MODEL', line),
          metadata,
        }),
      );
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Frame;
      switch (message.type) {
        case 'join':
          send({ type: 'initial_message', metadata });
          send({ type: 'ping', eventId: 'evt-1' });
          turn('model_response', ['Hello.', 'Tell me about yourself.']);
          send({ type: 'hint_response', hintResponse: 'Mention a project.' });
          break;
        case 'user_response_text':
          if (String(message.message).trim() === '') {
            send({ type: 'error', code: 'ERROR_HANDLING_USER_RESPONSE_TEXT' });
            break;
          }
          send({
            type: 'user_transcript',
            transcript: String(message.message),
            chat: chat('CANDIDATE', String(message.message)),
          });
          turn('model_response', ['Thanks.', 'Why this company?']);
          break;
        case 'request_repeat_response':
          turn('model_repeat_response', ['Thanks.', 'Why this company?']);
          break;
        case 'user_response_audio':
          send({ type: 'error', code: 'ERROR_HANDLING_USER_RESPONSE_AUDIO' });
          break;
        case 'end':
          send({ type: 'end' });
          send({ type: 'toggle_leave_interview' });
          break;
      }
    });
  });
  const { port } = wss.address() as AddressInfo;
  return { wss, wsUrl: `ws://127.0.0.1:${port}/ws/v1`, seenCookies };
}

let servers: WebSocketServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((wss) => new Promise((resolve) => wss.close(resolve))));
  servers = [];
});

const converse = (wsUrl: string) =>
  holdConversation({
    wsUrl,
    roomId: 'room-1',
    candidateId: 'cand-1',
    accessToken: 'token-1',
    interviewLanguageId: 'lang-en',
    stepTimeoutMs: 2_000,
  });

describe('socket conversation', () => {
  it('validates every frame of a well-behaved server and signs the handshake with the session cookie', async () => {
    const server = await fakeInterviewServer();
    servers.push(server.wss);
    const result = await converse(server.wsUrl);
    expect(result.error).toBeUndefined();
    const outcome = Object.fromEntries(
      result.frames.filter((f) => f.direction === 'server').map((f) => [f.type, f.outcome]),
    );
    expect(outcome).toEqual({
      ping: 'PASS',
      initial_message: 'PASS',
      user_transcript: 'PASS',
      model_response: 'PASS',
      model_repeat_response: 'PASS',
      hint_response: 'PASS',
      analytics_response: 'SKIP',
      end: 'PASS',
      toggle_leave_interview: 'PASS',
      error: 'PASS',
    });
    expect(result.frames.find((f) => f.direction === 'client' && f.type === 'pong')?.count).toBe(1);
    expect(server.seenCookies[0]).toContain('session=cand-1:token-1');
  });

  it('reports a drifted frame as FAIL with message type and field, and still finishes the conversation', async () => {
    const server = await fakeInterviewServer({
      type: 'model_response',
      // The backend started sending the transcript as an array of sentences.
      edit: (frame) => ({ ...frame, transcript: [frame.transcript] }),
    });
    servers.push(server.wss);
    const result = await converse(server.wsUrl);
    expect(result.frames.find((f) => f.type === 'model_response')).toMatchObject({
      outcome: 'FAIL',
      detail: 'model_response.transcript: expected string, received array',
    });
    expect(result.frames.find((f) => f.type === 'toggle_leave_interview')?.outcome).toBe('PASS');
    expect(result.error).toBeUndefined();
  });

  it('reports an unknown message type and a missing answer', async () => {
    const server = await fakeInterviewServer({ type: 'initial_message', edit: () => ({ type: 'welcome' }) });
    servers.push(server.wss);
    const result = await converse(server.wsUrl);
    expect(result.frames.find((f) => f.type === 'welcome')).toMatchObject({
      outcome: 'FAIL',
      detail: expect.stringContaining("unknown message type 'welcome'"),
    });
    expect(result.frames.find((f) => f.type === 'initial_message')?.outcome).toBe('SKIP');
  });

  it('reports a refused handshake', async () => {
    const result = await converse('ws://127.0.0.1:9/ws/v1');
    expect(result.error).toMatch(/ECONNREFUSED|connect/);
  });
});
