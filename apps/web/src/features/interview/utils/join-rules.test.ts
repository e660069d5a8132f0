import { describe, expect, it } from 'vitest';
import { canJoin } from './join-rules';

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
