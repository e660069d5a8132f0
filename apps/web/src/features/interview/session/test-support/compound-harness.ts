import { afterEach, beforeEach, expect, vi } from 'vitest';
import { SOCKET_PING_INTERVAL_MS } from '@mockint/api-contract/socket';
import type { AudioContextLike, AudioSourceLike } from '../../audio/audio-queue';
import type { MediaStreamLike, RecorderDeps } from '../../audio/recorder';
import { SessionController, type SessionControllerDeps } from '../session-controller';
import type { RevokeOutcome } from '../session-types';
import { FakeMediaRecorder, FakeSocket, testChat, testJoin } from './doubles';

// The room under compound faults, set up (tests only; session-compound-faults*.test.ts): the real
// SessionController with a fake socket, audio context, recorder (whose microphone can be held opening) and HTTP
// calls. `compoundHarness()` inside a describe sets it up before each test; `h` holds the current test's fakes.

export class FakeSource implements AudioSourceLike {
  buffer = null;
  onended: (() => void) | null = null;
  stopped = false;
  connect() {}
  disconnect() {}
  start() {
    h.sources.push(this);
  }
  stop() {
    this.stopped = true;
  }
}

const audioContext: AudioContextLike = {
  state: 'running',
  destination: {},
  resume: async () => undefined,
  decodeAudioData: async () => ({ duration: 1 }),
  createBufferSource: () => new FakeSource(),
};

export const chat = testChat('m1', 'MODEL', ['Hi']);
export const question = (final = true, metadata: Record<string, unknown> = { k: 2 }) => ({
  type: 'model_response',
  audio_base_64: 'AAAA',
  transcript: 'Hi',
  final_sentence: final,
  chat,
  metadata,
});
export const transcript = {
  type: 'user_transcript',
  transcript: 'x',
  chat: testChat('c1', 'CANDIDATE', ['x']),
};

export const h = {} as {
  sockets: FakeSocket[];
  sources: FakeSource[];
  recorders: FakeMediaRecorder[];
  streams: { stopped: number }[];
  pendingMics: ((stream: MediaStreamLike) => void)[];
  /** getUserMedia waits (pendingMics) instead of answering at once. */
  holdMicrophone: boolean;
  deps: SessionControllerDeps & { toasts: string[]; navigations: string[] };
  controller: SessionController;
};

/** Registers the set-up and tear-down of each test. */
export function compoundHarness() {
  beforeEach(() => {
    vi.useFakeTimers();
    h.sockets = [];
    h.sources = [];
    h.recorders = [];
    h.streams = [];
    h.pendingMics = [];
    h.holdMicrophone = false;
    const recorderDeps: RecorderDeps = {
      getUserMedia: () => {
        const stream = { stopped: 0 };
        h.streams.push(stream);
        const value = { getTracks: () => [{ stop: () => void stream.stopped++ }] };
        if (!h.holdMicrophone) return Promise.resolve(value);
        return new Promise((resolve) => h.pendingMics.push(() => resolve(value)));
      },
      createMediaRecorder: () => {
        const r = new FakeMediaRecorder(true);
        h.recorders.push(r);
        return r;
      },
      isTypeSupported: () => true,
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (h) => clearInterval(h as number),
    };
    h.deps = {
      toasts: [],
      navigations: [],
      room: {
        roomId: 'r1',
        candidateId: 'c1',
        interviewerId: 'i1',
        interviewerName: 'Ava',
        timeRemaining: 600,
      },
      wsBaseUrl: 'ws://x',
      createSocket: () => {
        const s = new FakeSocket();
        h.sockets.push(s);
        return s;
      },
      audioContext,
      recorderDeps,
      endInterview: vi.fn(async () => true),
      revokeOtherSession: vi.fn(async (): Promise<RevokeOutcome> => 'revoked'),
      getMicrophoneId: () => 'mic',
      toast: (_kind, message) => h.deps.toasts.push(message),
      playSound: vi.fn(),
      navigate: (to) => h.deps.navigations.push(to),
      reload: vi.fn(),
      clearStorage: vi.fn(),
    };
    build();
  });
  afterEach(() => {
    h.controller.dispose();
    vi.useRealTimers();
  });
}

export const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};
export const session = () => h.controller.getSnapshot().session;
export const socket = () => h.sockets.at(-1)!;
/** MediaRecorders the browser would show as a live microphone. */
export const liveMicrophones = () => h.recorders.filter((r) => r.running).length;

export function build(patch: Partial<SessionControllerDeps> = {}) {
  h.controller?.dispose();
  h.controller = new SessionController({ ...h.deps, ...patch });
}

/**
 * Time passes on a server that is alive but does not answer: it keeps its keep-alive promise (a ping every
 * SOCKET_PING_INTERVAL_MS), so only the wait's own deadline can end the wait, not the silence watchdog (0632).
 */
export async function aliveFor(ms: number) {
  for (let left = ms; left > 0; left -= SOCKET_PING_INTERVAL_MS) {
    await vi.advanceTimersByTimeAsync(Math.min(left, SOCKET_PING_INTERVAL_MS));
    if (socket().readyState === 1) socket().receive({ type: 'ping', eventId: `alive-${left}` });
  }
}

export async function join() {
  h.controller.dispatch({ type: 'start', join: testJoin });
  socket().open();
  socket().receive({ type: 'initial_message', metadata: { k: 1 } });
  await flush();
}

/** Joined, asked, the question played: the candidate's turn. */
export async function candidateTurn() {
  await join();
  socket().receive(question());
  await flush();
  h.sources.at(-1)!.onended?.();
  await vi.advanceTimersByTimeAsync(300);
  expect(session().phase).toBe('running.live.candidate.ready');
}

export async function recordingNow() {
  await candidateTurn();
  h.controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
  await flush();
  expect(session().recording).toBe(true);
  expect(liveMicrophones()).toBe(1);
}
