import { describe, expect, it, vi } from 'vitest';
import type { RoomAnswer } from './answer-seam';
import {
  chat,
  connectAndAsk,
  controllerHarness,
  ctx,
  firstQuestion,
  flush,
} from './test-support/controller-harness';
import { SessionController } from './session-controller';
import type { AudioContextLike } from '../audio/audio-queue';
import { DEADLINES_MS, type RevokeOutcome } from './session-types';
import { testChat, testJoin } from './test-support/doubles';

describe('SessionController', () => {
  const h = controllerHarness();

  it('runs a voice turn end to end: join, question audio, user turn, recording sent', async () => {
    await connectAndAsk();
    expect(h.sockets[0]!.sent[0]).toMatchObject({ type: 'join', interviewRoomId: 'r1' });
    expect(h.deps.toasts).toContain('Ava has joined the interview session.');
    expect(h.controller.getSnapshot().session.userTurn).toBe(true);
    h.controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
    await flush();
    expect(h.controller.getSnapshot().session.recording).toBe(true);
    h.controller.dispatch({ type: 'stopRecording' });
    await flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.sockets[0]!.sent.at(-1)).toEqual({
      type: 'user_response_audio',
      audio_base_64: 'AQID',
      metadata: { k: 2 },
    });
  });

  it("hands the recorded answer with the question's audio time, paired with its transcript, to the answer seam", async () => {
    const answers: RoomAnswer[] = [];
    h.controller.subscribeAnswers((answer) => answers.push(answer));
    await connectAndAsk(2500);
    h.controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
    await flush();
    h.controller.dispatch({ type: 'stopRecording' });
    await flush();
    await vi.advanceTimersByTimeAsync(0);
    // Nothing until the server acknowledges the answer.
    expect(answers).toEqual([]);
    const userChat = testChat('u1', 'CANDIDATE', ['My answer']);
    h.sockets[0]!.receive({ type: 'user_transcript', transcript: 'My answer', chat: userChat });
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
    expect(h.deps.endInterview).toHaveBeenCalledWith({
      interviewRoomId: 'r1',
      candidateId: 'c1',
      interviewerId: 'i1',
      timeout: true,
    });
    expect(h.deps.endInterview).toHaveBeenCalledTimes(1);
    expect(h.deps.toasts).toContain("Time's Up! Your interview session has ended");
    expect(h.deps.navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.deps.navigations).toEqual(['/interview/feedback?session=r1']);
  });

  it('a dropped connection opens Connection Lost; Reconnect joins again and continues', async () => {
    await connectAndAsk();
    h.sockets[0]!.drop();
    expect(h.controller.getSnapshot().session.dialog).toEqual({ kind: 'connection-lost' });
    h.controller.dispatch({ type: 'reconnect' });
    h.sockets[1]!.open();
    expect(h.sockets[1]!.sent[0]).toMatchObject({ type: 'join' });
    h.sockets[1]!.receive({ type: 'initial_message', metadata: { k: 3 } });
    expect(h.controller.getSnapshot().session.connected).toBe(true);
    h.controller.dispatch({ type: 'sendText', text: 'hello' });
    expect(h.sockets[1]!.sent.at(-1)).toEqual({
      type: 'user_response_text',
      message: 'hello',
      metadata: { k: 3 },
    });
  });

  it("after a reconnect the countdown is re-synced from the server's room (G8)", async () => {
    const fetchRoomNow = vi.fn(async () => ({ timeRemaining: 420, chats: [] }));
    h.controller.dispose();
    h.controller = new SessionController({
      ...h.deps,
      room: { ...h.deps.room, timeRemaining: 600 },
      fetchRoomNow,
    });
    await connectAndAsk();
    h.sockets[0]!.drop();
    h.controller.dispatch({ type: 'reconnect' });
    h.sockets[1]!.open();
    h.sockets[1]!.receive({ type: 'initial_message', metadata: { k: 3 } });
    await flush();
    expect(fetchRoomNow).toHaveBeenCalled();
    expect(h.controller.getSnapshot().session.timeRemaining).toBe(420);
  });

  it('sentences received but not played when the socket drops are shown in the captions (G7)', async () => {
    h.controller.dispatch({ type: 'start', join: testJoin });
    h.sockets[0]!.open();
    h.sockets[0]!.receive({ type: 'initial_message', metadata: { k: 1 } });
    const reply = (transcript: string, final: boolean) => ({
      type: 'model_response' as const,
      audio_base_64: 'AAAA',
      transcript,
      final_sentence: final,
      chat,
      metadata: { k: 2 },
    });
    h.sockets[0]!.receive(reply('First sentence.', false));
    h.sockets[0]!.receive(reply('Second sentence?', true));
    await flush();
    expect(h.controller.getSnapshot().session.modelCaption).toBe('First sentence.');
    h.sockets[0]!.drop();
    await flush();
    const session = h.controller.getSnapshot().session;
    expect(session.dialog).toEqual({ kind: 'connection-lost' });
    expect(session.modelCaption).toBe('First sentence. Second sentence?');
  });

  it('user leave calls end once and navigates to feedback on success', async () => {
    await connectAndAsk();
    h.controller.dispatch({ type: 'leave' });
    h.controller.dispatch({ type: 'leave' });
    await flush();
    expect(h.deps.endInterview).toHaveBeenCalledTimes(1);
    expect(h.deps.endInterview).toHaveBeenCalledWith(
      expect.objectContaining({ interviewRoomId: 'r1', timeout: false }),
    );
    expect(h.deps.navigations).toEqual(['/interview/feedback?session=r1']);
  });

  it('a stale end call (its Leave gave up at the deadline) cannot decide a later Leave (G6)', async () => {
    const calls: Array<(ok: boolean) => void> = [];
    h.controller.dispose();
    h.controller = new SessionController({
      ...h.deps,
      room: { ...h.deps.room, timeRemaining: 600 },
      endInterview: () => new Promise<boolean>((resolve) => calls.push(resolve)),
    });
    await connectAndAsk();
    h.controller.dispatch({ type: 'leave' });
    // The first end call has no answer by the leaving deadline: the interview goes on (the server pings).
    await vi.advanceTimersByTimeAsync(DEADLINES_MS.leaving / 2);
    h.sockets[0]!.receive({ type: 'ping', eventId: 'p1' });
    await vi.advanceTimersByTimeAsync(DEADLINES_MS.leaving / 2);
    expect(h.controller.getSnapshot().session.userTurn).toBe(true);
    h.controller.dispatch({ type: 'leave' });
    expect(calls).toHaveLength(2);
    // The first call's late failure is not the second's.
    const toastsBefore = h.deps.toasts.length;
    calls[0]!(false);
    await flush();
    expect(h.controller.getSnapshot().session.leaving).toBe(true);
    expect(h.deps.toasts.slice(toastsBefore)).toEqual([]);
    calls[1]!(true);
    await flush();
    expect(h.deps.navigations).toEqual(['/interview/feedback?session=r1']);
  });

  async function askWith(context: AudioContextLike) {
    h.controller.dispose();
    h.controller = new SessionController({ ...h.deps, audioContext: context });
    const notified: boolean[] = [];
    h.controller.subscribe(() => notified.push(h.controller.getSnapshot().session.chats.length > 0));
    h.controller.dispatch({ type: 'start', join: testJoin });
    h.sockets.at(-1)!.open();
    h.sockets.at(-1)!.receive({ type: 'initial_message', metadata: { k: 1 } });
    notified.length = 0;
    h.sockets.at(-1)!.receive(firstQuestion);
    return notified;
  }

  it('tells React about a reply only once its first chunk has started (the render must not delay the audio)', async () => {
    let decoded: () => void = () => undefined;
    const notified = await askWith({
      ...ctx,
      decodeAudioData: () => new Promise((resolve) => (decoded = () => resolve({ duration: 1 }))),
    });
    // The snapshot is current at once; only the re-render waits.
    expect(h.controller.getSnapshot().session.chats.length).toBeGreaterThan(0);
    await flush();
    expect(notified).toEqual([]);
    decoded();
    await flush();
    expect(h.sources).toHaveLength(1);
    expect(notified).toEqual([true]);
  });

  it('re-renders after 100 ms at most when the audio never starts', async () => {
    const notified = await askWith({ ...ctx, decodeAudioData: () => new Promise(() => undefined) });
    await vi.advanceTimersByTimeAsync(99);
    expect(notified).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(notified).toEqual([true]);
    expect(h.sources).toHaveLength(0);
  });

  it('an error frame without a code opens Generation Error with UNKNOWN_ERROR (not dropped as invalid)', async () => {
    await connectAndAsk();
    h.sockets[0]!.receive({ type: 'error' });
    expect(h.controller.getSnapshot().session.dialog).toEqual({ kind: 'generation', code: 'UNKNOWN_ERROR' });
  });

  it('close 4001 shows the take-over question, not Connection Lost; taking it back revokes the other', async () => {
    await connectAndAsk();
    h.sockets[0]!.drop(4001, 'revoked');
    expect(h.controller.getSnapshot().session.dialog).toEqual({ kind: 'revoked' });
    h.controller.dispatch({ type: 'revokeOtherSession' });
    await flush();
    expect(h.deps.revokeOtherSession).toHaveBeenCalledWith({ interviewRoomId: 'r1', candidateId: 'c1' });
    expect(h.sockets).toHaveLength(2);
  });

  it('taking the room back once the interview has ended (400 INTERVIEW_ALREADY_FINISHED) opens its feedback', async () => {
    h.deps.revokeOtherSession = vi.fn(async (): Promise<RevokeOutcome> => 'finished');
    h.controller.dispose();
    h.controller = new SessionController(h.deps);
    await connectAndAsk();
    h.sockets[0]!.drop(4001, 'revoked');
    h.controller.dispatch({ type: 'revokeOtherSession' });
    await flush();
    await vi.runAllTimersAsync();
    expect(h.deps.navigations).toEqual(['/interview/feedback?session=r1']);
    expect(h.deps.toasts).not.toContain('Failed to revoke other session');
    expect(h.controller.getSnapshot().session.dialog).toBeNull();
    expect(h.sockets).toHaveLength(1);
  });

  it('a failed end call keeps the interview running: the countdown ticks and End works again', async () => {
    h.deps.endInterview = vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true);
    h.controller.dispose();
    h.controller = new SessionController({ ...h.deps, room: { ...h.deps.room, timeRemaining: 60 } });
    await connectAndAsk();
    h.controller.dispatch({ type: 'leave' });
    await flush();
    expect(h.deps.toasts).toContain('Failed to end interview room session');
    const before = h.controller.getSnapshot().session.timeRemaining;
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.controller.getSnapshot().session.timeRemaining).toBe(before - 2);
    h.controller.dispatch({ type: 'leave' });
    await flush();
    expect(h.deps.endInterview).toHaveBeenCalledTimes(2);
    expect(h.deps.navigations).toEqual(['/interview/feedback?session=r1']);
  });

  it('End Response while the microphone opens does nothing; the recording then works', async () => {
    await connectAndAsk();
    h.controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
    h.controller.dispatch({ type: 'stopRecording' });
    await flush();
    expect(h.deps.toasts).not.toContain('Error stopping recording');
    expect(h.controller.getSnapshot().session.recording).toBe(true);
    h.controller.dispatch({ type: 'stopRecording' });
    await flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.sockets[0]!.sent.at(-1)).toMatchObject({ type: 'user_response_audio', audio_base_64: 'AQID' });
  });

  it('a stored microphone that is gone: the answer records with another, the room says which and keeps it (decision 0656)', async () => {
    await connectAndAsk();
    const microphoneReplaced = vi.fn();
    h.deps.microphoneReplaced = microphoneReplaced;
    const track = {
      stop: vi.fn(),
      label: 'Built-in Microphone',
      getSettings: () => ({ deviceId: 'builtin' }),
    };
    const getUserMedia = vi
      .spyOn(h.deps.recorderDeps, 'getUserMedia')
      .mockRejectedValueOnce(new DOMException('gone', 'OverconstrainedError'))
      .mockResolvedValueOnce({ getTracks: () => [track] });
    try {
      h.controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
      await flush();
      expect(h.controller.getSnapshot().session.recording).toBe(true);
      expect(h.deps.toasts).toContain(
        'Your saved microphone is not connected. Recording with Built-in Microphone instead.',
      );
      expect(h.deps.toasts).not.toContain('Could not access microphone. Please check permissions.');
      expect(microphoneReplaced).toHaveBeenCalledExactlyOnceWith('builtin');
    } finally {
      getUserMedia.mockRestore();
    }
  });

  it('a microphone muted mid-answer is said once and shown while it lasts (decision 0660)', async () => {
    await connectAndAsk();
    const listeners = new Map<string, () => void>();
    const track = {
      stop: vi.fn(),
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    };
    const getUserMedia = vi
      .spyOn(h.deps.recorderDeps, 'getUserMedia')
      .mockResolvedValueOnce({ getTracks: () => [track] });
    try {
      h.controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
      await flush();
      expect(h.controller.getSnapshot().recording.muted).toBeFalsy();
      listeners.get('mute')!();
      listeners.get('mute')!();
      expect(h.controller.getSnapshot().recording.muted).toBe(true);
      expect(h.deps.toasts.filter((t) => t.startsWith('Your microphone is muted'))).toHaveLength(1);
      listeners.get('unmute')!();
      expect(h.controller.getSnapshot().recording.muted).toBe(false);
      // The recording goes on: End Response still sends what was recorded.
      h.controller.dispatch({ type: 'stopRecording' });
      await flush();
      await vi.advanceTimersByTimeAsync(0);
      expect(h.sockets[0]!.sent.at(-1)).toMatchObject({ type: 'user_response_audio' });
    } finally {
      getUserMedia.mockRestore();
    }
  });

  it('a recording the serializer refuses (not Base64) toasts the spec message and gives the turn back', async () => {
    await connectAndAsk();
    h.controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
    await flush();
    h.controller.dispatch({ type: 'stopRecording' });
    h.controller.dispatch({ type: 'audioRecorded', audioBase64: 'not base64!' });
    await flush();
    expect(h.deps.toasts).toContain('Cannot process your response, audio format.');
    expect(h.controller.getSnapshot().session.userTurn).toBe(true);
  });

  it('the caption follows the chunk being played', async () => {
    await connectAndAsk();
    expect(h.controller.getSnapshot().session.modelCaption).toBe('Hi');
  });

  it('a streamed sentence paused by media keys is in the snapshot until Resume plays it on; then the turn (0643)', async () => {
    let pause: (paused: boolean) => void = () => undefined;
    let playing: () => void = () => undefined;
    let end: () => void = () => undefined;
    const resume = vi.fn(() => pause(false));
    h.controller.dispose();
    h.controller = new SessionController({
      ...h.deps,
      // The element wins the race: Web Audio's decode never comes.
      audioContext: { ...ctx, decodeAudioData: () => new Promise(() => undefined) },
      streamPlayer: () => ({
        started: new Promise<void>((resolve) => (playing = resolve)),
        ended: new Promise<void>((resolve) => (end = resolve)),
        stop: () => undefined,
        watchPause: (listener) => (pause = listener),
        resume,
      }),
    });
    h.controller.dispatch({ type: 'start', join: testJoin });
    h.sockets[0]!.open();
    h.sockets[0]!.receive({ type: 'initial_message', metadata: { k: 1 } });
    h.sockets[0]!.receive(firstQuestion);
    await flush();
    playing();
    await flush();
    pause(true);
    expect(h.controller.getSnapshot().interviewerPaused).toBe(true);
    expect(h.controller.getSnapshot().session.userTurn).toBe(false);
    h.controller.resumeInterviewer();
    expect(resume).toHaveBeenCalledOnce();
    expect(h.controller.getSnapshot().interviewerPaused).toBeUndefined();
    end();
    await flush();
    await vi.advanceTimersByTimeAsync(300);
    expect(h.controller.getSnapshot().session.userTurn).toBe(true);
  });
});
