import { describe, expect, test, vi } from 'vitest';
import type { PracticeEvent } from './practice-machine';
import { lazyPractice, PRACTICE_LOAD_FAILED, type PracticeActor } from './lazy-practice';

/** A stand-in actor: 'record' goes to recording, 'cancel' back to idle; every event is kept. */
function fakeActor() {
  const sent: PracticeEvent[] = [];
  let value = 'idle';
  const listeners = new Set<() => void>();
  const actor: PracticeActor = {
    start: vi.fn(),
    stop: vi.fn(),
    send(event) {
      sent.push(event);
      value = event.type === 'record' ? 'recording' : event.type === 'cancel' ? 'idle' : value;
      for (const l of listeners) l();
    },
    getSnapshot: () => ({ value, context: { elapsed: 0, error: null } }),
    subscribe(listener) {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
  };
  return { actor, sent };
}

describe('lazyPractice', () => {
  test('downloads nothing until the first press, then starts recording once the code is here', async () => {
    const { actor, sent } = fakeActor();
    const load = vi.fn(() => Promise.resolve(actor));
    const practice = lazyPractice(load);
    practice.mount();
    expect(practice.get().state).toBe('idle');
    expect(load).not.toHaveBeenCalled();

    practice.send({ type: 'record' });
    // While the code arrives the panel shows the microphone opening; a second press does not load twice.
    expect(practice.get().state).toBe('starting');
    practice.send({ type: 'record' });
    await vi.waitFor(() => expect(practice.get().state).toBe('recording'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(actor.start).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ type: 'record' }]);
  });

  test('a failed download shows a clear error, and the next press tries again', async () => {
    const { actor } = fakeActor();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(actor);
    const practice = lazyPractice(load);
    practice.mount();
    practice.send({ type: 'record' });
    await vi.waitFor(() =>
      expect(practice.get()).toEqual({ state: 'failed', elapsed: 0, error: PRACTICE_LOAD_FAILED }),
    );
    practice.send({ type: 'record' });
    await vi.waitFor(() => expect(practice.get().state).toBe('recording'));
  });

  test('leaving mid-attempt cancels the recording and stops the statechart', async () => {
    const { actor, sent } = fakeActor();
    const practice = lazyPractice(() => Promise.resolve(actor));
    practice.mount();
    practice.send({ type: 'record' });
    await vi.waitFor(() => expect(practice.get().state).toBe('recording'));
    practice.unmount();
    expect(sent.at(-1)).toEqual({ type: 'cancel' });
    expect(actor.stop).toHaveBeenCalled();
  });

  test('leaving while the code downloads opens no microphone', async () => {
    const { actor } = fakeActor();
    let arrive: (a: PracticeActor) => void = () => undefined;
    const practice = lazyPractice(() => new Promise((resolve) => (arrive = resolve)));
    practice.mount();
    practice.send({ type: 'record' });
    practice.unmount();
    arrive(actor);
    await vi.waitFor(() => expect(practice.get().state).toBe('idle'));
    expect(actor.start).not.toHaveBeenCalled();
  });
});
