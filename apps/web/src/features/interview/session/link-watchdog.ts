import { createActor, emit, setup, type Actor } from 'xstate';
import { LINK_SILENCE_MS } from './session-types';

/**
 * The link's silence watchdog as a child actor of the room (decisions 0632, 0073): while the joined socket is
 * watched, LINK_SILENCE_MS (three of the server's pings) without a frame is a dead link. Any frame restarts the
 * count; `unwatch` stops it. Its own small machine, run by the session controller beside the room's statechart:
 * the statechart is stepped purely (session-step.ts), so it asks for the watch with its `watchLink` and
 * `unwatchLink` effects and hears the verdict as `linkLost { cause: 'silence' }`.
 */
export type LinkWatchdogEvent =
  /** The statechart's `watchLink`: (re)start the count from now. */
  | { type: 'watch' }
  /** The statechart's `unwatchLink`: nothing is watched; no verdict comes. */
  | { type: 'unwatch' }
  /** The socket delivered a frame (a ping or anything else): a sign of life, if the link is watched. */
  | { type: 'frame' };

export const linkWatchdogMachine = setup({
  types: {
    input: {} as { silenceMs: number },
    context: {} as { silenceMs: number },
    events: {} as LinkWatchdogEvent,
    emitted: {} as { type: 'silent' },
  },
  delays: { silence: ({ context }) => context.silenceMs },
}).createMachine({
  id: 'linkWatchdog',
  context: ({ input }) => ({ silenceMs: input.silenceMs }),
  initial: 'idle',
  states: {
    /** Not watched: frames are not counted (the socket is joining, or the interview is not running). */
    idle: { on: { watch: 'watching' } },
    watching: {
      on: {
        // Re-entered, so the silence delay starts again from this event.
        watch: { target: 'watching', reenter: true },
        frame: { target: 'watching', reenter: true },
        unwatch: 'idle',
      },
      // Silent for the whole limit: the link is dead, told once; the room watches again after a rejoin.
      after: { silence: { target: 'idle', actions: emit({ type: 'silent' }) } },
    },
  },
});

export interface LinkWatchdogDeps {
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** Multiplies the silence limit (tests pass the mock's time scale). Default 1. */
  deadlineScale?: number;
  /** The server was silent past the limit while the link was watched. */
  onSilent(): void;
}

export type LinkWatchdog = Actor<typeof linkWatchdogMachine>;

/** The watchdog, started, on the controller's clock (its injected timers, else the browser's). */
export function startLinkWatchdog(deps: LinkWatchdogDeps): LinkWatchdog {
  const actor = createActor(linkWatchdogMachine, {
    input: { silenceMs: LINK_SILENCE_MS * (deps.deadlineScale ?? 1) },
    clock: {
      setTimeout: (fn, ms) => (deps.setTimeout ?? ((f: () => void, t: number) => setTimeout(f, t)))(fn, ms),
      clearTimeout: (handle) =>
        (deps.clearTimeout ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>)))(handle),
    },
  });
  actor.on('silent', () => deps.onSilent());
  return actor.start();
}
