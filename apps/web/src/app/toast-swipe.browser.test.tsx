// The spec's swipe rule on the app's toast region: a toast goes when swiped 20 px (the e2e test
// tests/shell/toast-swipe.spec.ts drags slowly, so only the distance counts there), or faster than 0.11 px/ms
// over a shorter distance (here). sonner times a swipe with `Date`: the clock is set for each step, so the
// speed is what the test says on any machine (decision 0768).
import { screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { clearToasts, renderInApp, settles } from '../../test/component';

const MESSAGE = 'Please select an interview type.';
const START = new Date('2026-11-20T10:00:00Z').getTime();

afterEach(async () => {
  vi.useRealTimers();
  await clearToasts();
});

/** A frame: sonner locks the swipe's direction on one move and reads it, re-rendered, on the next. */
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Drags the toast `distance` px to the right, the pointer released `ms` after it went down. */
async function swipe(toast: HTMLElement, distance: number, ms: number) {
  const box = toast.getBoundingClientRect();
  const at = (dx: number) => ({
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    bubbles: true,
    button: 0,
    clientX: box.x + box.width / 2 + dx,
    clientY: box.y + box.height / 2,
  });
  vi.setSystemTime(START);
  toast.dispatchEvent(new PointerEvent('pointerdown', at(0)));
  await frame();
  toast.dispatchEvent(new PointerEvent('pointermove', at(2)));
  await frame();
  toast.dispatchEvent(new PointerEvent('pointermove', at(distance)));
  await frame();
  vi.setSystemTime(START + ms);
  toast.dispatchEvent(new PointerEvent('pointerup', at(distance)));
}

async function shownToast(): Promise<HTMLElement> {
  renderInApp(null);
  // No end of its own: with the app's 4 s, a slow run's toast ended by itself before the check, which then read
  // it as swiped away (slow run sF3); and a swipe test passed by the clock would prove nothing (decision 0774).
  notify.error(MESSAGE, { duration: Infinity });
  const toast = (await screen.findByText(MESSAGE)).closest<HTMLElement>('[data-sonner-toast]')!;
  await settles(() => expect(toast).toHaveAttribute('data-mounted', 'true'));
  // Only sonner's swipe timing reads the clock from here; its timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  return toast;
}

test('a 15 px swipe faster than 0.11 px/ms (15 px in 50 ms: 0.3) dismisses the toast', async () => {
  const toast = await shownToast();
  await swipe(toast, 15, 50);
  await settles(() => expect(toast).toHaveAttribute('data-removed', 'true'));
});

test('the same 15 px at 0.1 px/ms (150 ms) does not', async () => {
  const toast = await shownToast();
  await swipe(toast, 15, 150);
  // The release settles synchronously in sonner's handler: a dismissed toast is marked removed in that render.
  await frame();
  await frame();
  expect(toast).toHaveAttribute('data-removed', 'false');
  expect(toast.isConnected).toBe(true);
});
