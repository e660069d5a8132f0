import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@mockint/api-contract/socket';
import { InterviewSocket, interviewSocketUrl, type WebSocketLike } from './interview-socket';

class FakeSocket implements WebSocketLike {
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  serverOpen() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverClose(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
  serverSend(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
}

describe('InterviewSocket', () => {
  let sockets: FakeSocket[];
  let events: string[];
  let messages: ServerMessage[];
  let socket: InterviewSocket;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    events = [];
    messages = [];
    socket = new InterviewSocket({
      url: 'ws://x/ws/v1/interview/rooms?session=r1',
      createSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) },
      onOpen: () => events.push('open'),
      onMessage: (m) => messages.push(m),
      onRetry: (attempt, delay) => events.push(`retry ${attempt} in ${delay}`),
      onFailed: () => events.push('failed'),
      onUnexpectedClose: () => events.push('lost'),
      onInvalidFrame: () => events.push('invalid'),
    });
  });
  afterEach(() => vi.useRealTimers());

  it('builds the room url from the ws base', () => {
    expect(interviewSocketUrl('ws://localhost:4010/ws/v1/', 'a b')).toBe(
      'ws://localhost:4010/ws/v1/interview/rooms?session=a%20b',
    );
  });

  it('connects, parses frames with the contract and sends validated messages', () => {
    socket.connect();
    sockets[0]!.serverOpen();
    expect(events).toEqual(['open']);
    sockets[0]!.serverSend({ type: 'ping', eventId: 'e1' });
    expect(messages).toEqual([{ type: 'ping', eventId: 'e1' }]);
    expect(socket.send({ type: 'pong', eventId: 'e1', timeRemaining: 5, metadata: {} })).toBe(true);
    expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({
      type: 'pong',
      eventId: 'e1',
      timeRemaining: 5,
      metadata: {},
    });
  });

  it('ignores (and reports) frames that fail the schema, keeping the connection', () => {
    socket.connect();
    sockets[0]!.serverOpen();
    sockets[0]!.serverSend('not json');
    sockets[0]!.serverSend({ type: 'model_response' });
    sockets[0]!.serverSend({ type: 'nope' });
    expect(messages).toEqual([]);
    expect(events).toEqual(['open', 'invalid', 'invalid', 'invalid']);
    expect(sockets[0]!.closed).toBe(false);
  });

  it('abandons an attempt not open after 10 s and retries 3 times at 2 s × attempt, then fails', async () => {
    socket.connect();
    await vi.advanceTimersByTimeAsync(9999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets[0]!.closed).toBe(true);
    expect(events).toEqual(['retry 1 in 2000']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.serverClose();
    expect(events).toEqual(['retry 1 in 2000', 'retry 2 in 4000']);
    await vi.advanceTimersByTimeAsync(4000);
    sockets[2]!.serverClose();
    expect(events.at(-1)).toBe('retry 3 in 6000');
    await vi.advanceTimersByTimeAsync(6000);
    sockets[3]!.serverClose();
    expect(events.at(-1)).toBe('failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(4);
  });

  it('a retry that opens resets the budget and does not report a lost connection', async () => {
    socket.connect();
    sockets[0]!.serverClose();
    await vi.advanceTimersByTimeAsync(2000);
    sockets[1]!.serverOpen();
    expect(events).toEqual(['retry 1 in 2000', 'open']);
    // Open timer was cleared.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sockets[1]!.closed).toBe(false);
  });

  it('an unexpected close of an open socket is reported once, without retries', async () => {
    socket.connect();
    sockets[0]!.serverOpen();
    sockets[0]!.serverClose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual(['open', 'lost']);
    expect(sockets).toHaveLength(1);
  });

  it('ignores the close of a connection replaced by a new one', () => {
    socket.connect();
    const first = sockets[0]!;
    first.serverOpen();
    socket.connect();
    expect(first.closed).toBe(true);
    first.serverClose();
    expect(events).toEqual(['open']);
  });

  it('ignores the close that follows ERROR_MULTIPLE_CONNECTIONS', () => {
    socket.connect();
    sockets[0]!.serverOpen();
    sockets[0]!.serverSend({ type: 'error', code: 'ERROR_MULTIPLE_CONNECTIONS' });
    sockets[0]!.serverClose(4409);
    expect(events).toEqual(['open']);
    expect(messages.map((m) => m.type)).toEqual(['error']);
  });

  it('disconnect() is silent and cancels pending retries', async () => {
    socket.connect();
    sockets[0]!.serverClose();
    socket.disconnect();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);
    expect(events).toEqual(['retry 1 in 2000']);
  });

  it('send() refuses when not open', () => {
    socket.connect();
    expect(socket.send({ type: 'end', metadata: {} })).toBe(false);
  });
});
