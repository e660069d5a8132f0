import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_PING_INTERVAL_MS } from '@mockint/api-contract/socket';
import { connectAndAsk, controllerHarness, flush } from './test-support/controller-harness';
import { OFFLINE_GRACE_MS } from './offline-grace';
import { SessionController } from './session-controller';
import type { PendingAnswer } from './session-types';
import { testChat } from './test-support/doubles';

// The session controller's dead-link watch and its durable answers (split from session-controller.test.ts).

describe('SessionController', () => {
  const h = controllerHarness();

  describe('a dead link is noticed (decision 0632)', () => {
    let offline: (() => void) | null;
    let online: (() => void) | null;
    beforeEach(() => {
      h.controller.dispose();
      offline = null;
      online = null;
      // A long interview: the countdown must not end it while the link is watched.
      h.deps.room = { ...h.deps.room, timeRemaining: 600 };
      h.deps.watchOffline = (onOffline, onOnline) => {
        offline = onOffline;
        online = onOnline;
        return () => (offline = online = null);
      };
      h.controller = new SessionController(h.deps);
    });

    /** The answer sent into a socket that no longer carries anything (no close, no frame). */
    async function answerIntoSilence() {
      await connectAndAsk();
      h.controller.dispatch({ type: 'sendText', text: 'my answer' });
      expect(h.sockets[0]!.sent.at(-1)).toMatchObject({ type: 'user_response_text', message: 'my answer' });
    }

    it('three missed pings of server silence: Connection Lost, the answer kept and offered after Reconnect', async () => {
      await answerIntoSilence();
      await vi.advanceTimersByTimeAsync(3 * SOCKET_PING_INTERVAL_MS - 400);
      expect(h.controller.getSnapshot().session.dialog).toBeNull();
      await vi.advanceTimersByTimeAsync(400);
      const lost = h.controller.getSnapshot().session;
      expect(lost.dialog).toEqual({ kind: 'connection-lost' });
      expect(lost.pendingAnswer).toEqual({ kind: 'text', text: 'my answer' });
      // The dead socket is closed by us: its late close is not news.
      expect(h.sockets[0]!.readyState).toBe(3);
      h.controller.dispatch({ type: 'reconnect' });
      h.sockets[1]!.open();
      h.sockets[1]!.receive({ type: 'initial_message', metadata: { k: 3 } });
      expect(h.controller.getSnapshot().session.canResend).toBe(true);
      h.controller.dispatch({ type: 'resendAnswer' });
      expect(h.sockets[1]!.sent.at(-1)).toEqual({
        type: 'user_response_text',
        message: 'my answer',
        metadata: { k: 3 },
      });
    });

    it('a server that keeps pinging is never taken for dead', async () => {
      await connectAndAsk();
      for (let i = 1; i <= 8; i++) {
        await vi.advanceTimersByTimeAsync(SOCKET_PING_INTERVAL_MS);
        h.sockets[0]!.receive({ type: 'ping', eventId: `e${i}` });
      }
      expect(h.controller.getSnapshot().session.dialog).toBeNull();
      expect(h.controller.getSnapshot().session.userTurn).toBe(true);
    });

    /** The candidate's turn with a recording under way. */
    async function recording() {
      await connectAndAsk();
      h.controller.dispatch({ type: 'startRecording', hasRecorder: true, microphoneSelected: true });
      await flush();
      expect(h.controller.getSnapshot().session.recording).toBe(true);
    }

    it('a brief offline blip (online again within the grace) cuts neither the socket nor the recording', async () => {
      await recording();
      offline?.();
      await vi.advanceTimersByTimeAsync(OFFLINE_GRACE_MS - 100);
      online?.();
      // The server's pings go on through the blip (the silence watchdog has nothing to say either).
      h.sockets[0]!.receive({ type: 'ping', eventId: 'e1' });
      await vi.advanceTimersByTimeAsync(2 * OFFLINE_GRACE_MS);
      const session = h.controller.getSnapshot().session;
      expect(session.dialog).toBeNull();
      expect(session.recording).toBe(true);
      expect(h.sockets[0]!.readyState).toBe(1);
      // The answer goes on the same socket once the candidate stops.
      h.controller.dispatch({ type: 'stopRecording' });
      await flush();
      expect(h.sockets[0]!.sent.at(-1)).toMatchObject({ type: 'user_response_audio', audio_base_64: 'AQID' });
    });

    it('offline through the grace: Connection Lost, the recording in progress kept', async () => {
      await recording();
      offline?.();
      // A second offline event in the same outage does not extend the grace.
      await vi.advanceTimersByTimeAsync(OFFLINE_GRACE_MS / 2);
      offline?.();
      expect(h.controller.getSnapshot().session.recording).toBe(true);
      await vi.advanceTimersByTimeAsync(OFFLINE_GRACE_MS / 2);
      await flush();
      const lost = h.controller.getSnapshot().session;
      expect(lost.dialog).toEqual({ kind: 'connection-lost' });
      expect(lost.pendingAnswer).toEqual({ kind: 'audio', audioBase64: 'AQID' });
      expect(h.sockets[0]!.readyState).toBe(3);
    });

    it('no watching once disposed: the offline listeners are removed, a grace under way is dropped', async () => {
      await connectAndAsk();
      offline?.();
      h.controller.dispose();
      expect(offline).toBeNull();
      expect(online).toBeNull();
      expect(vi.getTimerCount()).toBe(0);
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
      h.controller.dispose();
      h.controller = new SessionController({ ...h.deps, keptAnswer });
      await connectAndAsk();
      h.controller.sendText('my answer');
      expect(saved.value).toEqual({ kind: 'text', text: 'my answer' });
      h.sockets[0]!.receive({
        type: 'user_transcript',
        transcript: 'my answer',
        chat: testChat('u1', 'CANDIDATE'),
      });
      expect(saved.value).toBeNull();
    });

    it('a new room (Refresh Page, a reload, a remount) offers the kept answer as not sent yet', async () => {
      const { saved, keptAnswer } = keptStore();
      saved.value = { kind: 'text', text: 'my answer' };
      h.controller.dispose();
      h.controller = new SessionController({ ...h.deps, keptAnswer });
      await connectAndAsk();
      const session = h.controller.getSnapshot().session;
      expect(session.canResend).toBe(true);
      expect(session.pendingWhy).toBe('kept');
      h.controller.dispatch({ type: 'resendAnswer' });
      expect(h.sockets[0]!.sent.at(-1)).toMatchObject({ type: 'user_response_text', message: 'my answer' });
    });

    it('Discard forgets it', async () => {
      const { saved, keptAnswer } = keptStore();
      saved.value = { kind: 'audio', audioBase64: 'AQID' };
      h.controller.dispose();
      h.controller = new SessionController({ ...h.deps, keptAnswer });
      await connectAndAsk();
      h.controller.dispatch({ type: 'discardAnswer' });
      expect(saved.value).toBeNull();
    });
  });
});
