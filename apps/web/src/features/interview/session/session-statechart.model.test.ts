import { afterAll, describe, expect, it } from 'vitest';
import { getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph';
import { initialTransition, transition, type AnyStateNode } from 'xstate';
import type { AudioContextLike } from '../audio/audio-queue';
import type { MediaStreamLike, RecorderDeps } from '../audio/recorder';
import { SessionController } from './session-controller';
import { sessionMachine } from './session-step';
import type { RevokeOutcome, SessionEvent } from './session-types';
import { viewOf, type SessionSnapshotValue } from './session-view';
import { FakeMediaRecorder, FakeSocket, msg, testChat, testJoin } from './test-support/doubles';

/**
 * Model-based tests (decision 0620): paths generated from the statechart with @xstate/graph (shortest paths to
 * every state, one extra step for every transition they do not take yet, and the simple paths of a whole
 * interview) are run against the SessionController with a fake socket, audio context, recorder, countdown and
 * HTTP calls. After each step the controller must be in the state the model predicts. Coverage (states reached,
 * transitions taken) is printed and must be 100 %.
 */

const input = { roomId: 'r1', interviewerName: 'Ava', timeRemaining: 2 };
const model = (final: boolean, type: 'model_response' | 'model_repeat_response' = 'model_response') =>
  msg({
    type,
    audio_base_64: 'AAAA',
    transcript: final ? 'Question?' : 'Hello.',
    final_sentence: final,
    chat: testChat('m1', 'MODEL'),
    metadata: { t: 1 },
  });

/** The alphabet: every event the room can see, with representative payloads. */
const EVENTS: SessionEvent[] = [
  { type: 'start', join: testJoin },
  { type: 'socketOpen' },
  { type: 'socketReconnecting', attempt: 1 },
  { type: 'socketFailed' },
  msg({ type: 'initial_message', metadata: { m: 1 } }),
  model(false),
  model(true),
  model(true, 'model_repeat_response'),
  msg({ type: 'user_transcript', transcript: 'x', chat: testChat('c1', 'CANDIDATE') }),
  msg({ type: 'end' }),
  msg({ type: 'toggle_leave_interview' }),
  msg({ type: 'error', code: 'ERROR_MULTIPLE_CONNECTIONS' }),
  msg({ type: 'error', code: 'ERROR_HANDLING_USER_RESPONSE_AUDIO' }),
  msg({ type: 'error', code: 'ERROR_INTERVIEW_FINISHED' }),
  msg({ type: 'error', code: 'ERROR_INVALID_SESSION' }),
  msg({ type: 'error', code: 'ERROR_NOT_USER_TURN' }),
  msg({ type: 'error' }),
  msg({ type: 'ping', eventId: 'e1' }),
  msg({ type: 'hint_response', hintResponse: 'hint' }),
  msg({ type: 'analytics_response', analytics: {} as never }),
  { type: 'connectionLost', code: 1006 },
  { type: 'connectionLost', code: 4001 },
  { type: 'linkLost', cause: 'silence' },
  { type: 'linkLost', cause: 'offline' },
  { type: 'chunkStarted', caption: 'Hello.' },
  { type: 'chunkEnded' },
  { type: 'queueDrained', finalSentence: true },
  { type: 'queueDrained', finalSentence: false },
  { type: 'startRecording', hasRecorder: true, microphoneSelected: true },
  { type: 'startRecording', hasRecorder: true, microphoneSelected: false },
  { type: 'startRecording', hasRecorder: false, microphoneSelected: true },
  { type: 'recordingStarted' },
  { type: 'recordingFailed', message: 'Could not access microphone. Please check permissions.' },
  { type: 'stopRecording' },
  { type: 'recordingTimeUp' },
  { type: 'microphoneEnded' },
  { type: 'audioRecorded', audioBase64: 'AQID' },
  { type: 'audioRecorded', audioBase64: '' },
  { type: 'audioFailed', message: 'Error stopping recording' },
  { type: 'sendText', text: 'my answer' },
  { type: 'sendText', text: '   ' },
  { type: 'repeat' },
  { type: 'resendAnswer' },
  { type: 'discardAnswer' },
  { type: 'leave' },
  { type: 'deadlinePassed', wait: 'joining' },
  { type: 'deadlinePassed', wait: 'waiting' },
  { type: 'deadlinePassed', wait: 'sending' },
  { type: 'deadlinePassed', wait: 'processing' },
  { type: 'deadlinePassed', wait: 'leaving' },
  { type: 'deadlinePassed', wait: 'starting' },
  { type: 'deadlinePassed', wait: 'encoding' },
  { type: 'deadlinePassed', wait: 'speaking' },
  { type: 'deadlinePassed', wait: 'revoking' },
  { type: 'retryAfterAudioError' },
  { type: 'revokeOtherSession' },
  { type: 'backToDashboard' },
  { type: 'refreshPage' },
  { type: 'reconnect' },
  { type: 'tick' },
  { type: 'timeSynced', timeRemaining: 2 },
  { type: 'otherTab', live: true },
  { type: 'otherTab', live: false },
  { type: 'chatsSynced', chats: [testChat('c9', 'CANDIDATE')] },
  { type: 'endCallSucceeded' },
  { type: 'endCallFailed' },
  { type: 'revokeSucceeded' },
  { type: 'revokeFailed' },
  { type: 'revokeFailed', finished: true },
];

// What distinguishes two states for the model: the phase and the context that guards read.
const serializeFlow = (s: SessionSnapshotValue) =>
  JSON.stringify([
    s.value,
    s.context.serverEnded,
    s.context.toggleLeave,
    s.context.pendingAnswer?.kind ?? null,
    s.context.resumeAt,
    s.context.timeRemaining,
    s.context.timeoutEndFailures,
  ]);
// Whether an earlier answer may still be acknowledged (decision 0648; guards read it, its count is unbounded):
// for the paths to every state and transition, not the happy path's simple paths, which it would multiply.
const serializeState = (s: SessionSnapshotValue) => `${serializeFlow(s)}${s.context.lateAnswers > 0}`;
const serializeEvent = (e: SessionEvent) => JSON.stringify(e);

// ---- every state node and transition of the machine, to measure coverage ---------------------------------

const allNodes: AnyStateNode[] = [];
(function walk(node: AnyStateNode) {
  if (node.type !== 'history') allNodes.push(node);
  for (const child of Object.values(node.states)) walk(child);
})(sessionMachine.root);
const allTransitions = new Set<object>();
for (const node of allNodes) {
  for (const defs of node.transitions.values()) for (const def of defs) allTransitions.add(def);
  for (const def of node.always ?? []) allTransitions.add(def);
}
const reachedNodes = new Set<string>();
const takenTransitions = new Set<object>();

function record(snapshot: SessionSnapshotValue, event: SessionEvent): SessionSnapshotValue {
  for (const def of sessionMachine.getTransitionData(snapshot as never, event)) takenTransitions.add(def);
  const [next] = transition(sessionMachine, snapshot, event);
  for (const node of next._nodes) reachedNodes.add(node.id);
  // Eventless transitions taken on the way (`always`) are found by replaying from the configuration.
  for (const node of next._nodes) for (const def of node.always ?? []) takenTransitions.add(def);
  return next;
}

// ---- the fake world the controller runs in -------------------------------------------------------------------

interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

function world() {
  const sockets: FakeSocket[] = [];
  const mics: Deferred<MediaStreamLike>[] = [];
  const recorders: FakeMediaRecorder[] = [];
  const endCalls: Deferred<boolean>[] = [];
  const revokeCalls: Deferred<RevokeOutcome>[] = [];
  const deferred = <T>(list: Deferred<T>[]) =>
    new Promise<T>((resolve, reject) => list.push({ resolve, reject }));
  const recorderDeps: RecorderDeps = {
    getUserMedia: () => deferred(mics),
    // Stopping completes when the path says so (audioRecorded / audioFailed).
    createMediaRecorder: () => {
      const r = new FakeMediaRecorder();
      recorders.push(r);
      return r;
    },
    isTypeSupported: () => true,
    // The recorder's own timer never fires: the 120 s cap is the recordingTimeUp step.
    setInterval: () => 0,
    clearInterval: () => undefined,
  };
  // Audio never decodes: chunk starts and drains are the path's chunkStarted / queueDrained steps.
  const audioContext: AudioContextLike = {
    state: 'running',
    destination: {},
    resume: async () => undefined,
    decodeAudioData: () => new Promise(() => undefined),
    createBufferSource: () => {
      throw new Error('not decoded');
    },
  };
  const controller = new SessionController({
    room: { roomId: 'r1', candidateId: 'c1', interviewerId: 'i1', interviewerName: 'Ava', timeRemaining: 2 },
    wsBaseUrl: 'ws://x',
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    audioContext,
    recorderDeps,
    // The countdown's interval never fires: ticks are the path's tick steps.
    countdownTimers: { setInterval: () => 0, clearInterval: () => undefined },
    endInterview: () => deferred(endCalls),
    revokeOtherSession: () => deferred(revokeCalls),
    getMicrophoneId: () => 'mic',
    toast: () => undefined,
    playSound: () => undefined,
    navigate: () => undefined,
    reload: () => undefined,
    clearStorage: () => undefined,
    // Deadlines, the silence watchdog and the offline grace never fire on their own: they are the path's
    // deadlinePassed and linkLost steps (the grace itself: session-controller.link.test.ts, decision 0642).
    setTimeout: () => 0,
    clearTimeout: () => undefined,
  });
  const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  const socket = () => sockets.at(-1);

  /** Produces the event the way the real world would, where the fakes allow it; else dispatches it. */
  async function perform(event: SessionEvent) {
    const s = socket();
    switch (event.type) {
      case 'socketOpen':
        if (s && s.readyState === 0) s.open();
        else controller.dispatch(event);
        break;
      case 'server.ping':
      case 'server.initial_message':
      case 'server.user_transcript':
      case 'server.model_response':
      case 'server.model_repeat_response':
      case 'server.hint_response':
      case 'server.analytics_response':
      case 'server.end':
      case 'server.toggle_leave_interview':
      case 'server.error':
        if (s && s.readyState === 1) s.receive(event.message);
        else controller.dispatch(event);
        break;
      case 'connectionLost':
        if (s && s.readyState === 1) s.drop(event.code);
        else controller.dispatch(event);
        break;
      case 'recordingStarted': {
        const mic = mics.shift();
        if (mic) mic.resolve({ getTracks: () => [] });
        else controller.dispatch(event);
        break;
      }
      case 'recordingFailed': {
        const mic = mics.shift();
        if (mic) mic.reject(new Error('denied'));
        else controller.dispatch(event);
        break;
      }
      case 'audioRecorded':
      case 'audioFailed': {
        const r = recorders.at(-1);
        if (r && r.state === 'recording' && r.onstop) {
          if (event.type === 'audioFailed') {
            r.state = 'inactive';
            r.onerror?.(new Error('stop failed'));
          } else r.finish(event.audioBase64 !== '');
        } else controller.dispatch(event);
        break;
      }
      case 'endCallSucceeded':
      case 'endCallFailed': {
        // The latest end call answers (G6: an earlier one's result is stale and ignored by the controller).
        const call = endCalls.pop();
        endCalls.length = 0;
        if (call) call.resolve(event.type === 'endCallSucceeded');
        else controller.dispatch(event);
        break;
      }
      case 'revokeSucceeded':
      case 'revokeFailed': {
        const call = revokeCalls.shift();
        if (call)
          call.resolve(event.type === 'revokeSucceeded' ? 'revoked' : event.finished ? 'finished' : 'failed');
        else controller.dispatch(event);
        break;
      }
      default:
        controller.dispatch(event);
    }
    await flush();
    if (event.type === 'audioRecorded' || event.type === 'audioFailed') {
      // Blob → Base64 reads the blob asynchronously.
      await new Promise((r) => setTimeout(r, 0));
      await flush();
    }
  }
  /** Recorders the browser would show as a live microphone. */
  const liveMicrophones = () => recorders.filter((r) => r.running).length;
  return { controller, perform, liveMicrophones };
}

async function runPath(path: StatePath<SessionSnapshotValue, SessionEvent>) {
  const { controller, perform, liveMicrophones } = world();
  let [expected] = initialTransition(sessionMachine, input);
  try {
    for (const step of path.steps) {
      if ((step.event as { type: string }).type === 'xstate.init') continue;
      expected = record(expected, step.event);
      await perform(step.event);
      const actual = controller.getSnapshot().session;
      expect(
        { phase: actual.phase, pending: actual.pendingAnswer?.kind ?? null },
        `after ${step.event.type} on path ${path.steps.map((s) => s.event.type).join(' → ')}`,
      ).toEqual({ phase: viewOf(expected).phase, pending: expected.context.pendingAnswer?.kind ?? null });
      // The recorder runs exactly when the machine is in a recording state (decision 0631).
      expect(liveMicrophones(), `live microphones in ${actual.phase}`).toBe(actual.recording ? 1 : 0);
      // At most one modal: a session dialog and 'Are you sure?' are never offered together.
      expect(actual.dialog !== null && actual.canConfirmLeave, `two modals in ${actual.phase}`).toBe(false);
    }
  } finally {
    controller.dispose();
  }
}

const options = { input, events: EVENTS, serializeState, serializeEvent };
const shortest = getShortestPaths(sessionMachine, options);

/** Shortest paths to every state, plus one step for each transition none of them takes. */
function transitionPaths() {
  const covered = new Set<object>();
  const note = (path: StatePath<SessionSnapshotValue, SessionEvent>) => {
    let [s] = initialTransition(sessionMachine, input);
    for (const step of path.steps) {
      if ((step.event as { type: string }).type === 'xstate.init') continue;
      for (const def of sessionMachine.getTransitionData(s as never, step.event)) covered.add(def);
      [s] = transition(sessionMachine, s, step.event);
    }
  };
  shortest.forEach(note);
  const extra: StatePath<SessionSnapshotValue, SessionEvent>[] = [];
  for (const path of shortest) {
    for (const event of EVENTS) {
      const defs = sessionMachine.getTransitionData(path.state as never, event);
      if (defs.length === 0 || defs.every((d) => covered.has(d))) continue;
      defs.forEach((d) => covered.add(d));
      const [next] = transition(sessionMachine, path.state, event);
      extra.push({ state: next, steps: [...path.steps, { event, state: next }], weight: path.weight + 1 });
    }
  }
  return extra;
}
const extraPaths = transitionPaths();

// Simple paths of a whole interview on the happy path (every way to reach the feedback page without faults).
// Not the waiting and processing deadlines: past them the interviewer is late (`live.late`, decision 0662), a
// fault whose every transition the shortest and transition paths take; among the happy events they multiplied
// the simple paths from ~2,800 to 10,125 (77.8 CPU-s for this file instead of 36.9).
const happy: SessionEvent[] = [
  { type: 'start', join: testJoin },
  { type: 'socketOpen' },
  msg({ type: 'initial_message', metadata: { m: 1 } }),
  model(true),
  { type: 'queueDrained', finalSentence: true },
  { type: 'sendText', text: 'my answer' },
  msg({ type: 'user_transcript', transcript: 'x', chat: testChat('c1', 'CANDIDATE') }),
  { type: 'leave' },
  { type: 'deadlinePassed', wait: 'joining' },
  { type: 'deadlinePassed', wait: 'sending' },
  { type: 'deadlinePassed', wait: 'leaving' },
  { type: 'endCallSucceeded' },
];
const simple = getSimplePaths(sessionMachine, {
  ...options,
  serializeState: serializeFlow,
  events: happy,
  toState: (s) => s.matches('ended'),
});

describe('session statechart, model-based', () => {
  it.each(shortest.map((p, i) => [i, p] as const))('shortest path %i', async (_i, path) => {
    await runPath(path);
  });

  it.each(extraPaths.map((p, i) => [i, p] as const))('transition path %i', async (_i, path) => {
    await runPath(path);
  });

  it.each(simple.map((p, i) => [i, p] as const))('simple path to the feedback page %i', async (_i, path) => {
    await runPath(path);
  });

  afterAll(() => {
    const stateCount = allNodes.length;
    const transitionCount = allTransitions.size;
    const reached = allNodes.filter((n) => reachedNodes.has(n.id) || n.id === 'session').length;
    const taken = [...allTransitions].filter((t) => takenTransitions.has(t)).length;
    const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;
    console.log(
      `[model-based] paths: ${shortest.length} shortest + ${extraPaths.length} transition + ${simple.length} simple; ` +
        `states reached ${reached}/${stateCount} (${pct(reached, stateCount)}), ` +
        `transitions taken ${taken}/${transitionCount} (${pct(taken, transitionCount)})`,
    );
    const missed = allNodes.filter((n) => !reachedNodes.has(n.id) && n.id !== 'session').map((n) => n.id);
    const untaken = [...allTransitions]
      .filter((t) => !takenTransitions.has(t))
      .map((t) => {
        const d = t as { source: AnyStateNode; eventType: string };
        return `${d.source.id} on ${d.eventType}`;
      });
    if (missed.length || untaken.length) console.log('[model-based] not covered:', missed, untaken);
    expect(missed).toEqual([]);
    expect(untaken).toEqual([]);
  });
});
