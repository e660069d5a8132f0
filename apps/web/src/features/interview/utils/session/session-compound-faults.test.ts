import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AudioContextLike, AudioSourceLike } from '../audio/audio-queue';
import type { MediaStreamLike, RecorderDeps } from '../audio/recorder';
import { SessionController, type SessionControllerDeps } from './session-controller';
import { SOCKET_PING_INTERVAL_MS } from '@mockint/api-contract/socket';
import { DEADLINES_MS, type RevokeOutcome } from './session-types';
import { FakeMediaRecorder, FakeSocket, testChat, testJoin } from './test-doubles';

// The room under compound faults (F1–F10 of the review of the session code): each test drives the real
// SessionController with a fake socket, audio context, recorder and HTTP calls, and checks what the
// candidate would notice: a microphone left open, a room stuck without a way forward, an answer lost.

class FakeSource implements AudioSourceLike {
  buffer = null;
  onended: (() => void) | null = null;
  stopped = false;
  connect() {}
  disconnect() {}
  start() {
    sources.push(this);
  }
  stop() {
    this.stopped = true;
  }
}
let sources: FakeSource[] = [];

const audioContext: AudioContextLike = {
  state: 'running',
  destination: {},
  resume: async () => undefined,
  decodeAudioData: async () => ({ duration: 1 }),
  createBufferSource: () => new FakeSource(),
};

const chat = testChat('m1', 'MODEL', ['Hi']);
const question = (final = true, metadata: Record<string, unknown> = { k: 2 }) => ({
  type: 'model_response',
  audio_base_64: 'AAAA',
  transcript: 'Hi',
  final_sentence: final,
  chat,
  metadata,
});
const transcript = { type: 'user_transcript', transcript: 'x', chat: testChat('c1', 'CANDIDATE', ['x']) };

describe('the room under compound faults', () => {
  let sockets: FakeSocket[];
  let recorders: FakeMediaRecorder[];
  let streams: { stopped: number }[];
  let pendingMics: ((stream: MediaStreamLike) => void)[];
  let holdMicrophone: boolean;
  let deps: SessionControllerDeps & { toasts: string[]; navigations: string[] };
  let controller: SessionController;
  const flush = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  const session = () => controller.getSnapshot().session;
  const socket = () => sockets.at(-1)!;
  /** MediaRecorders the browser would show as a live microphone. */
  const liveMicrophones = () => recorders.filter((r) => r.running).length;

  function build(patch: Partial<SessionControllerDeps> = {}) {
    controller?.dispose();
    controller = new SessionController({ ...deps, ...patch });
  }

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    sources = [];
    recorders = [];
    streams = [];
    pendingMics = [];
    holdMicrophone = false;
    const recorderDeps: RecorderDeps = {
      getUserMedia: () => {
        const stream = { stopped: 0 };
        streams.push(stream);
        const value = { getTracks: () => [{ stop: () => void stream.stopped++ }] };
        if (!holdMicrophone) return Promise.resolve(value);
        return new Promise((resolve) => pendingMics.push(() => resolve(value)));
      },
      createMediaRecorder: () => {
        const r = new FakeMediaRecorder(true);
        recorders.push(r);
        return r;
      },
      isTypeSupported: () => true,
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (h) => clearInterval(h as number),
    };
    deps = {
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
        sockets.push(s);
        return s;
      },
      audioContext,
      recorderDeps,
      endInterview: vi.fn(async () => true),
      revokeOtherSession: vi.fn(async (): Promise<RevokeOutcome> => 'revoked'),
      getMicrophoneId: () => 'mic',
      toast: (_kind, message) => deps.toasts.push(message),
      playSound: vi.fn(),
      navigate: (to) => deps.navigations.push(to),
      reload: vi.fn(),
      clearStorage: vi.fn(),
    };
    build();
  });
  afterEach(() => {
    controller.dispose();
    vi.useRealTimers();
  });

  /**
   * Time passes on a server that is alive but does not answer: it keeps its keep-alive promise (a ping every
   * SOCKET_PING_INTERVAL_MS), so only the wait's own deadline can end the wait, not the silence watchdog (0632).
   */
  async function aliveFor(ms: number) {
    for (let left = ms; left > 0; left -= SOCKET_PING_INTERVAL_MS) {
      await vi.advanceTimersByTimeAsync(Math.min(left, SOCKET_PING_INTERVAL_MS));
      if (socket().readyState === 1) socket().receive({ type: 'ping', eventId: `alive-${left}` });
    }
  }

  async function join() {
    controller.dispatch({ type: 'start', join: testJoin });
    socket().open();
    socket().receive({ type: 'initial_message', metadata: { k: 1 } });
    await flush();
  }

  /** Joined, asked, the question played: the candidate's turn. */
  async function candidateTurn() {
    await join();
    socket().receive(question());
    await flush();
    sources.at(-1)!.onended?.();
    await vi.advanceTimersByTimeAsync(300);
    expect(session().phase).toBe('running.live.candidate.ready');
  }

  async function recordingNow() {
    await candidateTurn();
    controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
    await flush();
    expect(session().recording).toBe(true);
    expect(liveMicrophones()).toBe(1);
  }

  // ---- F5: the microphone is left recording -----------------------------------------------------------------

  describe('F5: no microphone left open', () => {
    it('F5: an error frame while recording closes the microphone, and a later Start Speaking works', async () => {
      await recordingNow();
      socket().receive({ type: 'error', code: 'ERROR_GENERATING_RESPONSE' });
      await flush();
      expect(session().dialog).toEqual({ kind: 'generation', code: 'ERROR_GENERATING_RESPONSE' });
      expect(liveMicrophones()).toBe(0);
      expect(streams.every((s) => s.stopped > 0)).toBe(true);
    });

    it('F5: an audio error frame while recording closes the microphone; the next recording starts', async () => {
      await recordingNow();
      socket().receive({ type: 'error', code: 'ERROR_HANDLING_USER_RESPONSE_AUDIO' });
      await flush();
      expect(liveMicrophones()).toBe(0);
      controller.dispatch({ type: 'retryAfterAudioError' });
      controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
      await flush();
      expect(deps.toasts).not.toContain('Recording failed. Please check your microphone.');
      expect(session().recording).toBe(true);
      expect(liveMicrophones()).toBe(1);
    });

    it('F5: an error frame while the microphone opens releases it when it opens', async () => {
      await candidateTurn();
      holdMicrophone = true;
      controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
      await flush();
      socket().receive({ type: 'error', code: 'ERROR_GENERATING_RESPONSE' });
      pendingMics.shift()!({ getTracks: () => [] });
      await flush();
      expect(liveMicrophones()).toBe(0);
      expect(recorders).toHaveLength(0);
      expect(streams.at(-1)!.stopped).toBe(1);
    });

    it('F5: the server ending the interview (end + toggle_leave_interview) while recording closes it', async () => {
      await recordingNow();
      socket().receive({ type: 'end' });
      socket().receive({ type: 'toggle_leave_interview' });
      await flush();
      expect(session().leaving).toBe(true);
      expect(liveMicrophones()).toBe(0);
    });
  });

  // ---- F1, F2: leaving ------------------------------------------------------------------------------------------

  describe('F1/F2: leaving is a real phase', () => {
    it('F1: a drop during Leave, then a failed end call, is Connection Lost, not a live room on a dead socket', async () => {
      let fail: (ok: boolean) => void = () => undefined;
      build({ endInterview: () => new Promise<boolean>((resolve) => (fail = resolve)) });
      await candidateTurn();
      controller.dispatch({ type: 'leave' });
      socket().drop(1006);
      fail(false);
      await flush();
      expect(deps.toasts).toContain('Failed to end interview room session');
      expect(session().dialog).toEqual({ kind: 'connection-lost' });
      expect(session().connected).toBe(false);
      // Reconnect resumes at the candidate's turn.
      controller.dispatch({ type: 'reconnect' });
      socket().open();
      socket().receive({ type: 'initial_message', metadata: { k: 3 } });
      expect(session().phase).toBe('running.live.candidate.ready');
    });

    it('F1: after a failed end call on a working socket an answer is sent and acknowledged normally', async () => {
      build({ endInterview: vi.fn(async () => false) });
      await candidateTurn();
      controller.dispatch({ type: 'leave' });
      await flush();
      expect(session().phase).toBe('running.live.candidate.ready');
      expect(controller.sendText('my answer')).toBe(true);
      expect(socket().sent.at(-1)).toMatchObject({ type: 'user_response_text', message: 'my answer' });
      socket().receive(transcript);
      expect(session().phase).toBe('running.live.processing');
    });

    it('F2: Leave stops the interviewer audio and the recorder', async () => {
      build({ endInterview: () => new Promise<boolean>(() => undefined) });
      await join();
      socket().receive(question(false));
      await flush();
      expect(session().modelPlaying).toBe(true);
      controller.dispatch({ type: 'leave' });
      expect(sources.at(-1)!.stopped).toBe(true);
      expect(session().leaving).toBe(true);
    });

    it('F2: late frames while leaving, then a failed end call, resume at a turn that can move on', async () => {
      let answer: (ok: boolean) => void = () => undefined;
      build({ endInterview: () => new Promise<boolean>((resolve) => (answer = resolve)) });
      await candidateTurn();
      controller.sendText('my answer');
      controller.dispatch({ type: 'leave' });
      socket().receive(transcript);
      socket().receive(question(true, { k: 5 }));
      await flush();
      // The interviewer's late reply is not played under 'Leaving...'.
      expect(session().modelPlaying).toBe(false);
      answer(false);
      await flush();
      expect(session().phase).toBe('running.live.candidate.ready');
      // The late reply's text is in the transcript; the answer was acknowledged, so it is not offered again.
      expect(session().chats.map((c) => c.id)).toEqual(['m1', 'c1']);
      expect(session().canResend).toBe(false);
      controller.dispatch({ type: 'repeat' });
      expect(socket().sent.at(-1)).toEqual({ type: 'request_repeat_response', metadata: { k: 5 } });
    });
  });

  // ---- F3: connecting ------------------------------------------------------------------------------------------

  describe('F3: connecting', () => {
    it('F3: End interview while connecting stops connecting and ends the interview', async () => {
      controller.dispatch({ type: 'start', join: testJoin });
      expect(session().joining).toBe(true);
      controller.dispatch({ type: 'leave' });
      await flush();
      expect(deps.endInterview).toHaveBeenCalledTimes(1);
      expect(socket().readyState).toBe(3);
      expect(deps.navigations).toEqual(['/interview/feedback?session=r1']);
    });

    it('F3: a server that opens but never greets: Connection Lost after the joining deadline', async () => {
      controller.dispatch({ type: 'start', join: testJoin });
      socket().open();
      await vi.advanceTimersByTimeAsync(DEADLINES_MS.joining - 1);
      expect(session().joining).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(session().dialog).toEqual({ kind: 'connection-lost' });
      expect(deps.toasts).toContain('Failed to connect with server');
    });
  });

  // ---- F4: dead ends with one button --------------------------------------------------------------------------

  describe('F4: a way out of every dialog', () => {
    it('F4: Connection Lost can end the interview properly while the server stays down', async () => {
      await candidateTurn();
      socket().drop(1006);
      expect(session().dialog).toEqual({ kind: 'connection-lost' });
      controller.dispatch({ type: 'leave' });
      await flush();
      expect(deps.endInterview).toHaveBeenCalledWith(expect.objectContaining({ timeout: false }));
      expect(deps.navigations).toEqual(['/interview/feedback?session=r1']);
    });

    it('F4: a join refused for a finished interview goes to its feedback page', async () => {
      controller.dispatch({ type: 'start', join: testJoin });
      socket().open();
      socket().receive({ type: 'error', code: 'ERROR_INTERVIEW_FINISHED' });
      await flush();
      expect(deps.navigations).toEqual(['/interview/feedback?session=r1']);
    });

    it("F4: ERROR_INVALID_SESSION shows 'Invalid interview session, please try again' and leads to the dashboard", async () => {
      controller.dispatch({ type: 'start', join: testJoin });
      socket().open();
      socket().receive({ type: 'error', code: 'ERROR_INVALID_SESSION' });
      await flush();
      expect(deps.toasts).toContain('Invalid interview session, please try again');
      expect(deps.navigations).toEqual(['/app/dashboard']);
      expect(session().dialog).toBeNull();
    });
  });

  // ---- F6: header menu ----------------------------------------------------------------------------------------

  describe('F6: the header menu leaves the way Leave does', () => {
    it('F6: a confirmed Log out ends the interview (end call, recorder closed) and then logs out', async () => {
      await recordingNow();
      controller.dispatch({ type: 'leave', then: 'logout' });
      await flush();
      expect(liveMicrophones()).toBe(0);
      expect(deps.endInterview).toHaveBeenCalledTimes(1);
      expect(deps.navigations).toEqual(['/logout']);
    });
  });

  // ---- F7: two dialogs at once ----------------------------------------------------------------------------------

  describe('F7: one modal at a time', () => {
    it("F7: 'Are you sure?' is withdrawn under a session dialog and on time-out", async () => {
      build({
        room: { ...deps.room, timeRemaining: 3 },
        endInterview: () => new Promise<boolean>(() => undefined),
      });
      await candidateTurn();
      expect(session().canConfirmLeave).toBe(true);
      await vi.advanceTimersByTimeAsync(3000);
      expect(session().timeout).toBe(true);
      expect(session().canConfirmLeave).toBe(false);
    });

    it('F7: with Generation Error open the beforeunload guard is off, so Refresh Page reloads without a prompt', async () => {
      await candidateTurn();
      expect(session().guardsUnload).toBe(true);
      socket().receive({ type: 'error', code: 'ERROR_GENERATING_RESPONSE' });
      expect(session().guardsUnload).toBe(false);
      expect(session().canConfirmLeave).toBe(false);
    });
  });

  // ---- F8: typed answers lost ---------------------------------------------------------------------------------

  describe('F8: nothing typed is lost', () => {
    it('F8: Send reports whether the machine took the text (the box is cleared only then)', async () => {
      await join();
      socket().receive(question(true));
      await flush();
      // Not the candidate's turn yet (the question plays): the text is not taken.
      expect(controller.sendText('early answer')).toBe(false);
      expect(socket().sent.some((m) => m.type === 'user_response_text')).toBe(false);
      sources.at(-1)!.onended?.();
      await vi.advanceTimersByTimeAsync(300);
      expect(controller.sendText('my answer')).toBe(true);
    });

    it('F8: an answer not acknowledged by its deadline is offered again (Send Answer Again)', async () => {
      await candidateTurn();
      controller.sendText('my answer');
      await aliveFor(DEADLINES_MS.sending);
      expect(session().canResend).toBe(true);
      controller.dispatch({ type: 'resendAnswer' });
      expect(socket().sent.filter((m) => m.type === 'user_response_text')).toHaveLength(2);
    });
  });

  // ---- F9: deadlines ------------------------------------------------------------------------------------------

  describe('F9: a deadline on every wait', () => {
    it("F9: a reply's final chunk that never comes gives the turn back after the waiting deadline", async () => {
      await join();
      socket().receive(question(false));
      await flush();
      sources.at(-1)!.onended?.();
      await vi.advanceTimersByTimeAsync(300);
      expect(session().phase).toBe('running.live.waiting');
      await vi.advanceTimersByTimeAsync(DEADLINES_MS.waiting);
      expect(session().phase).toBe('running.live.candidate.ready');
      expect(deps.toasts).toContain('An error occurred. Please try again.');
    });

    it('F9: no model_response after the transcript: the turn comes back after the processing deadline', async () => {
      await candidateTurn();
      controller.sendText('my answer');
      socket().receive(transcript);
      expect(session().modelProcessing).toBe(true);
      await aliveFor(DEADLINES_MS.processing);
      expect(session().phase).toBe('running.live.candidate.ready');
    });

    it('G13: from the answer to the first sentence of the reply, nothing enabled for at most the sending deadline', async () => {
      await candidateTurn();
      controller.sendText('my answer');
      // The transcript comes late, just before the sending deadline; the reply does not come.
      await aliveFor(DEADLINES_MS.sending - 2 * SOCKET_PING_INTERVAL_MS);
      socket().receive(transcript);
      expect(session().modelProcessing).toBe(true);
      // Processing continues the sending clock: the turn is back 14 s after the answer, not 14 s after the
      // transcript (decision 0638).
      await aliveFor(2 * SOCKET_PING_INTERVAL_MS);
      expect(session().phase).toBe('running.live.candidate.ready');
    });

    it('G13: from the join to the first sentence, nothing enabled for at most the joining deadline', async () => {
      controller.dispatch({ type: 'start', join: testJoin });
      socket().open();
      // A late server (decision 0637): the greeting comes just before the joining deadline; no sentence follows.
      await vi.advanceTimersByTimeAsync(DEADLINES_MS.joining - 1_000);
      socket().receive({ type: 'initial_message', metadata: { k: 1 } });
      await flush();
      // Waiting for the first sentence continues the joining clock: the turn is the candidate's within the 15 s
      // (the chaos gate found 12 s joining + 10 s waiting with nothing enabled; decision 0638).
      await aliveFor(2_000);
      expect(session().phase).toBe('running.live.candidate.ready');
    });

    it('F9: an end call without an answer is treated as failed after the leaving deadline', async () => {
      build({ endInterview: () => new Promise<boolean>(() => undefined) });
      await candidateTurn();
      controller.dispatch({ type: 'leave' });
      await aliveFor(DEADLINES_MS.leaving);
      expect(deps.toasts).toContain('Failed to end interview room session');
      expect(session().phase).toBe('running.live.candidate.ready');
    });

    it('F9: deadlines scale with deadlineScale (the mock time scale in tests)', async () => {
      build({ deadlineScale: 0.1 });
      await join();
      await vi.advanceTimersByTimeAsync(DEADLINES_MS.waiting * 0.1);
      expect(session().phase).toBe('running.live.candidate.ready');
    });
  });

  // ---- F10 ----------------------------------------------------------------------------------------------------

  describe('F10: smaller', () => {
    it("F10: a time-out whose end call fails retries it and does not open a feedback page that says 'not completed'", async () => {
      const endInterview = vi.fn(async () => false);
      build({ room: { ...deps.room, timeRemaining: 2 }, endInterview });
      await candidateTurn();
      await vi.advanceTimersByTimeAsync(2000);
      await flush();
      await vi.advanceTimersByTimeAsync(2000);
      expect(endInterview).toHaveBeenCalledTimes(3);
      expect(endInterview).toHaveBeenCalledWith(expect.objectContaining({ timeout: true }));
      expect(deps.navigations).toEqual(['/app/dashboard']);
      expect(deps.toasts).toContain('Failed to end interview room session');
    });

    it("F10: the previous question's hint goes once the answer is acknowledged", async () => {
      await candidateTurn();
      socket().receive({ type: 'hint_response', hintResponse: 'Mention your last project' });
      expect(session().userHint).toBe('Mention your last project');
      controller.sendText('my answer');
      socket().receive(transcript);
      expect(session().userHint).toBe('');
    });
  });
});
