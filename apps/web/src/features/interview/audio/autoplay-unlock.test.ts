import { describe, expect, it, vi } from 'vitest';
import { ensureAudioUnlocked, TAP_TO_ENABLE_AUDIO, type AutoplayUnlockDeps } from './autoplay-unlock';

function fakes(allowed: boolean[]) {
  let gesture: (() => void) | null = null;
  const deps = {
    tryPlay: vi.fn(() => Promise.resolve(allowed.shift() ?? true)),
    resume: vi.fn(),
    prompt: vi.fn(),
    dismiss: vi.fn(),
    onNextGesture: vi.fn((listener: () => void) => {
      gesture = listener;
      return () => {
        gesture = null;
      };
    }),
  } satisfies AutoplayUnlockDeps;
  return { deps, tap: () => gesture?.(), listening: () => gesture !== null };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('ensureAudioUnlocked', () => {
  it('says nothing when the browser lets audio start', async () => {
    const { deps, listening } = fakes([true]);
    ensureAudioUnlocked(deps);
    await flush();
    expect(deps.prompt).not.toHaveBeenCalled();
    expect(listening()).toBe(false);
  });

  it('asks for a tap when autoplay is refused, and the tap resumes audio and removes the prompt', async () => {
    const { deps, tap, listening } = fakes([false, true]);
    ensureAudioUnlocked(deps);
    await flush();
    expect(deps.prompt).toHaveBeenCalledWith(TAP_TO_ENABLE_AUDIO);
    expect(deps.resume).not.toHaveBeenCalled();
    tap();
    expect(deps.resume).toHaveBeenCalledTimes(1);
    expect(deps.tryPlay).toHaveBeenCalledTimes(2);
    expect(deps.dismiss).toHaveBeenCalledWith(TAP_TO_ENABLE_AUDIO);
    expect(listening()).toBe(false);
  });

  it('does not prompt, nor keep listening, once the room has gone', async () => {
    const { deps, listening } = fakes([false]);
    const cleanup = ensureAudioUnlocked(deps);
    cleanup();
    await flush();
    expect(deps.prompt).not.toHaveBeenCalled();
    expect(listening()).toBe(false);
  });

  it('removes the prompt when the room goes before the tap', async () => {
    const { deps, listening } = fakes([false]);
    const cleanup = ensureAudioUnlocked(deps);
    await flush();
    expect(deps.prompt).toHaveBeenCalledWith(TAP_TO_ENABLE_AUDIO);
    cleanup();
    expect(deps.dismiss).toHaveBeenCalledWith(TAP_TO_ENABLE_AUDIO);
    expect(listening()).toBe(false);
    expect(deps.resume).not.toHaveBeenCalled();
  });
});
