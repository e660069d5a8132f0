import { describe, expect, it } from 'vitest';
import { elideAudio, formatBytes, frameJson, logFrame, matchesSearch, toJsonl } from './frame-log';

const metadata = { sessionId: 's-1', interviewRoomId: 'r-1' };
const audio = 'QUJD'.repeat(50_000);

describe('logFrame', () => {
  it('shows a model_response with its transcript and the audio replaced by its size', () => {
    const row = logFrame(
      'server',
      JSON.stringify({ type: 'model_response', audio_base_64: audio, transcript: 'Tell me about yourself.' }),
    );
    expect(row.type).toBe('model_response');
    expect(row.summary).toContain('Tell me about yourself.');
    expect(row.summary).toContain('<audio: 200000 bytes of base64>');
    expect(row.summary).not.toContain('QUJD');
    expect(row.size).toBeGreaterThan(200_000);
  });

  it("explains a frame that breaks the socket schemas with the contract parser's words", () => {
    const row = logFrame('client', JSON.stringify({ type: 'user_response_text', message: 7, metadata }));
    expect(row.violation).toMatch(/^client frame user_response_text: user_response_text\.message/);
    expect(logFrame('server', '{"type":"dance"}').violation).toContain("unknown message type 'dance'");
    expect(
      logFrame('client', JSON.stringify({ type: 'pong', eventId: 'e', timeRemaining: 3, metadata }))
        .violation,
    ).toBeUndefined();
  });

  it('keeps text that is not JSON, typed "?"', () => {
    const row = logFrame('server', 'hello');
    expect([row.type, row.summary]).toEqual(['?', 'hello']);
    expect(row.violation).toBe('server frame ?: invalid JSON');
  });
});

describe('toJsonl', () => {
  it('writes what MOCK_REPLAY_DIR plays back: the URL line, then {at, direction, frame} with the audio kept', () => {
    const frame = logFrame('server', JSON.stringify({ type: 'ping', eventId: 'e1', timeRemaining: 5 }), 0);
    const lines = toJsonl([frame], '/ws/v1/interview/rooms?session=r-1').trim().split('\n');
    expect(JSON.parse(lines[0]!)).toEqual({ url: '/ws/v1/interview/rooms?session=r-1' });
    expect(JSON.parse(lines[1]!)).toEqual({
      at: '1970-01-01T00:00:00.000Z',
      direction: 'server',
      frame: { type: 'ping', eventId: 'e1', timeRemaining: 5 },
    });
  });
});

describe('helpers', () => {
  it('elides nested audio only', () => {
    expect(elideAudio({ a: [{ audio_base_64: 'AAAA' }], b: 'AAAA' })).toEqual({
      a: [{ audio_base_64: '<audio: 4 bytes of base64>' }],
      b: 'AAAA',
    });
  });
  it('formats sizes', () => {
    expect([formatBytes(512), formatBytes(2048), formatBytes(3 * 1024 * 1024)]).toEqual([
      '512 B',
      '2.0 KB',
      '3.0 MB',
    ]);
  });
});

describe('search and copy', () => {
  const frame = logFrame('server', JSON.stringify({ type: 'error', code: 'ERROR_X', audio_base_64: 'QUJD' }));
  it('matches the type or the shown JSON in any case; an empty search matches all', () => {
    expect([
      matchesSearch(frame, 'ERROR'),
      matchesSearch(frame, 'error_x'),
      matchesSearch(frame, ' '),
    ]).toEqual([true, true, true]);
    expect(matchesSearch(frame, 'QUJD')).toBe(false);
    expect(matchesSearch(frame, 'model_response')).toBe(false);
  });
  it('copies the frame as received, audio kept', () => {
    expect(JSON.parse(frameJson(frame))).toEqual({ type: 'error', code: 'ERROR_X', audio_base_64: 'QUJD' });
  });
});
