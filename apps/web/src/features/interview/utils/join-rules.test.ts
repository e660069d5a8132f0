import { describe, expect, it } from 'vitest';
import { canJoin, sessionMismatch } from './join-rules';

const blob = new Blob([new Uint8Array([1])]);
const ok = { microphoneId: 'mic', joining: false, recordedBlob: blob, sessionId: 'r1', roomId: 'r1' };

describe('canJoin', () => {
  it('is enabled with a microphone, a recording and a matching room', () => expect(canJoin(ok)).toBe(true));
  it.each([
    ['no microphone', { microphoneId: null }],
    ['a join in progress', { joining: true }],
    ['no recorded blob', { recordedBlob: null }],
    ['an empty blob', { recordedBlob: new Blob([]) }],
    ['a different room', { roomId: 'r2' }],
    ['a room not loaded yet', { roomId: undefined }],
  ])('is disabled with %s', (_name, patch) => expect(canJoin({ ...ok, ...patch })).toBe(false));
});

describe('sessionMismatch', () => {
  it('is a mismatch once the room settled as another room or as none', () => {
    expect(sessionMismatch({ sessionId: 'r1', roomId: 'r2', roomSettled: true })).toBe(true);
    expect(sessionMismatch({ sessionId: 'r1', roomId: undefined, roomSettled: true })).toBe(true);
  });
  it('is not one while the room loads, for the same room, or without a session id', () => {
    expect(sessionMismatch({ sessionId: 'r1', roomId: undefined, roomSettled: false })).toBe(false);
    expect(sessionMismatch({ sessionId: 'r1', roomId: 'r1', roomSettled: true })).toBe(false);
    expect(sessionMismatch({ sessionId: null, roomId: undefined, roomSettled: true })).toBe(false);
  });
});
