import { afterEach, beforeEach, vi } from 'vitest';
import type { AudioContextLike, AudioSourceLike } from '../../audio/audio-queue';
import type { RecorderDeps } from '../../audio/recorder';
import { SessionController, type SessionControllerDeps } from '../session-controller';
import type { RevokeOutcome } from '../session-types';
import { FakeMediaRecorder, FakeSocket, testChat, testJoin } from './doubles';

// The session controller with fakes around it (tests only): a socket per connect, an audio context whose
// sources are counted, a recorder, fake timers. `controllerHarness()` inside a describe sets it up before each
// test; its fields are the current test's.

export class FakeSource implements AudioSourceLike {
  buffer = null;
  onended: (() => void) | null = null;
  connect() {}
  disconnect() {}
  start() {
    harness.sources.push(this);
  }
  stop() {}
}

export const ctx: AudioContextLike = {
  state: 'running',
  destination: {},
  resume: async () => undefined,
  decodeAudioData: async () => ({ duration: 1 }),
  createBufferSource: () => new FakeSource(),
};

const recorderDeps: RecorderDeps = {
  getUserMedia: async () => ({ getTracks: () => [] }),
  createMediaRecorder: () => new FakeMediaRecorder(true),
  isTypeSupported: () => true,
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as number),
};

export const chat = testChat('m1', 'MODEL', ['Hi']);

export interface ControllerHarness {
  sockets: FakeSocket[];
  sources: FakeSource[];
  deps: SessionControllerDeps & { toasts: string[]; navigations: string[] };
  controller: SessionController;
}

const harness = {} as ControllerHarness;

export const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

/** Registers the set-up and tear-down of each test; returns the harness whose fields are the current test's. */
export function controllerHarness(): ControllerHarness {
  beforeEach(() => {
    vi.useFakeTimers();
    harness.sockets = [];
    harness.sources = [];
    const toasts: string[] = [];
    const navigations: string[] = [];
    harness.deps = {
      toasts,
      navigations,
      room: {
        roomId: 'r1',
        candidateId: 'c1',
        interviewerId: 'i1',
        interviewerName: 'Ava',
        timeRemaining: 3,
      },
      wsBaseUrl: 'ws://x',
      createSocket: () => {
        const s = new FakeSocket();
        harness.sockets.push(s);
        return s;
      },
      audioContext: ctx,
      recorderDeps,
      endInterview: vi.fn(async () => true),
      revokeOtherSession: vi.fn(async (): Promise<RevokeOutcome> => 'revoked'),
      getMicrophoneId: () => 'mic',
      toast: (_kind, message) => toasts.push(message),
      playSound: vi.fn(),
      navigate: (to) => navigations.push(to),
      reload: vi.fn(),
      clearStorage: vi.fn(),
    };
    harness.controller = new SessionController(harness.deps);
  });
  afterEach(() => {
    harness.controller.dispose();
    vi.useRealTimers();
  });
  return harness;
}

/** The interviewer's first question, in one final chunk. */
export const firstQuestion = {
  type: 'model_response',
  audio_base_64: 'AAAA',
  transcript: 'Hi',
  final_sentence: true,
  chat,
  metadata: { k: 2 },
} as const;

/** Joins and plays the first question; `playMs`: how long its one chunk plays before it ends. */
export async function connectAndAsk(playMs = 0) {
  const { controller, sockets } = harness;
  controller.dispatch({ type: 'start', join: testJoin });
  sockets[0]!.open();
  sockets[0]!.receive({ type: 'initial_message', metadata: { k: 1 } });
  sockets[0]!.receive(firstQuestion);
  await flush();
  await vi.advanceTimersByTimeAsync(playMs);
  harness.sources[0]!.onended?.();
  await vi.advanceTimersByTimeAsync(300);
}
