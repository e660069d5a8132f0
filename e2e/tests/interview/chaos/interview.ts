import type { APIRequestContext } from '@playwright/test';
import { effectiveNow, progressDeadline } from '../../../progress-limit.ts';
import { MockControl, type SignedIn } from '../../../fixtures.ts';
import { listRooms } from '../helpers.ts';
import type { BotPage } from './bot-page.ts';
import { candidate } from './candidate.ts';
import { faultMoments } from './fault-moments.ts';
import { describeFault, drawPlan, GONE_MICROPHONE_ID, setUp } from './faults.ts';
import {
  ACTION_MS,
  bounded,
  CLEANUP_MS,
  HARNESS_GRACE_MS,
  INTERVIEW_MS,
  LATE_MS,
  ROOM_TIME_S,
  STUCK_MS,
  type InterviewResult,
  type Outcome,
} from './harness.ts';
import { RECORDER_GRACE_MS, type Violation } from './invariants.ts';
import { view, type RoomView } from './room-view.ts';
import { assuredKindOf, kindPoolOf } from './seeds.ts';

/**
 * One chaos interview (decision 0761): a fresh candidate's ONGOING room with minutes on its clock, so the
 * time-out never rescues a stall; a simulated candidate (candidate.ts) who answers by voice (push-to-talk, the
 * browser's fake microphone) and by text, takes every way forward the room offers, and ends with End interview →
 * Leave; two or three compound faults (faults.ts, fault-moments.ts); the room's invariants checked in the page
 * all along (invariants.ts), and here the ones only the harness sees: no stall, no answer lost. The page is a
 * BotPage (bot-page.ts): Chromium in the chaos gate, Firefox in the engines' seed (decision 0068).
 */

const ROUND_MS = 250;
/**
 * An answer given and neither on the mock nor offered again, for this long with the room at rest (the candidate's
 * turn, no dialog): lost. Covers the mock's answer being read a round late and the banner's render.
 */
const ANSWER_GRACE_MS = 3_000;
/** Start Speaking pressed this often with no recording following: the button is a dead end. */
const MAX_STARTS_WITHOUT_RECORDING = 4;

export interface InterviewOptions {
  request: APIRequestContext;
  /** Signs in a fresh candidate in a new page of the engine under test (bot-page.ts's openChromiumBot, …). */
  open: (mock: MockControl) => Promise<{ page: BotPage; s: SignedIn }>;
  seed: number;
  index: number;
  rand: () => number;
  debug: boolean;
  /** How to run this interview again, e.g. `CHAOS_SEED=7 pnpm e2e:chaos -g "chaos group 3/10:"`. */
  replay: string;
  /** Where a screenshot of a failing room goes. */
  screenshotPath: (name: string) => string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs one interview; never throws: a failure is an outcome with its description. */
export async function runInterview(o: InterviewOptions): Promise<InterviewResult> {
  const { index, seed } = o;
  const plan = drawPlan(o.rand, assuredKindOf(seed, index), kindPoolOf(seed, index));
  const result: InterviewResult = {
    index,
    faults: plan.faults.map((f) => f.kind),
    fired: [],
    outcome: 'harness',
    violations: [],
    answers: { spoken: 0, typed: 0 },
    ms: 0,
  };
  const log: string[] = [];
  let last = null as RoomView | null;
  let roomId: string | null = null;
  const mock = new MockControl(o.request);
  const started = Date.now();
  // The harness's judgements (stuck, late, an answer unaccounted for, its own deadline) count the lane's effective
  // time, the work the machine allowed (decision 0776): a room that got little CPU is slow, not stuck. What the
  // simulated candidate does (think times, when to press) stays on the wall clock, as a person's would.
  const startedEffective = effectiveNow();
  let page: BotPage | null = null;

  const mockState = async () => {
    if (!roomId) return 'no room yet';
    const [room, rules] = await Promise.all([
      bounded(mock.get(`/__mock/ws/rooms/${roomId}`), ACTION_MS, 'mock room state').catch(
        (e: Error) => e.message,
      ),
      bounded(mock.get<{ roomId?: string }[]>('/__mock/ws/faults'), ACTION_MS, 'mock fault rules').then(
        (all) => all.filter((r) => r.roomId === roomId),
        (e: Error) => e.message,
      ),
    ]);
    return `mock room ${JSON.stringify(room)}; socket fault rules left ${JSON.stringify(rules)}`;
  };
  const fail = (outcome: Outcome, detail: string): never => {
    result.outcome = outcome;
    throw new Error(detail);
  };
  const violated = (violations: Violation[], when: string): never => {
    result.violations = violations;
    return fail(
      'violation',
      `invariant violated${when}: ${violations.map((x) => `${x.kind}: ${x.detail}`).join('; ')}`,
    );
  };
  const answersOnMock = (id: string, before: number) =>
    bounded(mock.get<{ answers: number }>(`/__mock/ws/rooms/${id}`), ACTION_MS, 'mock answers').then(
      (r) => r.answers - before,
      () => null,
    );

  const run = async (deadline: AbortSignal) => {
    const signed = await o.open(mock);
    page = signed.page;
    const { s } = signed;
    if (plan.faults.some((f) => f.kind === 'stored-device-gone'))
      // A headset chosen on an earlier visit, not plugged in now (decision 0656): stored once, before the room
      // loads; what the room stores instead is kept across its reloads.
      await page.addInitScript((gone) => {
        if (window.sessionStorage.getItem('chaosGoneStored')) return;
        window.sessionStorage.setItem('chaosGoneStored', '1');
        window.localStorage.setItem('interviewMicrophoneId', gone);
      }, GONE_MICROPHONE_ID);
    if (o.debug) page.onConsole((line) => console.log(index, 'console', line.slice(0, 300)));
    mock.scopeTo(s.candidate.id);
    const room = (await listRooms(mock, s)).find((r) => r.status === 'ONGOING');
    if (!room) throw new Error('persona has no ONGOING room');
    roomId = room.id;
    log.push(...plan.faults.map(describeFault));
    log.push(`answers: ${plan.spoken.map((v) => (v ? 'spoken' : 'typed')).join(', ')}`);
    log.push(`reads a dialog for ${plan.dialogThinkMs} ms`);
    if (plan.feedbackDialog) log.push('opens the feedback dialog while the interviewer speaks');
    await mock.post(`/__mock/ws/rooms/${room.id}/time`, { timeRemaining: ROOM_TIME_S });
    // The persona's room already holds answers of its own: only those the mock gains count as this candidate's.
    const answersBefore = (await mock.get<{ answers: number }>(`/__mock/ws/rooms/${room.id}`)).answers;
    await setUp(plan, mock, room.id, s.candidate.id);

    const faults = faultMoments({
      plan,
      page,
      mock,
      roomId: room.id,
      candidateId: s.candidate.id,
      started,
      log,
      fired: result.fired,
    });
    let startsWithoutRecording = 0;
    /** One more Start Speaking that did not lead to a recording: past the limit, the button is a dead end. */
    const startFailed = () => {
      if (++startsWithoutRecording > MAX_STARTS_WITHOUT_RECORDING)
        fail('stuck', `Start Speaking did not start a recording in ${MAX_STARTS_WITHOUT_RECORDING} tries`);
    };
    const bot = candidate({
      plan,
      page,
      index,
      debug: o.debug,
      log,
      started,
      fired: faults.fired,
      startFailed,
    });
    const { state, given } = bot;
    let answerRecording = false;
    let liveAt: number | null = null;
    let roomSeen = false;
    let stuckSince: number | null = null;
    let lateSince: number | null = null;
    let unaccountedSince: number | null = null;
    let answersAccounted = 0;

    await page.goto(`/interview/room?session=${room.id}`);
    for (;;) {
      if (deadline.aborted) throw new Error('abandoned at the harness deadline');
      const now = Date.now();
      const nowEffective = effectiveNow();
      const v = await view(page).catch(() => null);
      if (v) last = v;
      if (o.debug)
        console.log(
          index,
          ((now - started) / 1000).toFixed(1),
          JSON.stringify({ ...v, violations: v?.violations.length }),
        );
      if (v?.violations.length) violated(v.violations, '');
      if (v?.feedback) {
        // A recorder left running when the room was left shows after its grace: look once more.
        await pause(RECORDER_GRACE_MS + 500);
        const after = await view(page).catch(() => null);
        if (after?.violations.length) violated(after.violations, ' after leaving');
        // Every answer given reached the mock by the end: nothing is offered any more (answer-kept, decision 0664).
        const onMockAtEnd = await answersOnMock(room.id, answersBefore);
        if (onMockAtEnd !== null && given() > onMockAtEnd)
          violated(
            [
              {
                kind: 'answer-kept',
                detail: `${given()} answers given, ${onMockAtEnd} on the mock at the end`,
                since: nowEffective - startedEffective,
                lasted: 0,
              },
            ],
            '',
          );
        result.outcome = 'feedback';
        break;
      }
      if (v && !/\/interview\/(room|feedback)/.test(new URL(v.url).pathname)) {
        // Sent away from the room (e.g. the interview found over): the app offers its own ways on from there.
        log.push(`left to ${new URL(v.url).pathname}`);
        result.outcome = 'left';
        break;
      }
      // A recording under way (or one that was made: End Response, the encoding) answers every start before it.
      if (
        v &&
        (v.recordingLocked ||
          v.enabled.includes('End Response') ||
          /candidate\.(recording|encoding)/.test(v.phase ?? ''))
      ) {
        startsWithoutRecording = 0;
        state.startPending = false;
      }
      // A start whose effect showed (the room left its ready state) and that came back to ready with no
      // recording: that try failed. Counted by the room's own state, never by rounds of this loop.
      if (
        state.startPending &&
        v &&
        /candidate\.ready/.test(v.phase ?? '') &&
        v.enabled.includes('Start Speaking')
      ) {
        state.startPending = false;
        startFailed();
      }
      const speaking = !!v?.phase && /speaking/.test(v.phase);
      // 'speaking' is a way forward only while the interviewer is heard: a stalled queue is nothing (decision 0637).
      // The late state is a way forward for LATE_MS (End interview, and the reply on its way; decision 0662).
      if (v?.interviewerLate) lateSince ??= nowEffective;
      else lateSince = null;
      const lateForward = !!v?.interviewerLate && nowEffective - (lateSince ?? nowEffective) <= LATE_MS;
      const forward =
        !!v &&
        (v.enabled.length > 0 ||
          v.canType ||
          v.recordingLocked ||
          (speaking && v.audioPlaying) ||
          lateForward);
      // The clock starts once the room has rendered (the first page load is not a room state). From then on a
      // page of the room without a phase counts too: the skeleton after a reload, or 'We could not load this
      // interview' (a reload meeting the room's data still failing after a blip): a stall there is a stall.
      if (v?.phase) roomSeen = true;
      if (!forward && v && (v.phase || roomSeen)) stuckSince ??= nowEffective;
      else stuckSince = null;
      if (stuckSince !== null && nowEffective - stuckSince > STUCK_MS) {
        await page.screenshot(o.screenshotPath(`stuck-interview-${index}.png`));
        fail('stuck', `stuck for ${STUCK_MS / 1000} s with no enabled way forward; ${await mockState()}`);
      }
      if (nowEffective - startedEffective > INTERVIEW_MS) {
        await page.screenshot(o.screenshotPath(`late-interview-${index}.png`));
        fail('late', `did not reach the feedback page within ${INTERVIEW_MS / 1000} s; ${await mockState()}`);
      }

      // Every answer given is on the mock or offered again (decision 0637), read whenever the room is at rest.
      const atRest = !!v?.phase && /candidate\.ready/.test(v.phase) && !v.dialog;
      if (atRest && given() > 0) {
        const onMock = await answersOnMock(room.id, answersBefore);
        const offered = v.enabled.includes('Send Answer Again') ? 1 : 0;
        if (onMock !== null && given() > onMock + offered) {
          unaccountedSince ??= nowEffective;
          if (nowEffective - unaccountedSince > ANSWER_GRACE_MS)
            violated(
              [
                {
                  kind: 'answer-kept',
                  detail: `${given()} answers given, ${onMock} on the mock, ${offered} offered again (phase ${v.phase})`,
                  since: unaccountedSince - startedEffective,
                  lasted: nowEffective - unaccountedSince,
                },
              ],
              '',
            );
        } else unaccountedSince = null;
        answersAccounted = onMock ?? answersAccounted;
      } else unaccountedSince = null;

      // A recording the candidate started is an answer given from its first moment: stopped by End Response, by
      // the room (a late interviewer, a gone microphone) or cancelled underneath (an error frame, a take-over), it
      // must reach the mock or be offered again (answer-kept). Counted on its start, not on End Response, so a
      // room that cancels one silently is caught.
      const recordingNow = !!v && (v.recordingLocked || /candidate\.recording/.test(v.phase ?? ''));
      if (recordingNow && !answerRecording) state.spoken += 1;
      answerRecording = recordingNow;

      // Faults that wait for their moment.
      if (liveAt === null && v?.phase && /running/.test(v.phase)) liveAt = now;
      faults.check({ v, now, liveAt, speaking, feedbackOpened: state.feedbackOpened, leftAt: state.leftAt });

      await bot.act(v, now, speaking);
      result.answers = { ...result.answers, spoken: state.spoken, typed: state.typed };
      await pause(ROUND_MS);
    }
    await faults.settle();
    result.answers.onMock = answersAccounted;
  };

  const abandon = new AbortController();
  let cancelGuard = () => {};
  // The overall deadline: if some await never came back, fail with what is known rather than let the test time
  // out silently. Closing the page below then ends whatever was still waiting.
  const guard = new Promise<never>((_, reject) => {
    cancelGuard = progressDeadline(INTERVIEW_MS + HARNESS_GRACE_MS, () => {
      abandon.abort();
      void mockState().then((state) =>
        reject(
          new Error(
            `the harness deadline (${(INTERVIEW_MS + HARNESS_GRACE_MS) / 1000} s of effective time) passed; ${state}`,
          ),
        ),
      );
    });
  });
  try {
    await Promise.race([run(abandon.signal), guard]);
  } catch (error) {
    if (result.outcome === 'feedback' || result.outcome === 'left') result.outcome = 'harness';
    // At a deadline (the harness's own, or the interview's length) with the room live and a way forward enabled:
    // load, reported with the room's state, not a stall of the room.
    const liveAndEnabled = !!last?.phase && /running/.test(last.phase) && last.enabled.length > 0;
    if ((result.outcome === 'harness' || result.outcome === 'late') && liveAndEnabled)
      result.outcome = 'load';
    const where = last?.feedback
      ? 'feedback page'
      : `phase ${last?.phase ?? '?'}, dialog ${last?.dialog ?? 'none'}, enabled [${last?.enabled.join(', ') ?? ''}]`;
    result.failure =
      (result.outcome === 'load' ? 'load (the room was live and enabled; not a defect of the room): ' : '') +
      `interview ${index} (seed ${seed}, replay: ${o.replay}; ${log.join('; ')}; last seen: ${where}): ` +
      (error as Error).message;
  } finally {
    cancelGuard();
    abandon.abort();
    const p = page as BotPage | null;
    if (p) await bounded(p.close(), CLEANUP_MS, 'closing the context').catch(() => undefined);
  }
  result.ms = Date.now() - started;
  return result;
}
