// The spec's toast rules, on the app's toast region with its real CSS (moved from e2e/tests/shell/toasts.spec.ts,
// decision 0767): bottom-right, at most 3 visible, 356 px wide, 14 px gap, 4000 ms, Alt+T and Escape, the theme.
// Which failure raises which toast stays in e2e (tests/error-answers).
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { applyThemeFromSearch } from '@/lib/theme';
import { loadToasts, notify } from '@/lib/toast';
import { RoomFooter } from '@/features/interview/components/room/room-footer';
import { TranscriptPanel } from '@/features/interview/components/room/transcript-panel';
import { renderInApp, settles } from '../../test/component';

const FAILURES = [
  'Failed to fetch candidate interview stats. Please try again.',
  'Failed to fetch candidate interview rooms. Please try again.',
  'Failed to fetch candidate interview feedback. Please try again.',
  'Failed to check candidate consent. Please try again.',
];

const toasts = (selector = '') => document.querySelectorAll<HTMLElement>(`[data-sonner-toast]${selector}`);
const toaster = () => document.querySelector<HTMLElement>('[data-sonner-toaster]');

beforeEach(async () => {
  // The pointer rests in the top-left corner, away from the toasts (hovering them expands them and pauses
  // their timers), as on a freshly loaded page.
  await userEvent.hover(document.body, { position: { x: 0, y: 0 } });
});

afterEach(async () => {
  vi.useRealTimers();
  // sonner's toasts outlive the region (it replays the active ones to the next): none may reach the next test.
  (await loadToasts()).dismiss();
  await settles(() => expect(toasts()).toHaveLength(0));
});

/** Waits until no toast is sliding (sonner's 400 ms enter transition): boxes read before that are mid-move. */
async function toastsSettled() {
  await expect
    .poll(() =>
      document
        .getAnimations()
        .some(
          (a) =>
            a.playState === 'running' &&
            (a.effect as KeyframeEffect | null)?.target instanceof Element &&
            !!((a.effect as KeyframeEffect).target as Element).closest('[data-sonner-toaster]'),
        ),
    )
    .toBe(false);
}

/**
 * Four different error toasts at once (the dashboard's four failing calls raise these). They have no end of their
 * own here: what these tests check is their place, size and keys, and a slow run can take longer than the app's
 * 4 s between the toasts and the check (their lifetime has its own test below; decision 0774).
 */
async function fourToasts() {
  renderInApp(null);
  for (const text of FAILURES) notify.error(text, { duration: Infinity });
  for (const text of FAILURES) expect(await screen.findAllByText(text)).toHaveLength(1);
}

test('toasts stack bottom-right, 356 px wide, 14 px apart, at most 3 visible', async () => {
  await fourToasts();
  expect(toasts()).toHaveLength(4);
  await settles(() => expect(toasts('[data-visible="true"]')).toHaveLength(3));

  // Hovering expands the stack; then every toast has its full box.
  const front = toasts('[data-front="true"]')[0]!;
  await userEvent.hover(front);
  await settles(() => expect(front).toHaveAttribute('data-expanded', 'true'));
  await toastsSettled();
  const boxes = [...toasts('[data-visible="true"]')].map((el) => el.getBoundingClientRect());
  const frontBox = front.getBoundingClientRect();
  // Bottom-right: right edge 24 px from the screen's, the front toast 24 px above its bottom.
  expect(Math.round(frontBox.right)).toBe(window.innerWidth - 24);
  expect(Math.round(frontBox.bottom)).toBe(window.innerHeight - 24);
  for (const box of boxes) expect(Math.round(box.width)).toBe(356);
  const sorted = [...boxes].sort((a, b) => b.y - a.y);
  for (let i = 1; i < sorted.length; i++) {
    expect(Math.round(sorted[i - 1]!.y - (sorted[i]!.y + sorted[i]!.height))).toBe(14);
  }
});

test('Alt+T focuses the toasts and expands them; Escape collapses them', async () => {
  await fourToasts();
  const front = toasts('[data-front="true"]')[0]!;
  expect(front).toHaveAttribute('data-expanded', 'false');
  await userEvent.keyboard('{Alt>}t{/Alt}');
  await settles(() => expect(toaster()).toHaveFocus());
  await settles(() => expect(front).toHaveAttribute('data-expanded', 'true'));
  await userEvent.keyboard('{Escape}');
  await settles(() => expect(front).toHaveAttribute('data-expanded', 'false'));
});

// sonner gives focus back to where it was whenever focus leaves the toasts. Tabbing into a toast and on out of it
// then landed on the control before it, and the next Tab on the toast again: a loop that kept a keyboard user away
// from the rest of the page for as long as a toast showed (the room's Start Speaking, behind its Feedback button).
// Focus given back after Alt+T, or after the focused toast goes, stays sonner's (decision 0646).
test('Tab goes through a toast and on out of it, not back to the control before it', async () => {
  renderInApp(<button type="button">Before the toasts</button>);
  notify.error(FAILURES[0]!, { duration: Infinity });
  const toast = await screen.findByText(FAILURES[0]!);
  const before = screen.getByRole('button', { name: 'Before the toasts' });
  before.focus();
  await userEvent.tab();
  await settles(() => expect(toaster()!.contains(document.activeElement)).toBe(true));
  expect(toast).toBeVisible();
  // Through the toast's own controls (the toast, its close button), then out.
  for (let i = 0; i < 3 && toaster()!.contains(document.activeElement); i++) await userEvent.tab();
  expect(toaster()!.contains(document.activeElement)).toBe(false);
  expect(before).not.toHaveFocus();
  // Shift+Tab still comes back through it.
  before.focus();
  await userEvent.tab();
  await userEvent.tab({ shift: true });
  expect(before).toHaveFocus();
});

test('a toast closes itself after 4000 ms', async () => {
  // A first toast brings the toast code and region in (both load lazily, on real timers).
  renderInApp(null);
  notify.error('Please select an interview type.');
  await settles(() => expect(toasts('[data-mounted="true"]')).toHaveLength(1));
  // From here on time moves only when the test says so: the next toast's 4000 ms are counted exactly.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  notify.info('Salary negotiation is chosen.');
  const mounted = () =>
    document.querySelector('[data-sonner-toast][data-type="info"]')?.getAttribute('data-mounted') === 'true';
  // sonner shows a toast through timers too: step 10 ms at a time until it is on screen (its timer starts then).
  // Each step yields to the page's own tasks (React renders on them), so how many steps it takes depends on the
  // machine: no count is fixed here, the test's own time limit is the hang detector (decision 0768).
  while (!mounted()) await vi.advanceTimersByTimeAsync(10);
  const shown = toasts('[data-type="info"]')[0]!;
  await vi.advanceTimersByTimeAsync(3_850);
  await expect.poll(() => shown.getAttribute('data-removed')).toBe('false');
  await vi.advanceTimersByTimeAsync(300);
  await vi.advanceTimersByTimeAsync(500); // the 200 ms removal animation
  await expect.poll(() => toasts('[data-type="info"]').length).toBe(0);
});

test('toasts follow the theme', async () => {
  // What main.tsx does with /…?theme=light.
  applyThemeFromSearch('?theme=light');
  renderInApp(null);
  notify.error('Please select an interview type.', { duration: Infinity });
  // Waited for, not read once: a toast is in the page before it has faded in (it failed once on a busy machine).
  await settles(() => expect(screen.getByText('Please select an interview type.')).toBeVisible());
  expect(toaster()).toHaveAttribute('data-sonner-theme', 'light');
});

/** The room's footer, with every control it has (the coach's toggle included). */
function roomFooter() {
  const noop = () => undefined;
  return (
    <RoomFooter
      transcript={false}
      hints={false}
      captions={false}
      onToggleTranscript={noop}
      onToggleHints={noop}
      onToggleCaptions={noop}
      onEnd={noop}
      endDisabled={false}
      coach={{ pressed: false, onToggle: noop }}
    />
  );
}

test("in the room, toasts stack above the footer: the interviewer's toast never covers End interview", async () => {
  renderInApp(
    // The room's page fills the screen and ends with its footer (as in the room at 1440 px).
    <div className="fixed inset-0 flex flex-col justify-end">{roomFooter()}</div>,
  );
  notify.success('Emma has joined the interview session.', { duration: Infinity });
  await screen.findByText('Emma has joined the interview session.');
  await toastsSettled();
  const toast = toasts()[0]!.getBoundingClientRect();
  const footer = screen.getByRole('contentinfo').getBoundingClientRect();
  expect(toast.bottom).toBeLessThanOrEqual(footer.top);
  const end = screen.getByRole('button', { name: 'End interview' }).getBoundingClientRect();
  expect(document.elementFromPoint(end.x + end.width / 2, end.y + end.height / 2)?.closest('button')).toBe(
    screen.getByRole('button', { name: 'End interview' }),
  );
});

/** Whether two boxes share any pixel. */
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const [width, height] of [
  [1440, 900],
  [375, 812],
] as const) {
  test(`at ${width} px, three stacked toasts never cover the Live Transcript's message field, Send or End interview`, async () => {
    await page.viewport(width, height);
    try {
      await settles(() => expect(window.innerWidth).toBe(width));
      const noop = () => undefined;
      renderInApp(
        // The room's layout (room-page.tsx): the transcript beside the tiles (below them on a phone), the footer last.
        <div className="fixed inset-0 flex flex-col">
          <main className="flex flex-1 flex-col gap-4 p-4 lg:flex-row">
            <div className="flex flex-1 flex-col gap-4" />
            <TranscriptPanel
              chats={[]}
              interviewerName="Emma"
              modelTyping={false}
              userTyping={false}
              canSend
              draft=""
              onDraftChange={noop}
              onSend={noop}
            />
          </main>
          {roomFooter()}
        </div>,
      );
      // The late-server case: three at once.
      notify.warning('Your recording is kept: send it when it is your turn.', { duration: Infinity });
      notify.error('An error occurred. Please try again.', { duration: Infinity });
      notify.success('Emma has joined the interview session.', { duration: Infinity });
      await settles(() => expect(toasts('[data-mounted="true"]')).toHaveLength(3));
      await toastsSettled();
      const covered = [
        screen.getByRole('textbox', { name: 'Type your message' }),
        screen.getByRole('button', { name: 'Send' }),
        screen.getByRole('button', { name: 'End interview' }),
      ].filter((control) =>
        [...toasts()].some((t) => overlap(t.getBoundingClientRect(), control.getBoundingClientRect())),
      );
      expect(covered.map((c) => c.getAttribute('aria-label') ?? c.textContent)).toEqual([]);
    } finally {
      await page.viewport(1440, 900);
    }
  });
}

test('a footer below the fold leaves the toasts at the bottom of the screen', async () => {
  renderInApp(
    // The room on a short screen: the page scrolls, and the footer starts below the fold.
    <div>
      <div style={{ height: '200vh' }} />
      {roomFooter()}
    </div>,
  );
  notify.success('Emma has joined the interview session.', { duration: Infinity });
  await screen.findByText('Emma has joined the interview session.');
  await toastsSettled();
  // sonner's own 24 px from the bottom, as on a page with no footer.
  expect(window.innerHeight - toasts()[0]!.getBoundingClientRect().bottom).toBeCloseTo(24, 0);
});
