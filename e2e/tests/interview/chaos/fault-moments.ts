import type { MockControl } from '../../../fixtures.ts';
import type { BotPage } from './bot-page.ts';
import { dropNow, type Fault, type FaultKind, type Plan } from './faults.ts';
import { ACTION_MS, bounded, NAVIGATION_MS } from './harness.ts';
import type { RoomView } from './room-view.ts';
import { recordingTracks$ } from './track-faults.ts';

/**
 * The faults of a plan that wait for their moment in the room (decision 0761): each round the bot tells them what
 * it saw, and a fault whose moment came fires once, through the mock's controls or the page. What is set up
 * before the room loads is faults.ts's setUp.
 */

export interface FaultMomentsOptions {
  plan: Plan;
  page: BotPage;
  mock: MockControl;
  roomId: string;
  candidateId: string;
  /** The interview's start (wall clock), for the log's times. */
  started: number;
  log: string[];
  /** Fired kinds, in order, as the interview's result reports them. */
  fired: FaultKind[];
}

/** What the bot saw this round, for the faults that wait on it. */
export interface Moment {
  v: RoomView | null;
  now: number;
  /** When the room first showed a running phase (wall clock), null before. */
  liveAt: number | null;
  speaking: boolean;
  /** The candidate opened the Feedback dialog (a take-over waits for it when the plan opens one). */
  feedbackOpened: boolean;
  /** When the candidate pressed Leave, null if not leaving. */
  leftAt: number | null;
}

export function faultMoments(o: FaultMomentsOptions) {
  const { plan, page, mock, roomId, log } = o;
  const fired = new Set<FaultKind>();
  const pending: Promise<unknown>[] = [];
  let lateTimer: ReturnType<typeof setTimeout> | undefined;
  let recordings = 0;
  let wasRecording = false;
  const clearLate = () =>
    bounded(mock.delete(`/__mock/ws/faults?candidateId=${o.candidateId}`), ACTION_MS, 'clearing late').catch(
      () => undefined,
    );
  const fire = (f: Fault, what: () => Promise<unknown>) => {
    if (fired.has(f.kind)) return;
    fired.add(f.kind);
    o.fired.push(f.kind);
    log.push(`+${((Date.now() - o.started) / 1000).toFixed(1)} s fired ${f.kind}`);
    pending.push(bounded(what(), NAVIGATION_MS, f.kind).catch((e: Error) => log.push(e.message)));
  };
  const preset = (kind: FaultKind) => {
    // Set before the room loaded: it "fires" as soon as the room is there.
    const f = plan.faults.find((x) => x.kind === kind);
    if (f) fire(f, async () => undefined);
  };
  preset('slow-end-call');
  preset('schema-invalid-frame');
  const silentFirst = plan.faults.find((f) => f.kind === 'silent-server' && f.onFirstJoin);
  if (silentFirst) fire(silentFirst, async () => undefined);

  /** Fires the faults whose moment came. */
  const check = ({ v, now, liveAt, speaking, feedbackOpened, leftAt }: Moment) => {
    if (v?.recordingLocked && !wasRecording) recordings += 1;
    wasRecording = !!v?.recordingLocked;
    for (const f of plan.faults) {
      if (fired.has(f.kind)) continue;
      const since = liveAt === null ? -1 : now - liveAt;
      if (f.kind === 'refuse-then-delay' && since > f.afterLiveMs)
        fire(f, async () => {
          await mock.post('/__mock/ws/faults', { kind: 'refuse', times: f.times, roomId });
          await mock.post('/__mock/ws/faults', {
            kind: 'delay',
            ms: f.delayMs,
            jitterMs: f.jitterMs,
            roomId,
          });
          await dropNow(mock, roomId);
        });
      if (f.kind === 'silent-server' && !f.onFirstJoin && since > f.afterLiveMs)
        fire(f, async () => {
          await mock.post('/__mock/ws/faults', { kind: 'silent', roomId });
          await dropNow(mock, roomId);
        });
      if (f.kind === 'take-over-while-speaking' && speaking && (!plan.feedbackDialog || feedbackOpened))
        fire(f, () => mock.post(`/__mock/ws/rooms/${roomId}/revoke`).catch(() => undefined));
      if (f.kind === 'error-during-recording' && v?.recordingLocked)
        fire(f, () =>
          mock
            .post(`/__mock/ws/rooms/${roomId}/error`, f.code ? { code: f.code } : {})
            .catch(() => undefined),
        );
      if (f.kind === 'drop-during-leave' && leftAt !== null && now - leftAt > 300)
        fire(f, () => dropNow(mock, roomId));
      if (f.kind === 'half-open-socket' && since > f.afterLiveMs)
        fire(f, () => mock.post(`/__mock/ws/rooms/${roomId}/halfopen`).catch(() => undefined));
      if (f.kind === 'late-server' && since > f.afterLiveMs)
        fire(f, async () => {
          // Scoped to the candidate, so clearing it leaves the room's other rules alone.
          await mock.post('/__mock/ws/faults', {
            kind: 'late',
            ms: f.ms,
            jitterMs: f.jitterMs,
            candidateId: o.candidateId,
          });
          lateTimer = setTimeout(() => void clearLate(), f.forMs);
        });
      if (f.kind === 'offline-blip' && since > f.afterLiveMs)
        fire(f, async () => {
          await mock.fault('GET /candidate/interview-rooms/{session}', {
            status: 503,
            message: 'chaos: room data unavailable',
            times: f.refetchFailures,
          });
          // The browser's own switch where it has one: its `offline` event is what the room's offline grace
          // answers (decision 0642). Elsewhere the network loss reaches the room as a dropped socket.
          if (page.setOffline) await page.setOffline(true);
          else await dropNow(mock, roomId);
          await new Promise((r) => setTimeout(r, f.offlineMs));
          if (page.setOffline) await page.setOffline(false);
        });
      if (f.kind === 'stored-device-gone' && v?.recordingLocked)
        fire(f, async () => {
          // The recording started with another microphone: the room stored it for the next answers.
          const stored = await page.evaluate(
            () => window.localStorage.getItem('interviewMicrophoneId'),
            null,
          );
          log.push(`stored microphone after the first recording: ${stored}`);
        });
      if (f.kind === 'microphone-muted' && v?.recordingLocked)
        fire(f, async () => {
          // A Bluetooth headset switching profile: the track is muted, not ended (decision 0660).
          const muted = await page.evaluate(recordingTracks$, 'mute');
          log.push(`muted ${muted} track(s)`);
          if (f.unmuteAfterMs !== null && muted > 0) {
            await new Promise((r) => setTimeout(r, f.unmuteAfterMs!));
            await page.evaluate(recordingTracks$, 'unmute');
          }
        });
      if (
        f.kind === 'microphone-ended' &&
        v?.recordingLocked &&
        // After an error frame's recording, if one is drawn: the microphone ends in the next recording.
        (recordings >= 2 || !plan.faults.some((x) => x.kind === 'error-during-recording'))
      )
        // A headset unplugged: the track ends by itself. stop() alone fires no 'ended' (it is ours). What was
        // recorded is sent as the answer (decision 0636); it counted as given when it started.
        fire(f, () => page.evaluate(recordingTracks$, 'ended'));
    }
  };

  /** Waits for the injections still under way (bounded by their own timeouts; this is a backstop), clears late. */
  const settle = async () => {
    await bounded(Promise.all(pending), NAVIGATION_MS, 'faults still being injected').catch((e: Error) =>
      log.push(e.message),
    );
    if (lateTimer !== undefined) {
      clearTimeout(lateTimer);
      await clearLate();
    }
  };

  return { fired, check, settle };
}
