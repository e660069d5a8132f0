import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { WEB_URL } from '../../../env.ts';
import { scaled } from '../../../machine.ts';
import { effectiveNow, progressDeadline } from '../../../progress-limit.ts';
import { MockControl, setSessionCookies, type SignedIn } from '../../../fixtures.ts';
import { listRooms } from '../helpers.ts';
import {
  describeFault,
  drawPlan,
  dropNow,
  GONE_MICROPHONE_ID,
  setUp,
  TIMED_KINDS,
  type Fault,
  type FaultKind,
} from './faults.ts';
import { assuredKindOf, kindPoolOf } from './seeds.ts';
import { installInvariants, RECORDER_GRACE_MS, STORAGE_KEY, type Violation } from './invariants.ts';

/**
 * One chaos interview (decision 0761): a fresh candidate's ONGOING room with minutes on its clock, so the
 * time-out never rescues a stall; a simulated candidate who answers by voice (push-to-talk, Chromium's fake
 * microphone) and by text, takes every way forward the room offers, and ends with End interview → Leave;
 * two or three compound faults; the room's invariants checked in the page all along (invariants.ts).
 *
 * The harness never waits unbounded (decision 0751): every browser action has ACTION_MS, every navigation
 * NAVIGATION_MS, every evaluate / close / injection a bounded wait, and each interview a deadline.
 */

export const STUCK_MS = 15_000;
/**
 * 'The interviewer is taking longer than usual' with End interview enabled is a way forward (decision 0662), for
 * this long: a late server's reply comes within it; a room that stays there longer is stuck all the same.
 */
export const LATE_MS = 3 * STUCK_MS;
/**
 * Page loaded → feedback page. A stall is caught by STUCK_MS long before; this catches a loop that never ends.
 * 3× the slowest interview of a quiet-machine run of the whole suite (86 s: three compound faults, three answers,
 * the CPU shared with the checks lane; decision 0763), scaled by the machine (decision 0768): a slow machine makes
 * an interview longer, not stuck. The harness's own limits below are hang detectors too, scaled the same way.
 */
export const INTERVIEW_MS = 270_000;
/** Past INTERVIEW_MS, a last guard against an await that still did not come back: the harness reports. */
export const HARNESS_GRACE_MS = 15_000;
export const ACTION_MS = 3_000;
export const NAVIGATION_MS = 15_000;
export const CLEANUP_MS = 10_000;
/** The room's clock: minutes, far beyond an interview's length, so only the stuck detector can end a stall. */
export const ROOM_TIME_S = 600;
const ROUND_MS = 250;
/**
 * An answer given and neither on the mock nor offered again, for this long with the room at rest (the candidate's
 * turn, no dialog): lost. Covers the mock's answer being read a round late and the banner's render.
 */
const ANSWER_GRACE_MS = 3_000;
const FEEDBACK_DIALOG = 'Help us improve!';
/** How long the candidate reads the Feedback dialog it opened, at least. */
const FEEDBACK_READ_MS = 3_000;
/** Start Speaking pressed this often with no recording following: the button is a dead end. */
const MAX_STARTS_WITHOUT_RECORDING = 4;

/** Buttons that move the room on, in the order the candidate prefers them (Reconnect before anything else). */
const WAYS_FORWARD = [
  'Start Interview',
  'Reconnect',
  'Retry',
  'Send Answer Again',
  'Refresh Page',
  'Revoke Other Session',
  'Continue Here',
  'Leave',
  'End Response',
  'Start Speaking',
];

/**
 * How an interview ended. `load`: a harness deadline passed while the room was live with a control enabled: the
 * machine was too busy for the interview to finish, not a defect of the room; the group's retry is for this
 * (decision 0776). `violation`: an invariant broke, which no retry may hide.
 */
export type Outcome = 'feedback' | 'left' | 'stuck' | 'late' | 'violation' | 'harness' | 'load';

export interface InterviewResult {
  index: number;
  faults: FaultKind[];
  /** Faults whose moment came (a take-over needs the interviewer speaking, …). */
  fired: FaultKind[];
  outcome: Outcome;
  violations: Violation[];
  /** Answers given, and how many the mock held when last read at rest (every answer accounted, decision 0637). */
  answers: { spoken: number; typed: number; onMock?: number };
  ms: number;
  /** Set when the outcome is a failure: where and why, with the seed to replay it. */
  failure?: string;
}

interface RoomView {
  url: string;
  feedback: boolean;
  phase: string | null;
  dialog: string | null;
  /** Ways forward that are enabled: in the dialog on top if there is one, else on the page. */
  enabled: string[];
  canType: boolean;
  transcriptOpen: boolean;
  /** 'End in N' shows: a recording is under way, its stop still locked. */
  recordingLocked: boolean;
  /** Interviewer audio is playing (invariants.ts sees every source and element the room plays). */
  audioPlaying: boolean;
  /** The room says the interviewer is late, End interview enabled (decision 0662). */
  interviewerLate: boolean;
  violations: Violation[];
}

/**
 * Resolves or rejects like `promise`, or rejects after `ms` of effective time naming `what` (the promise is left
 * behind). Judged on the progress clock (decision 0776): a browser that got little CPU is slow, not hung.
 */
export function bounded<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let cancel = () => {};
  const limit = new Promise<never>((_, reject) => {
    cancel = progressDeadline(ms, () =>
      reject(new Error(`${what}: no answer within ${ms} ms of effective time`)),
    );
  });
  return Promise.race([promise, limit]).finally(() => cancel());
}

async function view(page: Page): Promise<RoomView> {
  const read = page.evaluate(
    ({ names, key }) => {
      const violations = JSON.parse(sessionStorage.getItem(key) ?? '[]') as Violation[];
      const url = location.href;
      if (/\/interview\/feedback/.test(location.pathname))
        return {
          url,
          feedback: true,
          phase: null,
          dialog: null,
          enabled: [],
          canType: false,
          transcriptOpen: false,
          recordingLocked: false,
          audioPlaying: false,
          interviewerLate: false,
          violations,
        };
      // The candidate acts on the dialog on top (the last opened, not aria-hidden under another one).
      const dialogs = [...document.querySelectorAll('[role="alertdialog"], [role="dialog"]')].filter(
        (d) => d.getAttribute('data-state') !== 'closed',
      );
      const dialog =
        dialogs.filter((d) => !d.closest('[aria-hidden="true"]')).at(-1) ?? dialogs.at(-1) ?? null;
      const scope = dialog ?? document;
      const label = (b: HTMLButtonElement) => b.textContent?.trim() ?? '';
      const enabled = [...scope.querySelectorAll('button')]
        .filter((b) => !b.disabled && names.includes(label(b)))
        .map(label)
        .sort((a, b) => names.indexOf(a) - names.indexOf(b));
      const input = document.querySelector<HTMLTextAreaElement | HTMLInputElement>(
        '[placeholder="Type your message..."]',
      );
      return {
        url,
        feedback: false,
        phase: document.querySelector('[data-phase]')?.getAttribute('data-phase') ?? null,
        dialog: dialog?.querySelector('h2')?.textContent?.trim() ?? (dialog ? '(untitled)' : null),
        enabled,
        canType: !dialog && !!input && !input.disabled,
        transcriptOpen: !!input,
        recordingLocked: [...document.querySelectorAll('button')].some((b) => /^End in \d+$/.test(label(b))),
        audioPlaying: ((window as unknown as { __chaosAudio?: Set<object> }).__chaosAudio?.size ?? 0) > 0,
        interviewerLate:
          !dialog &&
          [...document.querySelectorAll('[role="status"]')].some(
            (n) => n.textContent?.trim() === 'The interviewer is taking longer than usual',
          ) &&
          [...document.querySelectorAll('button')].some((b) => !b.disabled && label(b) === 'End interview'),
        violations,
      };
    },
    { names: WAYS_FORWARD, key: STORAGE_KEY },
  );
  return bounded(read, ACTION_MS, 'reading the room');
}

async function signInPage(
  browser: Browser,
  mock: MockControl,
  reducedMotion: InterviewOptions['reducedMotion'],
): Promise<{ page: Page; s: SignedIn }> {
  const s = await mock.post<SignedIn>('/__mock/sessions', { persona: 'default' });
  const context = await browser.newContext({ baseURL: WEB_URL, permissions: ['microphone'], reducedMotion });
  // Every action and navigation of this context gives up instead of waiting forever.
  context.setDefaultTimeout(scaled(ACTION_MS));
  context.setDefaultNavigationTimeout(scaled(NAVIGATION_MS));
  const page = await context.newPage();
  await setSessionCookies(page, s);
  await page.addInitScript((candidate) => {
    if (!window.localStorage.getItem('candidate')) window.localStorage.setItem('candidate', candidate);
    window.localStorage.setItem('intro', 'true');
    // The microphone the join page would have picked (the room records from the selected one): Chromium's
    // fake device answers to 'default'.
    if (!window.localStorage.getItem('interviewMicrophoneId'))
      window.localStorage.setItem('interviewMicrophoneId', 'default');
  }, JSON.stringify(s.candidate));
  await installInvariants(page);
  return { page, s };
}

export interface InterviewOptions {
  browser: Browser;
  request: APIRequestContext;
  /** The project's motion setting (the suite's is 'reduce', decision 0764): a new context does not inherit it. */
  reducedMotion: 'reduce' | 'no-preference' | null;
  seed: number;
  index: number;
  rand: () => number;
  debug: boolean;
  /** How to run this interview again, e.g. `CHAOS_SEED=7 pnpm e2e:chaos -g "chaos group 3/10:"`. */
  replay: string;
  /** Where a screenshot of a failing room goes. */
  screenshotPath: (name: string) => string;
}

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
  let page: Page | null = null;

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

  const run = async (deadline: AbortSignal) => {
    const signed = await signInPage(o.browser, mock, o.reducedMotion);
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
    if (o.debug) page.on('console', (m) => console.log(index, 'console', m.type(), m.text().slice(0, 300)));
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

    const pending: Promise<unknown>[] = [];
    let lateTimer: ReturnType<typeof setTimeout> | undefined;
    const clearLate = () =>
      bounded(
        mock.delete(`/__mock/ws/faults?candidateId=${s.candidate.id}`),
        ACTION_MS,
        'clearing late',
      ).catch(() => undefined);
    let recordings = 0;
    let wasRecording = false;
    let answerRecording = false;
    const fired = new Set<FaultKind>();
    const fire = (f: Fault, what: () => Promise<unknown>) => {
      if (fired.has(f.kind)) return;
      fired.add(f.kind);
      result.fired.push(f.kind);
      log.push(`+${((Date.now() - started) / 1000).toFixed(1)} s fired ${f.kind}`);
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

    let liveAt: number | null = null;
    let roomSeen = false;
    let stuckSince: number | null = null;
    let lateSince: number | null = null;
    let leftAt: number | null = null;
    let startsWithoutRecording = 0;
    /** One more Start Speaking that did not lead to a recording: past the limit, the button is a dead end. */
    const startFailed = () => {
      if (++startsWithoutRecording > MAX_STARTS_WITHOUT_RECORDING)
        fail('stuck', `Start Speaking did not start a recording in ${MAX_STARTS_WITHOUT_RECORDING} tries`);
    };
    /** Start Speaking took (the room left ready); whether a recording followed is still to be seen. */
    let startPending = false;
    let extraAnswers = 0;
    let feedbackOpened = false;
    let dialogTitle: string | null = null;
    let dialogSince = 0;
    let spokenAnswers = 0;
    let typedAnswers = 0;
    let unaccountedSince: number | null = null;
    let answersAccounted = 0;
    const given = () => spokenAnswers + typedAnswers;

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
      if (v?.violations.length) {
        result.violations = v.violations;
        fail(
          'violation',
          `invariant violated: ${v.violations.map((x) => `${x.kind}: ${x.detail}`).join('; ')}`,
        );
      }
      if (v?.feedback) {
        // A recorder left running when the room was left shows after its grace: look once more.
        await page.waitForTimeout(RECORDER_GRACE_MS + 500).catch(() => undefined);
        const after = await view(page).catch(() => null);
        if (after?.violations.length) {
          result.violations = after.violations;
          fail(
            'violation',
            `invariant violated after leaving: ${after.violations.map((x) => `${x.kind}: ${x.detail}`).join('; ')}`,
          );
        }
        // Every answer given reached the mock by the end: nothing is offered any more (answer-kept, decision 0664).
        const onMockAtEnd = await bounded(
          mock.get<{ answers: number }>(`/__mock/ws/rooms/${room.id}`),
          ACTION_MS,
          'mock answers',
        ).then(
          (r) => r.answers - answersBefore,
          () => null,
        );
        if (onMockAtEnd !== null && given() > onMockAtEnd) {
          const violation: Violation = {
            kind: 'answer-kept',
            detail: `${given()} answers given, ${onMockAtEnd} on the mock at the end`,
            since: nowEffective - startedEffective,
            lasted: 0,
          };
          result.violations = [violation];
          fail('violation', `invariant violated: answer-kept: ${violation.detail}`);
        }
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
        startPending = false;
      }
      // A start whose effect showed (the room left its ready state) and that came back to ready with no
      // recording: that try failed. Counted by the room's own state, never by rounds of this loop.
      if (
        startPending &&
        v &&
        /candidate\.ready/.test(v.phase ?? '') &&
        v.enabled.includes('Start Speaking')
      ) {
        startPending = false;
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
        await page
          .screenshot({ path: o.screenshotPath(`stuck-interview-${index}.png`) })
          .catch(() => undefined);
        fail('stuck', `stuck for ${STUCK_MS / 1000} s with no enabled way forward; ${await mockState()}`);
      }
      if (nowEffective - startedEffective > INTERVIEW_MS) {
        await page
          .screenshot({ path: o.screenshotPath(`late-interview-${index}.png`) })
          .catch(() => undefined);
        fail('late', `did not reach the feedback page within ${INTERVIEW_MS / 1000} s; ${await mockState()}`);
      }

      // Every answer given is on the mock or offered again (decision 0637), read whenever the room is at rest.
      const atRest = !!v?.phase && /candidate\.ready/.test(v.phase) && !v.dialog;
      if (atRest && given() > 0) {
        const onMock = await bounded(
          mock.get<{ answers: number }>(`/__mock/ws/rooms/${room.id}`),
          ACTION_MS,
          'mock answers',
        ).then(
          (r) => r.answers - answersBefore,
          () => null,
        );
        const offered = v.enabled.includes('Send Answer Again') ? 1 : 0;
        if (onMock !== null && given() > onMock + offered) {
          unaccountedSince ??= nowEffective;
          if (nowEffective - unaccountedSince > ANSWER_GRACE_MS) {
            const violation: Violation = {
              kind: 'answer-kept',
              detail: `${given()} answers given, ${onMock} on the mock, ${offered} offered again (phase ${v.phase})`,
              since: unaccountedSince - startedEffective,
              lasted: nowEffective - unaccountedSince,
            };
            result.violations = [violation];
            fail('violation', `invariant violated: answer-kept: ${violation.detail}`);
          }
        } else unaccountedSince = null;
        answersAccounted = onMock ?? answersAccounted;
      } else unaccountedSince = null;

      if (v?.recordingLocked && !wasRecording) recordings += 1;
      wasRecording = !!v?.recordingLocked;
      // A recording the candidate started is an answer given from its first moment: stopped by End Response, by
      // the room (a late interviewer, a gone microphone) or cancelled underneath (an error frame, a take-over), it
      // must reach the mock or be offered again (answer-kept). Counted on its start, not on End Response, so a
      // room that cancels one silently is caught.
      const recordingNow = !!v && (v.recordingLocked || /candidate\.recording/.test(v.phase ?? ''));
      if (recordingNow && !answerRecording) spokenAnswers += 1;
      answerRecording = recordingNow;

      // Faults that wait for their moment.
      if (liveAt === null && v?.phase && /running/.test(v.phase)) liveAt = now;
      for (const f of plan.faults) {
        if (fired.has(f.kind)) continue;
        const since = liveAt === null ? -1 : now - liveAt;
        if (f.kind === 'refuse-then-delay' && since > f.afterLiveMs)
          fire(f, async () => {
            await mock.post('/__mock/ws/faults', { kind: 'refuse', times: f.times, roomId: room.id });
            await mock.post('/__mock/ws/faults', {
              kind: 'delay',
              ms: f.delayMs,
              jitterMs: f.jitterMs,
              roomId: room.id,
            });
            await dropNow(mock, room.id);
          });
        if (f.kind === 'silent-server' && !f.onFirstJoin && since > f.afterLiveMs)
          fire(f, async () => {
            await mock.post('/__mock/ws/faults', { kind: 'silent', roomId: room.id });
            await dropNow(mock, room.id);
          });
        if (f.kind === 'take-over-while-speaking' && speaking && (!plan.feedbackDialog || feedbackOpened))
          fire(f, () => mock.post(`/__mock/ws/rooms/${room.id}/revoke`).catch(() => undefined));
        if (f.kind === 'error-during-recording' && v?.recordingLocked)
          fire(f, () =>
            mock
              .post(`/__mock/ws/rooms/${room.id}/error`, f.code ? { code: f.code } : {})
              .catch(() => undefined),
          );
        if (f.kind === 'drop-during-leave' && leftAt !== null && now - leftAt > 300)
          fire(f, () => dropNow(mock, room.id));
        if (f.kind === 'half-open-socket' && since > f.afterLiveMs)
          fire(f, () => mock.post(`/__mock/ws/rooms/${room.id}/halfopen`).catch(() => undefined));
        if (f.kind === 'late-server' && since > f.afterLiveMs)
          fire(f, async () => {
            // Scoped to the candidate, so clearing it leaves the room's other rules alone.
            await mock.post('/__mock/ws/faults', {
              kind: 'late',
              ms: f.ms,
              jitterMs: f.jitterMs,
              candidateId: s.candidate.id,
            });
            lateTimer = setTimeout(() => void clearLate(), f.forMs);
          });
        if (f.kind === 'offline-blip' && since > f.afterLiveMs)
          fire(f, async () => {
            const context = page!.context();
            await mock.fault('GET /candidate/interview-rooms/{session}', {
              status: 503,
              message: 'chaos: room data unavailable',
              times: f.refetchFailures,
            });
            await context.setOffline(true);
            await new Promise((r) => setTimeout(r, f.offlineMs));
            await context.setOffline(false);
          });
        if (f.kind === 'stored-device-gone' && v?.recordingLocked)
          fire(f, async () => {
            // The recording started with another microphone: the room stored it for the next answers.
            const stored = await page!.evaluate(() => window.localStorage.getItem('interviewMicrophoneId'));
            log.push(`stored microphone after the first recording: ${stored}`);
          });
        if (f.kind === 'microphone-muted' && v?.recordingLocked)
          fire(f, async () => {
            // A Bluetooth headset switching profile: the track is muted, not ended (decision 0660).
            const toggle = (type: 'mute' | 'unmute') =>
              page!.evaluate((eventType) => {
                const recorders = (window as unknown as { __chaosRecorders?: Set<MediaRecorder> })
                  .__chaosRecorders;
                let n = 0;
                for (const r of recorders ?? [])
                  if (r.state === 'recording')
                    for (const track of r.stream.getAudioTracks()) {
                      track.dispatchEvent(new Event(eventType));
                      n += 1;
                    }
                return n;
              }, type);
            const muted = await toggle('mute');
            log.push(`muted ${muted} track(s)`);
            if (f.unmuteAfterMs !== null && muted > 0) {
              await new Promise((r) => setTimeout(r, f.unmuteAfterMs!));
              await toggle('unmute');
            }
          });
        if (
          f.kind === 'microphone-ended' &&
          v?.recordingLocked &&
          // After an error frame's recording, if one is drawn: the microphone ends in the next recording.
          (recordings >= 2 || !plan.faults.some((x) => x.kind === 'error-during-recording'))
        )
          fire(f, async () => {
            // A headset unplugged: the track ends by itself. stop() alone fires no 'ended' (it is ours).
            await page!.evaluate(() => {
              const recorders = (window as unknown as { __chaosRecorders?: Set<MediaRecorder> })
                .__chaosRecorders;
              let n = 0;
              for (const r of recorders ?? [])
                if (r.state === 'recording')
                  for (const track of r.stream.getAudioTracks()) {
                    track.stop();
                    track.dispatchEvent(new Event('ended'));
                    n += 1;
                  }
              return n;
            });
            // What was recorded is sent as the answer (decision 0636); it counted as given when it started.
          });
      }

      // The candidate. Every action may find the room changed since it was read: it gives up after ACTION_MS
      // (the context's default) and the next round reads the room again.
      const click = (name: string) =>
        page!
          .getByRole('button', { name, exact: true })
          .first()
          .click()
          .then(
            () => true,
            (e: Error) => {
              if (o.debug) console.log(index, `click ${name} failed: ${e.message.split('\n')[0]}`);
              return false;
            },
          );
      // A leave that did not end the interview (a failed end call): the candidate carries on, and answers
      // once more before trying again (an answer on a dead socket must not vanish, decision 0622).
      if (leftAt !== null && v?.phase && /running\.live/.test(v.phase)) {
        log.push(
          `+${((now - started) / 1000).toFixed(1)} s the leave did not end the interview (${v.phase})`,
        );
        leftAt = null;
        extraAnswers += 1;
      }
      if (v?.dialog !== dialogTitle) {
        dialogTitle = v?.dialog ?? null;
        dialogSince = now;
      }
      const action = v?.enabled.find((n) => n !== 'Start Speaking' && n !== 'End Response');
      if (plan.feedbackDialog && !feedbackOpened && speaking && !v?.dialog) {
        feedbackOpened = await click('Feedback');
        if (feedbackOpened) log.push(`+${((now - started) / 1000).toFixed(1)} s opened the feedback dialog`);
      } else if (v?.dialog === FEEDBACK_DIALOG) {
        // Read, then closed the way a candidate would; the room goes on underneath.
        if (now - dialogSince >= Math.max(plan.dialogThinkMs, FEEDBACK_READ_MS))
          await page.keyboard.press('Escape').catch(() => undefined);
      } else if (v && action && (v.dialog || action === 'Send Answer Again' || !v.phase)) {
        // A dialog's way on, the answer offered again, or the way on of a page without the room (Retry on
        // 'We could not load this interview').
        if (action === 'Send Answer Again' || now - dialogSince >= plan.dialogThinkMs) {
          if (action === 'Leave') leftAt ??= now;
          await click(action);
        }
      } else if (v?.enabled.includes('End Response')) {
        await click('End Response');
      } else if (v && !v.dialog && (v.canType || v.enabled.includes('Start Speaking'))) {
        const timedFaultsDone = plan.faults.every((f) => fired.has(f.kind) || !TIMED_KINDS.includes(f.kind));
        if (given() >= plan.answers + extraAnswers && timedFaultsDone) {
          log.push(`+${((now - started) / 1000).toFixed(1)} s candidate ends`);
          if (await click('End interview')) {
            const leave = page.getByRole('alertdialog').getByRole('button', { name: 'Leave', exact: true });
            if (
              await leave.click().then(
                () => true,
                () => false,
              )
            )
              leftAt ??= Date.now();
          }
        } else if (plan.spoken[given() % plan.spoken.length] ?? false) {
          if (v.enabled.includes('Start Speaking') && !startPending) {
            // A Start Speaking that never starts a recording is no way forward (the microphone left open
            // by an earlier recording made every later start fail until a reload, decision 0631). A try counts
            // once its effect had time to show, read from the room's phase (decision 0768): the press either
            // moves the room out of its ready state (then the start is pending until a recording or a return
            // to ready says how it went), or it did not take, which is a failed try.
            const before = v.phase;
            if (await click('Start Speaking')) {
              const moved = await page
                .waitForFunction(
                  (p) => document.querySelector('[data-phase]')?.getAttribute('data-phase') !== p,
                  before,
                  { timeout: scaled(ACTION_MS) },
                )
                .then(
                  () => true,
                  () => false,
                );
              if (moved) startPending = true;
              else startFailed();
            }
          }
        } else if (!v.transcriptOpen) {
          await click('Live Transcript');
        } else if (v.canType) {
          const input = page.getByPlaceholder('Type your message...');
          const text = `Answer ${given() + 1} of interview ${index}`;
          if (
            await input.fill(text).then(
              () => true,
              () => false,
            )
          ) {
            await input.press('Enter').catch(() => undefined);
            // Given once the room took it (the box emptied); a draft left in the box is not an answer yet.
            if ((await input.inputValue().catch(() => text)) === '') typedAnswers += 1;
          }
        }
      }
      result.answers = { ...result.answers, spoken: spokenAnswers, typed: typedAnswers };
      await page.waitForTimeout(ROUND_MS).catch(() => undefined);
    }
    // An injection still under way is bounded by its own timeouts; this is a backstop.
    await bounded(Promise.all(pending), NAVIGATION_MS, 'faults still being injected').catch((e: Error) =>
      log.push(e.message),
    );
    if (lateTimer !== undefined) {
      clearTimeout(lateTimer);
      await clearLate();
    }
    result.answers.onMock = answersAccounted;
  };

  const abandon = new AbortController();
  let cancelGuard = () => {};
  // The overall deadline: if some await never came back, fail with what is known rather than let the test time
  // out silently. Closing the context below then ends whatever was still waiting.
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
    const p = page as Page | null;
    if (p) await bounded(p.context().close(), CLEANUP_MS, 'closing the context').catch(() => undefined);
  }
  result.ms = Date.now() - started;
  return result;
}
