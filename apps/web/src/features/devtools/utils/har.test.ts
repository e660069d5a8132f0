import { describe, expect, it } from 'vitest';
import { logFrame } from './frame-log';
import { toHar, type LoggedHttp } from './har';

const call: LoggedHttp = {
  startedAt: Date.parse('2026-01-01T00:00:00.000Z'),
  time: 12,
  method: 'GET',
  url: 'http://localhost:4010/api/v1/candidates/me?x=1',
  requestHeaders: [['accept', 'application/json']],
  requestBody: undefined,
  status: 200,
  statusText: 'OK',
  responseHeaders: [['content-type', 'application/json; charset=utf-8']],
  mimeType: 'application/json; charset=utf-8',
  text: '{"data":{"id":"c-1"}}',
};
const socketUrl = 'ws://localhost:4010/ws/v1/interview/rooms?session=r-1';
const frames = [
  logFrame('client', JSON.stringify({ type: 'pong', eventId: 'e' }), Date.parse('2026-01-01T00:00:01.000Z')),
  logFrame('server', JSON.stringify({ type: 'ping', eventId: 'e' }), Date.parse('2026-01-01T00:00:01.500Z')),
];

describe('toHar', () => {
  const har = toHar([call], { url: socketUrl, frames });

  it('is HAR 1.2 with one entry per call and one for the socket, in the order they started', () => {
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries.map((e) => [e._resourceType, e.request.url])).toEqual([
      ['fetch', call.url],
      ['websocket', socketUrl],
    ]);
  });

  it('keeps the answer as the app read it, the query string and the status', () => {
    const [entry] = har.log.entries;
    expect(entry!.response).toMatchObject({
      status: 200,
      content: { mimeType: 'application/json; charset=utf-8', text: call.text, size: 21 },
    });
    expect(entry!.request.queryString).toEqual([{ name: 'x', value: '1' }]);
    expect(entry!.startedDateTime).toBe('2026-01-01T00:00:00.000Z');
  });

  it("puts the socket's frames in _webSocketMessages as Chrome does: send/receive, epoch seconds, text", () => {
    const socket = har.log.entries[1]!;
    expect(socket.response.status).toBe(101);
    expect(socket._webSocketMessages).toEqual([
      { type: 'send', time: 1767225601, opcode: 1, data: '{"type":"pong","eventId":"e"}' },
      { type: 'receive', time: 1767225601.5, opcode: 1, data: '{"type":"ping","eventId":"e"}' },
    ]);
  });

  it('has no socket entry before a room opened one', () => {
    expect(toHar([call], { url: '', frames: [] }).log.entries).toHaveLength(1);
  });
});
