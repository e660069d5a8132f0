import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AudioContextLike, AudioSourceLike } from '../audio/audio-queue';
import type { RecorderDeps } from '../audio/recorder';
import { SessionController, type SessionControllerDeps } from './session-controller';
import type { RoomAnswer } from './answer-seam';
import { FakeMediaRecorder, FakeSocket, testChat, testJoin } from './test-doubles';
import { DEADLINES_MS, type PendingAnswer, type RevokeOutcome } from './session-types';
import { SOCKET_PING_INTERVAL_MS } from '@mockint/api-contract/socket';

class FakeSource implements AudioSourceLike {
  buffer = null;
  onended: (() => void) | null = null;
  connect() {}
  disconnect() {}
  start() {
    sources.push(this);
  }
  stop() {}
}
let sources: FakeSource[] = [];

const ctx: AudioContextLike = {
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

const chat = testChat('m1', 'MODEL', ['Hi']);

describe('SessionController', () => {
  let sockets: FakeSocket[];
  let deps: SessionControllerDeps & { toasts: string[]; navigations: string[] };
  let controller: SessionController;
  const flush = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    sources = [];
    const toasts: string[] = [];
    const navigations: string[] = [];
    deps = {
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
        sockets.push(s);
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
    controller = new SessionController(deps);
  });
  afterEach(() => {
    controller.dispose();
    vi.useRealTimers();
  });

  /** `playMs`: how long the question's one chunk plays before it ends. */
  async function connectAndAsk(playMs = 0) {
    controller.dispatch({ type: 'start', join: testJoin });
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'initial_message', metadata: { k: 1 } });
    sockets[0]!.receive({
      type: 'model_response',
      audio_base_64: 'AAAA',
      transcript: 'Hi',
      final_sentence: true,
      chat,
      metadata: { k: 2 },
    });
    await flush();
    await vi.advanceTimersByTimeAsync(playMs);
    sources[0]!.onended?.();
    await vi.advanceTimersByTimeAsync(300);
  }

  it('runs a voice turn end to end: join, question audio, user turn, recording sent', async () => {
    await connectAndAsk();
    expect(sockets[0]!.sent[0]).toMatchObject({ type: 'join', interviewRoomId: 'r1' });
    expect(deps.toasts).toContain('Ava has joined the interview session.');
    expect(controller.getSnapshot().session.userTurn).toBe(true);
    controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
    await flush();
    expect(controller.getSnapshot().session.recording).toBe(true);
    controller.dispatch({ type: 'stopRecording' });
    await flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets[0]!.sent.at(-1)).toEqual({
      type: 'user_response_audio',
      audio_base_64: 'AQID',
      metadata: { k: 2 },
    });
  });

  it("hands the recorded answer with the question's audio time, paired with its transcript, to the answer seam", async () => {
    const answers: RoomAnswer[] = [];
    controller.subscribeAnswers((answer) => answers.push(answer));
    await connectAndAsk(2500);
    controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
    await flush();
    controller.dispatch({ type: 'stopRecording' });
    await flush();
    await vi.advanceTimersByTimeAsync(0);
    // Nothing until the server acknowledges the answer.
    expect(answers).toEqual([]);
    const userChat = testChat('u1', 'CANDIDATE', ['My answer']);
    sockets[0]!.receive({ type: 'user_transcript', transcript: 'My answer', chat: userChat });
    // The question's chunk played 2.5 s: the interviewer's talk time before this answer.
    expect(answers).toEqual([
      {
        roomId: 'r1',
        chatId: 'u1',
        transcript: 'My answer',
        audio: expect.any(Blob),
        recordedAt: expect.any(Number),
        interviewerSeconds: 2.5,
      },
    ]);
    expect(await answers[0]!.audio!.arrayBuffer()).toEqual(new Uint8Array([1, 2, 3]).buffer);
  });

  it('times out through the countdown: end call with timeout, feedback after 2 s', async () => {
    await connectAndAsk();
    // 300 ms already elapsed in connectAndAsk; three ticks reach zero.
    await vi.advanceTimersByTimeAsync(3000);
    expect(deps.endInterview).toHaveBeenCalledWith({
      interviewRoomId: 'r1',
      candidateId: 'c1',
      interviewerId: 'i1',
      timeout: true,
    });
    expect(deps.endInterview).toHaveBeenCalledTimes(1);
    expect(deps.toasts).toContain("Time's Up! Your interview session has ended");
    expect(deps.navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(deps.navigations).toEqual(['/interview/feedback?session=r1']);
  });

  it('a dropped connection opens Connection Lost; Reconnect joins again and continues', async () => {
    await connectAndAsk();
    sockets[0]!.drop();
    expect(controller.getSnapshot().session.dialog).toEqual({ kind: 'connection-lost' });
    controller.dispatch({ type: 'reconnect' });
    sockets[1]!.open();
    expect(sockets[1]!.sent[0]).toMatchObject({ type: 'join' });
    sockets[1]!.receive({ type: 'initial_message', metadata: { k: 3 } });
    expect(controller.getSnapshot().session.connected).toBe(true);
    controller.dispatch({ type: 'sendText', text: 'hello' });
    expect(sockets[1]!.sent.at(-1)).toEqual({
      type: 'user_response_text',
      message: 'hello',
      metadata: { k: 3 },
    });
  });

  it("after a reconnect the countdown is re-synced from the server's room (G8)", async () => {
    const fetchTimeRemaining = vi.fn(async () => 420);
    controller.dispose();
    controller = new SessionController({
      ...deps,
      room: { ...deps.room, timeRemaining: 600 },
      fetchTimeRemaining,
    });
    await connectAndAsk();
    sockets[0]!.drop();
    controller.dispatch({ type: 'reconnect' });
    sockets[1]!.open();
    sockets[1]!.receive({ type: 'initial_message', metadata: { k: 3 } });
    await flush();
    expect(fetchTimeRemaining).toHaveBeenCalled();
    expect(controller.getSnapshot().session.timeRemaining).toBe(420);
  });

  it('sentences received but not played when the socket drops are shown in the captions (G7)', async () => {
    controller.dispatch({ type: 'start', join: testJoin });
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'initial_message', metadata: { k: 1 } });
    const reply = (transcript: string, final: boolean) => ({
      type: 'model_response' as const,
      audio_base_64: 'AAAA',
      transcript,
      final_sentence: final,
      chat,
      metadata: { k: 2 },
    });
    sockets[0]!.receive(reply('First sentence.', false));
    sockets[0]!.receive(reply('Second sentence?', true));
    await flush();
    expect(controller.getSnapshot().session.modelCaption).toBe('First sentence.');
    sockets[0]!.drop();
    await flush();
    const session = controller.getSnapshot().session;
    expect(session.dialog).toEqual({ kind: 'connection-lost' });
    expect(session.modelCaption).toBe('First sentence. Second sentence?');
  });

  describe('a dead link is noticed (decision 0632)', () => {
    let offline: (() => void) | null;
    beforeEach(() => {
      controller.dispose();
      offline = null;
      // A long interview: the countdown must not end it while the link is watched.
      deps.room = { ...deps.room, timeRemaining: 600 };
      deps.watchOffline = (listener) => {
        offline = listener;
        return () => (offline = null);
      };
      controller = new SessionController(deps);
    });

    /** The answer sent into a socket that no longer carries anything (no close, no frame). */
    async function answerIntoSilence() {
      await connectAndAsk();
      controller.dispatch({ type: 'sendText', text: 'my answer' });
      expect(sockets[0]!.sent.at(-1)).toMatchObject({ type: 'user_response_text', message: 'my answer' });
    }

    it('three missed pings of server silence: Connection Lost, the answer kept and offered after Reconnect', async () => {
      await answerIntoSilence();
      await vi.advanceTimersByTimeAsync(3 * SOCKET_PING_INTERVAL_MS - 400);
      expect(controller.getSnapshot().session.dialog).toBeNull();
      await vi.advanceTimersByTimeAsync(400);
      const lost = controller.getSnapshot().session;
      expect(lost.dialog).toEqual({ kind: 'connection-lost' });
      expect(lost.pendingAnswer).toEqual({ kind: 'text', text: 'my answer' });
      // The dead socket is closed by us: its late close is not news.
      expect(sockets[0]!.readyState).toBe(3);
      controller.dispatch({ type: 'reconnect' });
      sockets[1]!.open();
      sockets[1]!.receive({ type: 'initial_message', metadata: { k: 3 } });
      expect(controller.getSnapshot().session.canResend).toBe(true);
      controller.dispatch({ type: 'resendAnswer' });
      expect(sockets[1]!.sent.at(-1)).toEqual({
        type: 'user_response_text',
        message: 'my answer',
        metadata: { k: 3 },
      });
    });

    it('a server that keeps pinging is never taken for dead', async () => {
      await connectAndAsk();
      for (let i = 1; i <= 8; i++) {
        await vi.advanceTimersByTimeAsync(SOCKET_PING_INTERVAL_MS);
        sockets[0]!.receive({ type: 'ping', eventId: `e${i}` });
      }
      expect(controller.getSnapshot().session.dialog).toBeNull();
      expect(controller.getSnapshot().session.userTurn).toBe(true);
    });

    it("the browser's offline event: Connection Lost at once, a recording in progress kept", async () => {
      await connectAndAsk();
      controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
      await flush();
      expect(controller.getSnapshot().session.recording).toBe(true);
      offline?.();
      await flush();
      await vi.advanceTimersByTimeAsync(0);
      const lost = controller.getSnapshot().session;
      expect(lost.dialog).toEqual({ kind: 'connection-lost' });
      expect(lost.pendingAnswer).toEqual({ kind: 'audio', audioBase64: 'AQID' });
    });

    it('no watching once disposed: the offline listener is removed', async () => {
      await connectAndAsk();
      controller.dispose();
      expect(offline).toBeNull();
    });
  });

  describe('answers are durable until acknowledged (decision 0635)', () => {
    /** A sessionStorage stand-in: what the room page keeps for this room. */
    const keptStore = () => {
      const saved: { value: PendingAnswer | null } = { value: null };
      return {
        saved,
        keptAnswer: { read: () => saved.value, write: (p: PendingAnswer | null) => (saved.value = p) },
      };
    };

    it('an answer is kept from the moment it is sent until its transcript acknowledges it', async () => {
      const { saved, keptAnswer } = keptStore();
      controller.dispose();
      controller = new SessionController({ ...deps, keptAnswer });
      await connectAndAsk();
      controller.sendText('my answer');
      expect(saved.value).toEqual({ kind: 'text', text: 'my answer' });
      sockets[0]!.receive({
        type: 'user_transcript',
        transcript: 'my answer',
        chat: testChat('u1', 'CANDIDATE'),
      });
      expect(saved.value).toBeNull();
    });

    it('a new room (Refresh Page, a reload, a remount) offers the kept answer as not sent yet', async () => {
      const { saved, keptAnswer } = keptStore();
      saved.value = { kind: 'text', text: 'my answer' };
      controller.dispose();
      controller = new SessionController({ ...deps, keptAnswer });
      await connectAndAsk();
      const session = controller.getSnapshot().session;
      expect(session.canResend).toBe(true);
      expect(session.pendingWhy).toBe('kept');
      controller.dispatch({ type: 'resendAnswer' });
      expect(sockets[0]!.sent.at(-1)).toMatchObject({ type: 'user_response_text', message: 'my answer' });
    });

    it('Discard forgets it', async () => {
      const { saved, keptAnswer } = keptStore();
      saved.value = { kind: 'audio', audioBase64: 'AQID' };
      controller.dispose();
      controller = new SessionController({ ...deps, keptAnswer });
      await connectAndAsk();
      controller.dispatch({ type: 'discardAnswer' });
      expect(saved.value).toBeNull();
    });
  });

  it('user leave calls end once and navigates to feedback on success', async () => {
    await connectAndAsk();
    controller.dispatch({ type: 'leave' });
    controller.dispatch({ type: 'leave' });
    await flush();
    expect(deps.endInterview).toHaveBeenCalledTimes(1);
    expect(deps.endInterview).toHaveBeenCalledWith(
      expect.objectContaining({ interviewRoomId: 'r1', timeout: false }),
    );
    expect(deps.navigations).toEqual(['/interview/feedback?session=r1']);
  });

  it('a stale end call (its Leave gave up at the deadline) cannot decide a later Leave (G6)', async () => {
    const calls: Array<(ok: boolean) => void> = [];
    controller.dispose();
    controller = new SessionController({
      ...deps,
      room: { ...deps.room, timeRemaining: 600 },
      endInterview: () => new Promise<boolean>((resolve) => calls.push(resolve)),
    });
    await connectAndAsk();
    controller.dispatch({ type: 'leave' });
    // The first end call has no answer by the leaving deadline: the interview goes on (the server pings).
    await vi.advanceTimersByTimeAsync(DEADLINES_MS.leaving / 2);
    sockets[0]!.receive({ type: 'ping', eventId: 'p1' });
    await vi.advanceTimersByTimeAsync(DEADLINES_MS.leaving / 2);
    expect(controller.getSnapshot().session.userTurn).toBe(true);
    controller.dispatch({ type: 'leave' });
    expect(calls).toHaveLength(2);
    // The first call's late failure is not the second's.
    const toastsBefore = deps.toasts.length;
    calls[0]!(false);
    await flush();
    expect(controller.getSnapshot().session.leaving).toBe(true);
    expect(deps.toasts.slice(toastsBefore)).toEqual([]);
    calls[1]!(true);
    await flush();
    expect(deps.navigations).toEqual(['/interview/feedback?session=r1']);
  });

  async function askWith(context: AudioContextLike) {
    controller.dispose();
    controller = new SessionController({ ...deps, audioContext: context });
    const notified: boolean[] = [];
    controller.subscribe(() => notified.push(controller.getSnapshot().session.chats.length > 0));
    controller.dispatch({ type: 'start', join: testJoin });
    sockets.at(-1)!.open();
    sockets.at(-1)!.receive({ type: 'initial_message', metadata: { k: 1 } });
    notified.length = 0;
    sockets.at(-1)!.receive({
      type: 'model_response',
      audio_base_64: 'AAAA',
      transcript: 'Hi',
      final_sentence: true,
      chat,
      metadata: { k: 2 },
    });
    return notified;
  }

  it('tells React about a reply only once its first chunk has started (the render must not delay the audio)', async () => {
    let decoded: () => void = () => undefined;
    const notified = await askWith({
      ...ctx,
      decodeAudioData: () => new Promise((resolve) => (decoded = () => resolve({ duration: 1 }))),
    });
    // The snapshot is current at once; only the re-render waits.
    expect(controller.getSnapshot().session.chats.length).toBeGreaterThan(0);
    await flush();
    expect(notified).toEqual([]);
    decoded();
    await flush();
    expect(sources).toHaveLength(1);
    expect(notified).toEqual([true]);
  });

  it('re-renders after 100 ms at most when the audio never starts', async () => {
    const notified = await askWith({ ...ctx, decodeAudioData: () => new Promise(() => undefined) });
    await vi.advanceTimersByTimeAsync(99);
    expect(notified).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(notified).toEqual([true]);
    expect(sources).toHaveLength(0);
  });

  it('an error frame without a code opens Generation Error with UNKNOWN_ERROR (not dropped as invalid)', async () => {
    await connectAndAsk();
    sockets[0]!.receive({ type: 'error' });
    expect(controller.getSnapshot().session.dialog).toEqual({ kind: 'generation', code: 'UNKNOWN_ERROR' });
  });

  it('close 4001 shows the take-over question, not Connection Lost; taking it back revokes the other', async () => {
    await connectAndAsk();
    sockets[0]!.drop(4001, 'revoked');
    expect(controller.getSnapshot().session.dialog).toEqual({ kind: 'revoked' });
    controller.dispatch({ type: 'revokeOtherSession' });
    await flush();
    expect(deps.revokeOtherSession).toHaveBeenCalledWith({ interviewRoomId: 'r1', candidateId: 'c1' });
    expect(sockets).toHaveLength(2);
  });

  it('taking the room back once the interview has ended (400 INTERVIEW_ALREADY_FINISHED) opens its feedback', async () => {
    deps.revokeOtherSession = vi.fn(async (): Promise<RevokeOutcome> => 'finished');
    controller.dispose();
    controller = new SessionController(deps);
    await connectAndAsk();
    sockets[0]!.drop(4001, 'revoked');
    controller.dispatch({ type: 'revokeOtherSession' });
    await flush();
    await vi.runAllTimersAsync();
    expect(deps.navigations).toEqual(['/interview/feedback?session=r1']);
    expect(deps.toasts).not.toContain('Failed to revoke other session');
    expect(controller.getSnapshot().session.dialog).toBeNull();
    expect(sockets).toHaveLength(1);
  });

  it('a failed end call keeps the interview running: the countdown ticks and End works again', async () => {
    deps.endInterview = vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true);
    controller.dispose();
    controller = new SessionController({ ...deps, room: { ...deps.room, timeRemaining: 60 } });
    await connectAndAsk();
    controller.dispatch({ type: 'leave' });
    await flush();
    expect(deps.toasts).toContain('Failed to end interview room session');
    const before = controller.getSnapshot().session.timeRemaining;
    await vi.advanceTimersByTimeAsync(2000);
    expect(controller.getSnapshot().session.timeRemaining).toBe(before - 2);
    controller.dispatch({ type: 'leave' });
    await flush();
    expect(deps.endInterview).toHaveBeenCalledTimes(2);
    expect(deps.navigations).toEqual(['/interview/feedback?session=r1']);
  });

  it('End Response while the microphone opens does nothing; the recording then works', async () => {
    await connectAndAsk();
    controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
    controller.dispatch({ type: 'stopRecording' });
    await flush();
    expect(deps.toasts).not.toContain('Error stopping recording');
    expect(controller.getSnapshot().session.recording).toBe(true);
    controller.dispatch({ type: 'stopRecording' });
    await flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets[0]!.sent.at(-1)).toMatchObject({ type: 'user_response_audio', audio_base_64: 'AQID' });
  });

  it('a recording the serializer refuses (not Base64) toasts the spec message and gives the turn back', async () => {
    await connectAndAsk();
    controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
    await flush();
    controller.dispatch({ type: 'stopRecording' });
    controller.dispatch({ type: 'audioRecorded', audioBase64: 'not base64!' });
    await flush();
    expect(deps.toasts).toContain('Cannot process your response, audio format.');
    expect(controller.getSnapshot().session.userTurn).toBe(true);
  });

  it('the caption follows the chunk being played', async () => {
    await connectAndAsk();
    expect(controller.getSnapshot().session.modelCaption).toBe('Hi');
  });
});
