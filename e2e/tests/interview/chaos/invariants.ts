import type { Page } from '@playwright/test';

/**
 * The room's invariants, checked inside the page every CHECK_MS while the chaos candidate acts (decision 0761),
 * not only at the end. The check is an init script of the test, so the production build carries nothing for
 * it: it wraps `window.MediaRecorder` (the app constructs one per answer, at call time) to know whether a
 * recorder is running, and reads the room's DOM for the rest.
 *
 * A violation is a condition that lasts longer than its grace (a state change renders in the next frames, a
 * loaded machine stretches that; each grace is ≥ 3× what a quiet machine needs). Violations are kept in
 * sessionStorage so a navigation of the tab (Refresh Page, the feedback page) does not lose them.
 */

export type InvariantKind =
  | 'one-modal'
  | 'recorder-matches-ui'
  | 'countdown-ticks'
  /** Interviewer audio plays under a session or error dialog (decision 0636: audio stops under every dialog). */
  | 'silent-under-dialog'
  /**
   * An answer given is neither on the mock nor offered again (checked by the harness: it asks the mock). A spoken
   * answer counts as given when its recording starts: one the room cancelled underneath (not the candidate) and
   * did not offer again is a violation (decision 0664).
   */
  | 'answer-kept'
  /**
   * A sentence of the interviewer still "playing" well past its own duration: its `ended` never came, and the
   * room waits on it (decision 0650). Stuck, though the room shows the interviewer speaking.
   */
  | 'sentence-ends';

export interface Violation {
  kind: InvariantKind;
  /** What was seen, e.g. 'recorder recording, UI not recording (phase …)'. */
  detail: string;
  /** ms since the page's time origin when the condition began. */
  since: number;
  lasted: number;
}

export const CHECK_MS = 200;
/** Two modals at once: longer than a dialog's exit animation (≈ 200 ms) takes, × 3 and more. */
export const MODAL_GRACE_MS = 1_000;
/** The recorder and the UI disagree: getUserMedia + MediaRecorder.start, or stop, take well under 500 ms. */
export const RECORDER_GRACE_MS = 2_000;
/**
 * Interviewer audio under a session or error dialog: the room stops its queue as it opens the dialog, in the same
 * task; 1 s covers the dialog's render and a chunk that was starting.
 */
export const AUDIO_GRACE_MS = 1_000;
/** The countdown ticks every second; a live room whose clock has not changed for this long is frozen. */
export const COUNTDOWN_GRACE_MS = 4_000;
/**
 * A sentence still playing past its duration: the room ends a Web Audio one 3 s past (SENTENCE_END_GRACE_MS of
 * the audio queue, decision 0650); twice that before it counts. A streamed one (an audio element) counts too.
 */
export const SENTENCE_GRACE_MS = 6_000;

export const STORAGE_KEY = 'chaos-violations';

interface Config {
  checkMs: number;
  audioGraceMs: number;
  modalGraceMs: number;
  recorderGraceMs: number;
  countdownGraceMs: number;
  sentenceGraceMs: number;
  storageKey: string;
}

/** Runs in the page before any of the app's scripts (page.addInitScript). Self-contained: no closure. */
export function installMonitor(cfg: Config): void {
  const w = window as unknown as {
    __chaosRecorders?: Set<MediaRecorder>;
    /** Interviewer audio playing now: Web Audio sources started and not ended, media elements playing. */
    __chaosAudio?: Set<object>;
    MediaRecorder: typeof MediaRecorder;
  };
  if (w.__chaosRecorders) return;
  const recorders = new Set<MediaRecorder>();
  w.__chaosRecorders = recorders;
  // The room plays the interviewer through Web Audio buffer sources, and streams a reply's first chunk through an
  // audio element (decisions 0608, 0609): both are seen here, from start to end or stop.
  const audio = new Set<object>();
  w.__chaosAudio = audio;
  /**
   * When each sentence playing should have ended (performance.now() ms): a Web Audio one from its buffer's
   * duration, a streamed one (an audio element) from its own.
   */
  const endBy = new Map<object, number>();
  if (typeof AudioBufferSourceNode !== 'undefined') {
    const proto = AudioBufferSourceNode.prototype;
    const start = proto.start;
    const stop = proto.stop;
    proto.start = function (this: AudioBufferSourceNode, ...args: Parameters<typeof start>) {
      audio.add(this);
      if (this.buffer) endBy.set(this, performance.now() + this.buffer.duration * 1000);
      this.addEventListener('ended', () => {
        audio.delete(this);
        endBy.delete(this);
      });
      return start.apply(this, args);
    };
    proto.stop = function (this: AudioBufferSourceNode, ...args: Parameters<typeof stop>) {
      audio.delete(this);
      endBy.delete(this);
      return stop.apply(this, args);
    };
  }
  if (typeof HTMLMediaElement !== 'undefined') {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const gone = (event: Event) => {
        audio.delete(event.target as object);
        endBy.delete(event.target as object);
      };
      this.addEventListener('playing', (event) => {
        audio.add(event.target as object);
        // A streamed sentence ends by its duration too, counted from where it plays (on from a pause); a
        // paused one is not playing (decision 0643: the room offers Resume).
        if (Number.isFinite(this.duration))
          endBy.set(this, performance.now() + (this.duration - this.currentTime) * 1000);
      });
      for (const type of ['pause', 'ended', 'emptied', 'error']) this.addEventListener(type, gone);
      return play.call(this);
    };
  }
  const Native = w.MediaRecorder;
  if (Native) {
    // A subclass, so `instanceof`, isTypeSupported and every event behave as the browser's own.
    class Tracked extends Native {
      constructor(stream: MediaStream, options?: MediaRecorderOptions) {
        super(stream, options);
        recorders.add(this);
      }
    }
    w.MediaRecorder = Tracked;
  }

  const FROZEN_MS = 500;
  const pending = new Map<string, { since: number; detail: string }>();
  const record = (kind: string, detail: string, since: number) => {
    const list = JSON.parse(sessionStorage.getItem(cfg.storageKey) ?? '[]') as unknown[];
    list.push({ kind, detail, since: Math.round(since), lasted: Math.round(performance.now() - since) });
    sessionStorage.setItem(cfg.storageKey, JSON.stringify(list));
  };
  /** Tracks `kind` being true; records one violation per episode once it lasts past `grace`. */
  const hold = (kind: string, bad: boolean, detail: string, grace: number) => {
    const p = pending.get(kind);
    if (!bad) {
      pending.delete(kind);
      return;
    }
    if (!p) pending.set(kind, { since: performance.now(), detail });
    else if (p.detail !== 'reported' && performance.now() - p.since > grace) {
      record(kind, detail, p.since);
      p.detail = 'reported';
    }
  };

  let clockText: string | null = null;
  let clockChanged = performance.now();

  let lastCheck = performance.now();
  const check = () => {
    // A page that was not running (a loaded machine starving the tab) cannot have rendered meanwhile: the
    // time it stood still counts for no condition.
    const gap = performance.now() - lastCheck - cfg.checkMs;
    lastCheck = performance.now();
    if (gap > FROZEN_MS) {
      for (const p of pending.values()) p.since += gap;
      clockChanged += gap;
    }
    const visible = (el: Element) => el.getClientRects().length > 0;
    const modals = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(
      (d) => visible(d) && d.getAttribute('data-state') !== 'closed',
    );
    const titles = modals.map(
      (d) => d.querySelector('h2')?.textContent?.trim() ?? d.getAttribute('aria-label'),
    );
    hold(
      'one-modal',
      modals.length > 1,
      `${modals.length} modals open: ${titles.join(' | ')}`,
      cfg.modalGraceMs,
    );

    const phase = document.querySelector('[data-phase]')?.getAttribute('data-phase') ?? '(not in the room)';
    // A session or error dialog (an alertdialog), not the leave confirmation: the room goes on under that one.
    const sessionDialogs = modals.filter(
      (d) => d.getAttribute('role') === 'alertdialog' && titles[modals.indexOf(d)] !== 'Are you sure?',
    );
    hold(
      'silent-under-dialog',
      sessionDialogs.length > 0 && audio.size > 0,
      `interviewer audio plays under '${titles[modals.indexOf(sessionDialogs[0]!)] ?? ''}' (phase ${phase})`,
      cfg.audioGraceMs,
    );
    // A frozen page (gap above) shifted no sentence's end: its audio clock stood still too, or it ended.
    if (gap > FROZEN_MS) for (const [source, at] of endBy) endBy.set(source, at + gap);
    const overdue = [...endBy.values()].some((at) => performance.now() - at > 0);
    hold(
      'sentence-ends',
      overdue,
      `an interviewer sentence still plays past its duration (phase ${phase})`,
      cfg.sentenceGraceMs,
    );
    const recording = [...recorders].some((r) => r.state === 'recording');
    const uiRecording = [...document.querySelectorAll('button')].some((b) =>
      /^(End in \d+|End Response)$/.test(b.textContent?.trim() ?? ''),
    );
    hold(
      'recorder-matches-ui',
      recording !== uiRecording,
      recording
        ? `the microphone is recording while the UI does not show recording (phase ${phase}, dialog ${titles[0] ?? 'none'})`
        : `the UI shows recording while no recorder runs (phase ${phase})`,
      cfg.recorderGraceMs,
    );

    const clock = document.querySelector('[data-testid="time-remaining"]')?.textContent ?? null;
    const now = performance.now();
    if (clock !== clockText) {
      clockText = clock;
      clockChanged = now;
    }
    const live = /running\.live/.test(phase) && modals.length === 0 && document.visibilityState === 'visible';
    if (!live) clockChanged = now;
    hold(
      'countdown-ticks',
      live && clock !== null && clock !== '00:00:00' && now - clockChanged > cfg.countdownGraceMs,
      `the countdown stayed at ${clock} while live (phase ${phase})`,
      0,
    );
  };
  setInterval(check, cfg.checkMs);
}

/** What `installMonitor` is given wherever it runs (Chromium's init script, the engines' page, decision 0784). */
export const MONITOR_CONFIG: Config = {
  checkMs: CHECK_MS,
  audioGraceMs: AUDIO_GRACE_MS,
  modalGraceMs: MODAL_GRACE_MS,
  recorderGraceMs: RECORDER_GRACE_MS,
  countdownGraceMs: COUNTDOWN_GRACE_MS,
  sentenceGraceMs: SENTENCE_GRACE_MS,
  storageKey: STORAGE_KEY,
};

export async function installInvariants(page: Page): Promise<void> {
  await page.addInitScript(installMonitor, MONITOR_CONFIG);
}
