import type { BotPage } from './bot-page.ts';
import { TIMED_KINDS, type FaultKind, type Plan } from './faults.ts';
import { ACTION_MS } from './harness.ts';
import type { RoomView } from './room-view.ts';

/**
 * The simulated candidate of a chaos interview (decision 0761): each round it takes one step on what it read of
 * the room: a dialog's way on, End Response, a spoken or typed answer, the Feedback dialog, and at the end End
 * interview → Leave. Every action may find the room changed since it was read: it gives up after ACTION_MS and
 * the next round reads the room again.
 */

const FEEDBACK_DIALOG = 'Help us improve!';
/** How long the candidate reads the Feedback dialog it opened, at least. */
const FEEDBACK_READ_MS = 3_000;

export interface CandidateOptions {
  plan: Plan;
  page: BotPage;
  index: number;
  debug: boolean;
  log: string[];
  /** The interview's start (wall clock), for the log's times. */
  started: number;
  /** Faults fired so far: the candidate ends only once the timed ones have. */
  fired: ReadonlySet<FaultKind>;
  /** One more Start Speaking that did not lead to a recording (the bot judges a dead end). */
  startFailed: () => void;
}

export function candidate(o: CandidateOptions) {
  const { plan, page, log } = o;
  const state = {
    spoken: 0,
    typed: 0,
    /** When the candidate pressed Leave (the moment drop-during-leave waits for); null when not leaving. */
    leftAt: null as number | null,
    /** Start Speaking took (the room left ready); whether a recording followed is still to be seen. */
    startPending: false,
    feedbackOpened: false,
    /** Answers more than the plan's: one per leave that did not end the interview. */
    extraAnswers: 0,
  };
  let dialogTitle: string | null = null;
  let dialogSince = 0;
  const given = () => state.spoken + state.typed;
  const at = (now: number) => `+${((now - o.started) / 1000).toFixed(1)} s`;

  const click = (name: string, inAlertDialog = false) =>
    page.press(name, inAlertDialog).then((ok) => {
      if (!ok && o.debug) console.log(o.index, `click ${name} failed`);
      return ok;
    });
  /** A dialog's button; Leave, once pressed, starts the leave. One definition for every dialog the bot answers. */
  const chooseInDialog = async (name: string, inAlertDialog = false) => {
    const ok = await click(name, inAlertDialog);
    if (ok && name === 'Leave') state.leftAt ??= Date.now();
    return ok;
  };

  /** Spoken: Start Speaking, then the room's phase says whether the press took (decision 0768). */
  const startSpeaking = async (v: RoomView) => {
    if (!v.enabled.includes('Start Speaking') || state.startPending) return;
    // A Start Speaking that never starts a recording is no way forward (the microphone left open by an earlier
    // recording made every later start fail until a reload, decision 0631). A try counts once its effect had
    // time to show, read from the room's phase: the press either moves the room out of its ready state (then the
    // start is pending until a recording or a return to ready says how it went), or it did not take, which is a
    // failed try.
    const before = v.phase;
    if (!(await click('Start Speaking'))) return;
    const moved = await page.waitFor(
      (p) => document.querySelector('[data-phase]')?.getAttribute('data-phase') !== p,
      before,
      ACTION_MS,
    );
    if (moved) state.startPending = true;
    else o.startFailed();
  };

  /** One step on the room as read this round. */
  const act = async (v: RoomView | null, now: number, speaking: boolean) => {
    // A leave that did not end the interview (a failed end call): the candidate carries on, and answers once
    // more before trying again (an answer on a dead socket must not vanish, decision 0622).
    if (state.leftAt !== null && v?.phase && /running\.live/.test(v.phase)) {
      log.push(`${at(now)} the leave did not end the interview (${v.phase})`);
      state.leftAt = null;
      state.extraAnswers += 1;
    }
    if (v?.dialog !== dialogTitle) {
      dialogTitle = v?.dialog ?? null;
      dialogSince = now;
    }
    const action = v?.enabled.find((n) => n !== 'Start Speaking' && n !== 'End Response');
    if (plan.feedbackDialog && !state.feedbackOpened && speaking && !v?.dialog) {
      state.feedbackOpened = await click('Feedback');
      if (state.feedbackOpened) log.push(`${at(now)} opened the feedback dialog`);
    } else if (v?.dialog === FEEDBACK_DIALOG) {
      // Read, then closed the way a candidate would; the room goes on underneath.
      if (now - dialogSince >= Math.max(plan.dialogThinkMs, FEEDBACK_READ_MS)) await page.escape();
    } else if (v && action && (v.dialog || action === 'Send Answer Again' || !v.phase)) {
      // A dialog's way on, the answer offered again, or the way on of a page without the room (Retry on
      // 'We could not load this interview').
      if (action === 'Send Answer Again' || now - dialogSince >= plan.dialogThinkMs)
        await chooseInDialog(action);
    } else if (v?.enabled.includes('End Response')) {
      await click('End Response');
    } else if (v && !v.dialog && (v.canType || v.enabled.includes('Start Speaking'))) {
      const timedFaultsDone = plan.faults.every((f) => o.fired.has(f.kind) || !TIMED_KINDS.includes(f.kind));
      if (given() >= plan.answers + state.extraAnswers && timedFaultsDone) {
        log.push(`${at(now)} candidate ends`);
        if (await click('End interview')) await chooseInDialog('Leave', true);
      } else if (plan.spoken[given() % plan.spoken.length] ?? false) {
        await startSpeaking(v);
      } else if (!v.transcriptOpen) {
        await click('Live Transcript');
      } else if (v.canType && (await page.sendText(`Answer ${given() + 1} of interview ${o.index}`))) {
        state.typed += 1;
      }
    }
  };

  return { state, given, act };
}
