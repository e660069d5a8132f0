import { initialTransition, transition as xstateTransition } from 'xstate';
import { sessionMachine } from './session-statechart';
import type { InitialSessionOptions, SessionEffect, SessionEvent } from './session-types';
import { viewOf, type SessionState } from './session-view';

// Stepping the session statechart (session-statechart.ts): `transition(state, event) → {state, effects}`.
// The machine is pure (no actor, no timers); the controller performs the effects.

export { sessionMachine };

export interface TransitionResult {
  state: SessionState;
  effects: SessionEffect[];
}

export function initialSessionState(options: InitialSessionOptions): SessionState {
  const [machine] = initialTransition(sessionMachine, options);
  return viewOf(machine);
}

/** One step of the machine: the next view and the effects to perform, in order. */
export function transition(state: SessionState, event: SessionEvent): TransitionResult {
  const [machine, actions] = xstateTransition(sessionMachine, state.machine, event);
  // Every non-assign action of the machine is an effect (session-setup's effect actions): type + params.
  const effects = actions.map((a) => ({ type: a.type, ...(a.params as object) }) as SessionEffect);
  if (machine === state.machine && effects.length === 0) return { state, effects };
  return { state: viewOf(machine), effects };
}
