import type { PracticeEvent } from './practice-machine';

export type PracticeState = 'idle' | 'starting' | 'recording' | 'saving' | 'failed';

/** What the practice panel shows: the statechart's state, the seconds recorded and the error, if any. */
export interface PracticeView {
  state: PracticeState;
  elapsed: number;
  error: string | null;
}

/** The part of the practice statechart's actor this controller drives. */
export interface PracticeActor {
  start(): void;
  stop(): void;
  send(event: PracticeEvent): void;
  getSnapshot(): { value: unknown; context: { elapsed: number; error: string | null } };
  subscribe(listener: () => void): { unsubscribe(): void };
}

/** Shown when the practice code could not be downloaded; the next press tries again. */
export const PRACTICE_LOAD_FAILED = 'Practice could not start. Check your connection and try again.';

const IDLE: PracticeView = { state: 'idle', elapsed: 0, error: null };

/**
 * The practice statechart, downloaded with its first press rather than with the report (decision 0790): the
 * statechart library and the analysis came to about 13 KB gzip, most reports are read without practising. Until
 * then the panel is idle; while the code arrives it shows 'starting', as the statechart does while the
 * microphone opens.
 */
export function lazyPractice(load: () => Promise<PracticeActor>) {
  let actor: PracticeActor | undefined;
  let subscription: { unsubscribe(): void } | undefined;
  let loading = false;
  let mounted = false;
  let view: PracticeView = IDLE;
  const listeners = new Set<() => void>();
  const show = (next: PracticeView) => {
    view = next;
    for (const listener of listeners) listener();
  };
  const fromActor = (a: PracticeActor): PracticeView => {
    const snapshot = a.getSnapshot();
    return {
      state: snapshot.value as PracticeState,
      elapsed: snapshot.context.elapsed,
      error: snapshot.context.error,
    };
  };
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: (): PracticeView => view,
    send(event: PracticeEvent): void {
      if (actor) return actor.send(event);
      if (event.type !== 'record' || loading) return;
      loading = true;
      show({ state: 'starting', elapsed: 0, error: null });
      load().then(
        (loaded) => {
          loading = false;
          // Left the report while the code downloaded: nothing opens the microphone.
          if (!mounted) return show(IDLE);
          actor = loaded;
          subscription = loaded.subscribe(() => show(fromActor(loaded)));
          loaded.start();
          loaded.send({ type: 'record' });
          show(fromActor(loaded));
        },
        () => {
          loading = false;
          show({ state: 'failed', elapsed: 0, error: PRACTICE_LOAD_FAILED });
        },
      );
    },
    mount(): void {
      mounted = true;
    },
    /** Leaving the report mid-attempt closes the microphone. */
    unmount(): void {
      mounted = false;
      if (!actor) return;
      const { state } = fromActor(actor);
      if (state === 'recording' || state === 'starting') actor.send({ type: 'cancel' });
      subscription?.unsubscribe();
      actor.stop();
      actor = undefined;
      show(IDLE);
    },
  };
}
