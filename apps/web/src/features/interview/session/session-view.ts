import type { SnapshotFrom, StateValue } from 'xstate';
import type { sessionMachine } from './session-statechart';
import type { SessionContext, SessionDialog } from './session-types';

export type SessionSnapshotValue = SnapshotFrom<typeof sessionMachine>;

/**
 * What the room renders: the machine's context plus flags read from the current state's tags (never stored,
 * so they cannot contradict each other). `machine` is the XState snapshot, for the model tests.
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
  /** The states that own an open recorder (starting, recording). */
  microphone: boolean;
  modelPlaying: boolean;
  modelProcessing: boolean;
  /** Past a deadline with the turn still the interviewer's: said, and no answer invited (decision 0662). */
  interviewerLate: boolean;
  userProcessing: boolean;
  revoking: boolean;
  dialog: SessionDialog | null;
  /** An unacknowledged answer the candidate can send again now. */
  canResend: boolean;
  /**
   * An answer is kept that the server has not confirmed and that is not on its way (any `pendingWhy` but `sent`):
   * leaving now ends the interview without it, so 'Are you sure?' says so (decision 0086).
   */
  unsentAnswer: boolean;
  /**
   * Whether 'Are you sure?' (End interview, header-menu links) may be shown: not under a session dialog, not
   * before the start or once leaving. One modal at a time (decision 0631).
   */
  canConfirmLeave: boolean;
  /** Whether the browser's beforeunload guard is on: the interview runs and no Refresh Page is pending. */
  guardsUnload: boolean;
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
  // Kept in front of a lost socket until its Retry (decision 0060).
  if (s.matches({ running: { live: 'audioError' } }) || s.matches('audioErrorOffline'))
    return { kind: 'audio-processing' };
  if (s.matches({ running: { live: 'generationError' } }) || s.matches('failed'))
    return { kind: 'generation', code: s.context.errorCode };
  return null;
}

export function viewOf(machine: SessionSnapshotValue): SessionState {
  const tag = machine.hasTag.bind(machine);
  const dialog = dialogOf(machine);
  const leaving = tag('leaving');
  const started = !machine.matches('idle');
  return {
    ...machine.context,
    machine,
    phase: phaseOf(machine.value),
    joining: tag('joining'),
    connected: tag('connected'),
    leaving,
    finished: tag('finished'),
    timeout: tag('timeout'),
    countdownRunning: tag('connected'),
    // The turn is the candidate's from the drain until the answer is stopped; the Audio Processing Error
    // dialog has already given it back (its Retry only closes the dialog).
    userTurn: tag('userTurn') && !tag('userProcessing'),
    recordingStarting: tag('recordingStarting'),
    recording: tag('recording'),
    microphone: tag('microphone'),
    modelPlaying: tag('modelPlaying'),
    modelProcessing: tag('modelProcessing'),
    interviewerLate: tag('interviewerLate'),
    userProcessing: tag('userProcessing'),
    revoking: tag('revoking'),
    dialog,
    canResend: machine.context.pendingAnswer !== null && tag('answering'),
    unsentAnswer: machine.context.pendingAnswer !== null && machine.context.pendingWhy !== 'sent',
    canConfirmLeave: started && !leaving && dialog === null && !machine.matches('refused'),
    guardsUnload: started && !leaving && dialog?.kind !== 'generation' && !machine.matches('refused'),
  };
}

/** Whether the user may answer now (text box, Send, Start Speaking, Repeat Response). */
export function canAnswer(state: SessionState): boolean {
  return state.machine.hasTag('answering');
}

/** What the interviewer tile says it is doing, if anything. */
export type InterviewerStatus = 'Joining...' | 'Leaving...' | 'Thinking' | typeof INTERVIEWER_LATE;

/** The interviewer's turn outlasted its deadline (decision 0662). */
export const INTERVIEWER_LATE = 'The interviewer is taking longer than usual';

/** Label of the interviewer tile, if any (the spec's interview room). */
export function interviewerStatus(state: SessionState): InterviewerStatus | null {
  if (state.leaving) return 'Leaving...';
  if (state.joining) return 'Joining...';
  if (state.interviewerLate) return INTERVIEWER_LATE;
  if (state.modelProcessing || state.userProcessing) return 'Thinking';
  return null;
}
