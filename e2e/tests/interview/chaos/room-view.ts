import { MESSAGE_PLACEHOLDER, type BotPage } from './bot-page.ts';
import { ACTION_MS, bounded } from './harness.ts';
import { STORAGE_KEY, type Violation } from './invariants.ts';

/** What the chaos bot reads of the room each round (decision 0761): one evaluate, the same in every engine. */

/** Buttons that move the room on, in the order the candidate prefers them (Reconnect before anything else). */
export const WAYS_FORWARD = [
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

export interface RoomView {
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

export async function view(page: BotPage): Promise<RoomView> {
  const read = page.evaluate(
    ({ names, key, placeholder }) => {
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
        `[placeholder="${placeholder}"]`,
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
    { names: WAYS_FORWARD, key: STORAGE_KEY, placeholder: MESSAGE_PLACEHOLDER },
  );
  return bounded(read, ACTION_MS, 'reading the room');
}
