import { describe, expect, it, vi } from 'vitest';
import { SOCKET_PING_INTERVAL_MS } from '@mockint/api-contract/socket';
import { DEADLINES_MS } from './session-types';
import { testJoin } from './test-support/doubles';
import {
  aliveFor,
  build,
  candidateTurn,
  compoundHarness,
  flush,
  h,
  join,
  question,
  session,
  socket,
  transcript,
} from './test-support/compound-harness';

// The room under compound faults (F1–F10 of the review of the session code): each test drives the real
// SessionController with a fake socket, audio context, recorder and HTTP calls, and checks what the
// candidate would notice: a microphone left open, a room stuck without a way forward, an answer lost.

describe('the room under compound faults (F7–F10)', () => {
  compoundHarness();

  // ---- F7: two dialogs at once ----------------------------------------------------------------------------------

  describe('F7: one modal at a time', () => {
    it("F7: 'Are you sure?' is withdrawn under a session dialog and on time-out", async () => {
      build({
        room: { ...h.deps.room, timeRemaining: 3 },
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
      expect(h.controller.sendText('early answer')).toBe(false);
      expect(socket().sent.some((m) => m.type === 'user_response_text')).toBe(false);
      h.sources.at(-1)!.onended?.();
      await vi.advanceTimersByTimeAsync(300);
      expect(h.controller.sendText('my answer')).toBe(true);
    });

    it('F8: an answer not acknowledged by its deadline is offered again (Send Answer Again)', async () => {
      await candidateTurn();
      h.controller.sendText('my answer');
      await aliveFor(DEADLINES_MS.sending);
      expect(session().canResend).toBe(true);
      h.controller.dispatch({ type: 'resendAnswer' });
      expect(socket().sent.filter((m) => m.type === 'user_response_text')).toHaveLength(2);
    });
  });

  // ---- F9: deadlines ------------------------------------------------------------------------------------------

  describe('F9: a deadline on every wait', () => {
    it("F9: a reply's final chunk that never comes: the interviewer is said late after the waiting deadline", async () => {
      await join();
      socket().receive(question(false));
      await flush();
      h.sources.at(-1)!.onended?.();
      await vi.advanceTimersByTimeAsync(300);
      expect(session().phase).toBe('running.live.waiting');
      await vi.advanceTimersByTimeAsync(DEADLINES_MS.waiting);
      // Said on the interviewer's tile, End interview enabled, no answer invited and no toast (decision 0662).
      expect(session().phase).toBe('running.live.late');
      expect(session().canConfirmLeave).toBe(true);
      expect(h.deps.toasts).not.toContain('An error occurred. Please try again.');
    });

    it('F9: no model_response after the transcript: the interviewer is said late after the processing deadline', async () => {
      await candidateTurn();
      h.controller.sendText('my answer');
      socket().receive(transcript);
      expect(session().modelProcessing).toBe(true);
      await aliveFor(DEADLINES_MS.processing);
      expect(session().phase).toBe('running.live.late');
    });

    it('G13: from the answer to the first sentence of the reply, nothing enabled for at most the sending deadline', async () => {
      await candidateTurn();
      h.controller.sendText('my answer');
      // The transcript comes late, just before the sending deadline; the reply does not come.
      await aliveFor(DEADLINES_MS.sending - 2 * SOCKET_PING_INTERVAL_MS);
      socket().receive(transcript);
      expect(session().modelProcessing).toBe(true);
      // Processing continues the sending clock: 14 s after the answer, not 14 s after the transcript, the room
      // says the interviewer is late, with End interview enabled (decisions 0638, 0662).
      await aliveFor(2 * SOCKET_PING_INTERVAL_MS);
      expect(session().phase).toBe('running.live.late');
    });

    it('G13: from the join to the first sentence, nothing enabled for at most the joining deadline', async () => {
      h.controller.dispatch({ type: 'start', join: testJoin });
      socket().open();
      // A late server (decision 0637): the greeting comes just before the joining deadline; no sentence follows.
      await vi.advanceTimersByTimeAsync(DEADLINES_MS.joining - 1_000);
      socket().receive({ type: 'initial_message', metadata: { k: 1 } });
      await flush();
      // Waiting for the first sentence continues the joining clock: the interviewer is said late within the 15 s
      // (the chaos gate found 12 s joining + 10 s waiting with nothing enabled; decisions 0638, 0640, 0662).
      await aliveFor(2_000);
      expect(session().phase).toBe('running.live.late');
    });

    it('F9: an end call without an answer is treated as failed after the leaving deadline', async () => {
      build({ endInterview: () => new Promise<boolean>(() => undefined) });
      await candidateTurn();
      h.controller.dispatch({ type: 'leave' });
      await aliveFor(DEADLINES_MS.leaving);
      expect(h.deps.toasts).toContain('Failed to end interview room session');
      expect(session().phase).toBe('running.live.candidate.ready');
    });

    it('F9: deadlines scale with deadlineScale (the mock time scale in tests)', async () => {
      build({ deadlineScale: 0.1 });
      await join();
      await vi.advanceTimersByTimeAsync(DEADLINES_MS.waiting * 0.1);
      expect(session().phase).toBe('running.live.late');
    });
  });

  // ---- F10 ----------------------------------------------------------------------------------------------------

  describe('F10: smaller', () => {
    it("F10: a time-out whose end call fails retries it and does not open a feedback page that says 'not completed'", async () => {
      const endInterview = vi.fn(async () => false);
      build({ room: { ...h.deps.room, timeRemaining: 2 }, endInterview });
      await candidateTurn();
      await vi.advanceTimersByTimeAsync(2000);
      await flush();
      await vi.advanceTimersByTimeAsync(2000);
      expect(endInterview).toHaveBeenCalledTimes(3);
      expect(endInterview).toHaveBeenCalledWith(expect.objectContaining({ timeout: true }));
      expect(h.deps.navigations).toEqual(['/app/dashboard']);
      expect(h.deps.toasts).toContain('Failed to end interview room session');
    });

    it("F10: the previous question's hint goes once the answer is acknowledged", async () => {
      await candidateTurn();
      socket().receive({ type: 'hint_response', hintResponse: 'Mention your last project' });
      expect(session().userHint).toBe('Mention your last project');
      h.controller.sendText('my answer');
      socket().receive(transcript);
      expect(session().userHint).toBe('');
    });
  });
});
