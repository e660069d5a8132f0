import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("the room's audio context", () => {
  it('is created on first use by the queue, not when the room is set up, and then shared', async () => {
    const created = vi.fn();
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'suspended';
        destination = {};
        constructor() {
          created();
        }
        resume = vi.fn(async () => undefined);
        decodeAudioData = vi.fn(async () => ({ duration: 0.2 }));
        createBufferSource = vi.fn(() => ({}));
      },
    );
    const { getAudioContext, lazyAudioContext } = await import('./audio-context');
    const queueContext = lazyAudioContext;
    expect(created).not.toHaveBeenCalled();

    expect(queueContext.state).toBe('suspended');
    await queueContext.decodeAudioData(new ArrayBuffer(8));
    queueContext.createBufferSource();
    expect(created).toHaveBeenCalledOnce();
    // Start Interview resumes the same context the queue plays on.
    await getAudioContext().resume();
    expect(getAudioContext().resume).toHaveBeenCalledOnce();
    expect(created).toHaveBeenCalledOnce();
  });
});
