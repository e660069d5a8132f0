import type { SnapshotFrom, StateValue } from 'xstate';
import type { sessionMachine } from './session-machine';
import type { SessionContext, SessionDialog } from './session-types';

export type SessionSnapshotValue = SnapshotFrom<typeof sessionMachine>;

/**
 * What the room renders: the machine's context plus flags derived from the current state (never stored, so
 * they cannot contradict each other). `machine` is the XState snapshot, for `matches()` and the model tests.
 */
export interface SessionState extends SessionContext {
  machine: SessionSnapshotValue;
  /** Dotted path of the current leaf state, e.g. `running.live.candidate.recording`. */
  phase: string;
  joining: boolean;
  connected: boolean;
  leaving: boolean;
  finished: boolean;
  timeout: boolean;
  countdownRunning: boolean;
  userTurn: boolean;
  /** The microphone is opening; End Response is not usable yet. */
  recordingStarting: boolean;
  recording: boolean;
  modelPlaying: boolean;
  modelProcessing: boolean;
  userProcessing: boolean;
  revoking: boolean;
  dialog: SessionDialog | null;
  /** An unacknowledged answer the candidate can send again now. */
  canResend: boolean;
}

const phaseOf = (value: StateValue): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, child]) => (child ? `${key}.${phaseOf(child as StateValue)}` : key))
        .join(',');

function dialogOf(s: SessionSnapshotValue): SessionDialog | null {
  if (s.matches('disconnected')) return { kind: 'connection-lost' };
  if (s.matches('multipleSessions')) return { kind: 'multiple-sessions' };
  if (s.matches('revoked')) return { kind: 'revoked' };
  if (s.matches({ running: { live: 'audioError' } })) return { kind: 'audio-processing' };
  if (s.matches({ running: { live: 'generationError' } }) || s.matches('failed'))
    return { kind: 'generation', code: s.context.errorCode };
  return null;
}

export function viewOf(machine: SessionSnapshotValue): SessionState {
  const m = (value: Parameters<SessionSnapshotValue['matches']>[0]) => machine.matches(value);
  // The turn is the candidate's from the drain until the answer is stopped; the Audio Processing Error dialog
  // has already given it back (its Retry only closes the dialog).
  const userTurn =
    (m({ running: { live: 'candidate' } }) && !m({ running: { live: { candidate: 'encoding' } } })) ||
    m({ running: { live: 'audioError' } });
  return {
    ...machine.context,
    machine,
    phase: phaseOf(machine.value),
    joining: m('connecting'),
    connected: m('running'),
    leaving: m({ running: 'leaving' }) || m('ended') || m('timedOut'),
    finished: m('ended') || m('timedOut'),
    timeout: m('timedOut'),
    countdownRunning: m('running'),
    userTurn,
    recordingStarting: m({ running: { live: { candidate: 'starting' } } }),
    recording: m({ running: { live: { candidate: 'recording' } } }),
    modelPlaying: m({ running: { live: 'speaking' } }),
    modelProcessing: m({ running: { live: 'processing' } }),
    userProcessing:
      m({ running: { live: 'sending' } }) || m({ running: { live: { candidate: 'encoding' } } }),
    revoking: m({ multipleSessions: 'revoking' }) || m({ revoked: 'revoking' }),
    dialog: dialogOf(machine),
    canResend: machine.context.pendingAnswer !== null && m({ running: { live: { candidate: 'ready' } } }),
  };
}

/** Why a recording cannot start now (spec §5), or null when it can. Only the microphone case has a message. */
export type RecordingRefusal =
  'no-socket' | 'model-playing' | 'not-user-turn' | 'no-recorder' | 'no-microphone' | 'already-recording';

export function recordingRefusal(
  state: SessionState,
  env: { hasRecorder: boolean; microphoneSelected: boolean },
): RecordingRefusal | null {
  if (!state.connected) return 'no-socket';
  if (state.modelPlaying) return 'model-playing';
  if (state.recording || state.recordingStarting) return 'already-recording';
  if (!state.userTurn) return 'not-user-turn';
  if (!env.hasRecorder) return 'no-recorder';
  if (!env.microphoneSelected) return 'no-microphone';
  return null;
}

/** Whether the user may answer now (text box, Send, Start Speaking, Repeat Response). */
export function canAnswer(state: SessionState): boolean {
  return state.machine.matches({ running: { live: { candidate: 'ready' } } });
}

export function isOver(state: SessionState): boolean {
  return state.leaving || state.finished;
}

/** Label of the interviewer tile, if any (spec §2.3). */
export function interviewerStatus(state: SessionState): 'Joining...' | 'Leaving...' | 'Thinking' | null {
  if (state.leaving) return 'Leaving...';
  if (state.joining) return 'Joining...';
  if (state.modelProcessing || state.userProcessing) return 'Thinking';
  return null;
}
