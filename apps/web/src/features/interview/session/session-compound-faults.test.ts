import { describe, expect, it, vi } from 'vitest';
import { DEADLINES_MS } from './session-types';
import { testJoin } from './test-support/doubles';
import {
  build,
  candidateTurn,
  compoundHarness,
  flush,
  h,
  join,
  liveMicrophones,
  question,
  recordingNow,
  session,
  socket,
  transcript,
} from './test-support/compound-harness';

// The room under compound faults (F1–F10 of the review of the session code): each test drives the real
// SessionController with a fake socket, audio context, recorder and HTTP calls, and checks what the
// candidate would notice: a microphone left open, a room stuck without a way forward, an answer lost.

describe('the room under compound faults', () => {
  compoundHarness();

  // ---- F5: the microphone is left recording -----------------------------------------------------------------

  describe('F5: no microphone left open', () => {
    it('F5: an error frame while recording closes the microphone, and a later Start Speaking works', async () => {
      await recordingNow();
      socket().receive({ type: 'error', code: 'ERROR_GENERATING_RESPONSE' });
      await flush();
      expect(session().dialog).toEqual({ kind: 'generation', code: 'ERROR_GENERATING_RESPONSE' });
      expect(liveMicrophones()).toBe(0);
      expect(h.streams.every((s) => s.stopped > 0)).toBe(true);
    });

    it('F5: an audio error frame while recording closes the microphone; the next recording starts', async () => {
      await recordingNow();
      socket().receive({ type: 'error', code: 'ERROR_HANDLING_USER_RESPONSE_AUDIO' });
      await flush();
      expect(liveMicrophones()).toBe(0);
      h.controller.dispatch({ type: 'retryAfterAudioError' });
      h.controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
      await flush();
      expect(h.deps.toasts).not.toContain('Recording failed. Please check your microphone.');
      expect(session().recording).toBe(true);
      expect(liveMicrophones()).toBe(1);
    });

    it('F5: an error frame while the microphone opens releases it when it opens', async () => {
      await candidateTurn();
      h.holdMicrophone = true;
      h.controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
      await flush();
      socket().receive({ type: 'error', code: 'ERROR_GENERATING_RESPONSE' });
      h.pendingMics.shift()!({ getTracks: () => [] });
      await flush();
      expect(liveMicrophones()).toBe(0);
      expect(h.recorders).toHaveLength(0);
      expect(h.streams.at(-1)!.stopped).toBe(1);
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
      h.controller.dispatch({ type: 'leave' });
      socket().drop(1006);
      fail(false);
      await flush();
      expect(h.deps.toasts).toContain('Failed to end interview room session');
      expect(session().dialog).toEqual({ kind: 'connection-lost' });
      expect(session().connected).toBe(false);
      // Reconnect resumes at the candidate's turn.
      h.controller.dispatch({ type: 'reconnect' });
      socket().open();
      socket().receive({ type: 'initial_message', metadata: { k: 3 } });
      expect(session().phase).toBe('running.live.candidate.ready');
    });

    it('F1: after a failed end call on a working socket an answer is sent and acknowledged normally', async () => {
      build({ endInterview: vi.fn(async () => false) });
      await candidateTurn();
      h.controller.dispatch({ type: 'leave' });
      await flush();
      expect(session().phase).toBe('running.live.candidate.ready');
      expect(h.controller.sendText('my answer')).toBe(true);
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
      h.controller.dispatch({ type: 'leave' });
      expect(h.sources.at(-1)!.stopped).toBe(true);
      expect(session().leaving).toBe(true);
    });

    it('F2: late frames while leaving, then a failed end call, resume at a turn that can move on', async () => {
      let answer: (ok: boolean) => void = () => undefined;
      build({ endInterview: () => new Promise<boolean>((resolve) => (answer = resolve)) });
      await candidateTurn();
      h.controller.sendText('my answer');
      h.controller.dispatch({ type: 'leave' });
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
      h.controller.dispatch({ type: 'repeat' });
      expect(socket().sent.at(-1)).toEqual({ type: 'request_repeat_response', metadata: { k: 5 } });
    });
  });

  // ---- F3: connecting ------------------------------------------------------------------------------------------

  describe('F3: connecting', () => {
    it('F3: End interview while connecting stops connecting and ends the interview', async () => {
      h.controller.dispatch({ type: 'start', join: testJoin });
      expect(session().joining).toBe(true);
      h.controller.dispatch({ type: 'leave' });
      await flush();
      expect(h.deps.endInterview).toHaveBeenCalledTimes(1);
      expect(socket().readyState).toBe(3);
      expect(h.deps.navigations).toEqual(['/interview/feedback?session=r1']);
    });

    it('F3: a server that opens but never greets: Connection Lost after the joining deadline', async () => {
      h.controller.dispatch({ type: 'start', join: testJoin });
      socket().open();
      await vi.advanceTimersByTimeAsync(DEADLINES_MS.joining - 1);
      expect(session().joining).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(session().dialog).toEqual({ kind: 'connection-lost' });
      expect(h.deps.toasts).toContain('Failed to connect with server');
    });
  });

  // ---- F4: dead ends with one button --------------------------------------------------------------------------

  describe('F4: a way out of every dialog', () => {
    it('F4: Connection Lost can end the interview properly while the server stays down', async () => {
      await candidateTurn();
      socket().drop(1006);
      expect(session().dialog).toEqual({ kind: 'connection-lost' });
      h.controller.dispatch({ type: 'leave' });
      await flush();
      expect(h.deps.endInterview).toHaveBeenCalledWith(expect.objectContaining({ timeout: false }));
      expect(h.deps.navigations).toEqual(['/interview/feedback?session=r1']);
    });

    it('F4: a join refused for a finished interview goes to its feedback page', async () => {
      h.controller.dispatch({ type: 'start', join: testJoin });
      socket().open();
      socket().receive({ type: 'error', code: 'ERROR_INTERVIEW_FINISHED' });
      await flush();
      expect(h.deps.navigations).toEqual(['/interview/feedback?session=r1']);
    });

    it("F4: ERROR_INVALID_SESSION shows 'Invalid interview session, please try again' and leads to the dashboard", async () => {
      h.controller.dispatch({ type: 'start', join: testJoin });
      socket().open();
      socket().receive({ type: 'error', code: 'ERROR_INVALID_SESSION' });
      await flush();
      expect(h.deps.toasts).toContain('Invalid interview session, please try again');
      expect(h.deps.navigations).toEqual(['/app/dashboard']);
      expect(session().dialog).toBeNull();
    });
  });

  // ---- F6: header menu ----------------------------------------------------------------------------------------

  describe('F6: the header menu leaves the way Leave does', () => {
    it('F6: a confirmed Log out ends the interview (end call, recorder closed) and then logs out', async () => {
      await recordingNow();
      h.controller.dispatch({ type: 'leave', then: 'logout' });
      await flush();
      expect(liveMicrophones()).toBe(0);
      expect(h.deps.endInterview).toHaveBeenCalledTimes(1);
      expect(h.deps.navigations).toEqual(['/logout']);
    });
  });
});
