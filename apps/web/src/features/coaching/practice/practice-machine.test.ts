import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { practiceMachine, type AttemptRecorder } from './practice-machine';

function recorder(patch: Partial<AttemptRecorder> = {}): AttemptRecorder {
  return {
    start: vi.fn(async () => true),
    stop: vi.fn(async () => new Blob(['audio'])),
    cancel: vi.fn(),
    ...patch,
  };
}

describe('practice machine', () => {
  it('records, ticks, then stops and saves the recording, back to idle', async () => {
    const r = recorder();
    const save = vi.fn(async () => undefined);
    const actor = createActor(practiceMachine, { input: { recorder: r, save } }).start();
    actor.send({ type: 'record' });
    await waitFor(actor, (s) => s.matches('recording'));
    actor.send({ type: 'tick', elapsed: 12 });
    expect(actor.getSnapshot().context.elapsed).toBe(12);
    actor.send({ type: 'stop' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(save).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('shows why a try failed (no microphone, a failed save) until the next try', async () => {
    const r = recorder({
      start: vi.fn(async () => Promise.reject(new Error('Could not access microphone.'))),
    });
    const actor = createActor(practiceMachine, { input: { recorder: r, save: vi.fn() } }).start();
    actor.send({ type: 'record' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Could not access microphone.');

    const failing = createActor(practiceMachine, {
      input: { recorder: recorder(), save: vi.fn(async () => Promise.reject(new Error('Out of space.'))) },
    }).start();
    failing.send({ type: 'record' });
    await waitFor(failing, (s) => s.matches('recording'));
    failing.send({ type: 'stop' });
    await waitFor(failing, (s) => s.matches('failed'));
    expect(failing.getSnapshot().context.error).toBe('Out of space.');
  });

  it('cancel drops the recording without saving it', async () => {
    const r = recorder();
    const save = vi.fn();
    const actor = createActor(practiceMachine, { input: { recorder: r, save } }).start();
    actor.send({ type: 'record' });
    await waitFor(actor, (s) => s.matches('recording'));
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(r.cancel).toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });
});
