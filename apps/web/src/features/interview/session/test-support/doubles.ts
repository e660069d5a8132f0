import type { Chat, ServerMessage, ServerMessageOf } from '@mockint/api-contract/socket';
import type { MediaRecorderLike } from '../../audio/recorder';
import type { WebSocketLike } from '../../socket/interview-socket';
import { initialSessionState, transition } from '../session-step';
import { serverEvent, type JoinPayload, type SessionEffect, type SessionEvent } from '../session-types';
import type { SessionState } from '../session-view';

// Test doubles and builders shared by the session's tests (machine, model-based, controller). Not imported by
// app code.

export const testJoin: JoinPayload = {
  interviewRoomId: 'r1',
  interviewLanguageId: 'en',
  candidateId: 'c1',
  userAgent: 'ua',
  language: 'en',
  screenWidth: 1,
  screenHeight: 1,
  devices: [],
};

export const testChat = (id: string, sender: Chat['sender'], sentences = ['x']): Chat => ({
  id,
  sender,
  timestamp: '2026-01-01T10:00:00Z',
  sentences,
});

/** A socket the test drives: `open()`, `receive()` a server frame, `drop()` with a close code. */
export class FakeSocket implements WebSocketLike {
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  sent: Record<string, unknown>[] = [];
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

/**
 * A MediaRecorder whose recording is three bytes (AQID in Base64). With `finishOnStop` it finishes as soon as
 * it is stopped; without, the test says when with `finish()`.
 */
export class FakeMediaRecorder implements MediaRecorderLike {
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  /** stop() was called (by Recorder.stop or Recorder.cancel): the microphone is no longer listened to. */
  stopCalled = false;
  constructor(private readonly finishOnStop = false) {}
  start() {
    this.state = 'recording';
  }
  /** Recording and not asked to stop: what the browser shows as a live microphone. */
  get running() {
    return this.state === 'recording' && !this.stopCalled;
  }
  stop() {
    this.stopCalled = true;
    if (this.finishOnStop) this.finish();
  }
  finish(withAudio = true) {
    this.state = 'inactive';
    if (withAudio) this.ondataavailable?.({ data: new Blob([new Uint8Array([1, 2, 3])]) });
    this.onstop?.();
  }
}

// ---- stepping the pure machine -----------------------------------------------------------------------------

export const msg = (message: ServerMessage): SessionEvent => serverEvent(message);

export const modelResponse = (final: boolean, text = 'Hello'): ServerMessageOf<'model_response'> => ({
  type: 'model_response',
  audio_base_64: 'AAAA',
  transcript: text,
  final_sentence: final,
  chat: testChat('m1', 'MODEL', [text]),
  metadata: { turn: final ? 2 : 1 },
});

/** Steps through the events; the effects are those of the last one. */
export function run(state: SessionState, ...events: SessionEvent[]) {
  let effects: SessionEffect[] = [];
  for (const event of events) {
    const result = transition(state, event);
    state = result.state;
    effects = result.effects;
  }
  return { state, effects };
}

export const fresh = (timeRemaining = 600) =>
  initialSessionState({ roomId: 'room-1', interviewerName: 'Ava', timeRemaining });

/** Joined: the socket is open and initial_message arrived; the interviewer has not spoken yet. */
export function joinedState(timeRemaining = 600, metadata: Record<string, unknown> = {}): SessionState {
  return run(
    fresh(timeRemaining),
    { type: 'start', join: testJoin },
    { type: 'socketOpen' },
    msg({ type: 'initial_message', metadata }),
  ).state;
}

/** Connected, the first question played, the user's turn. */
export function userTurnState(timeRemaining = 600): SessionState {
  return run(joinedState(timeRemaining, { m: 1 }), msg(modelResponse(true)), {
    type: 'queueDrained',
    finalSentence: true,
  }).state;
}

export const startRec: SessionEvent[] = [
  { type: 'startRecording', hasRecorder: true, microphoneSelected: true },
  { type: 'recordingStarted' },
];

export const toasts = (effects: SessionEffect[]) =>
  effects
    .filter((e): e is Extract<SessionEffect, { type: 'toast' }> => e.type === 'toast')
    .map((e) => e.message);
export const sent = (effects: SessionEffect[]) =>
  effects
    .filter((e): e is Extract<SessionEffect, { type: 'send' }> => e.type === 'send')
    .map((e) => e.message);
