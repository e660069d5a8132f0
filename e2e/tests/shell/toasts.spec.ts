import type { Page } from '@playwright/test';
import { expect, test, toast, type MockControl } from '../../fixtures.ts';
import { TEMPLATE_WIZARD_URL } from '../registration/helpers.ts';

// The spec's toast rules: toasts bottom-right, at most 3 visible, 356 px wide, 14 px gap, 4000 ms, Alt+T and Escape.

const FAILURES = [
  'Failed to fetch candidate interview stats. Please try again.',
  'Failed to fetch candidate interview rooms. Please try again.',
  'Failed to fetch candidate interview feedback. Please try again.',
  'Failed to check candidate consent. Please try again.',
];

/** Waits until no toast is sliding (sonner's 400 ms enter transition): boxes read before that are mid-move. */
async function toastsSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .some(
            (a) =>
              a.playState === 'running' &&
              (a.effect as KeyframeEffect | null)?.target instanceof Element &&
              !!((a.effect as KeyframeEffect).target as Element).closest('[data-sonner-toaster]'),
          ),
      ),
    )
    .toBe(false);
}

/** Four different error toasts at once: the dashboard with its four calls failing. */
async function fourToasts(page: Page, mock: MockControl) {
  for (const route of [
    'GET /candidate/interview-stats',
    'GET /candidate/interview-rooms',
    'GET /candidate/interview-feedbacks/latest',
    'POST /candidate-consents/check',
  ])
    await mock.fault(route, { status: 500, message: 'boom', times: 3 });
  await page.goto('/app/dashboard');
  for (const text of FAILURES) await expect(toast(page, text)).toHaveCount(1);
}

test('toasts stack bottom-right, 356 px wide, 14 px apart, at most 3 visible', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn('default');
  await fourToasts(page, mock);
  const all = page.locator('[data-sonner-toast]');
  await expect(all).toHaveCount(4);
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);

  // Hovering expands the stack; then every toast has its full box.
  const front = page.locator('[data-sonner-toast][data-front="true"]');
  await front.hover();
  await expect(front).toHaveAttribute('data-expanded', 'true');
  await toastsSettled(page);
  const viewport = page.viewportSize()!;
  const boxes = await page
    .locator('[data-sonner-toast][data-visible="true"]')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  const frontBox = (await front.boundingBox())!;
  // Bottom-right: right edge 24 px from the screen's, the front toast 24 px above its bottom.
  expect(Math.round(frontBox.x + frontBox.width)).toBe(viewport.width - 24);
  expect(Math.round(frontBox.y + frontBox.height)).toBe(viewport.height - 24);
  for (const box of boxes) expect(Math.round(box.width)).toBe(356);
  const sorted = [...boxes].sort((a, b) => b.y - a.y);
  for (let i = 1; i < sorted.length; i++) {
    expect(Math.round(sorted[i - 1]!.y - (sorted[i]!.y + sorted[i]!.height))).toBe(14);
  }
});

test('Alt+T focuses the toasts and expands them; Escape collapses them', async ({ page, signIn, mock }) => {
  await signIn('default');
  await fourToasts(page, mock);
  const toaster = page.locator('[data-sonner-toaster]');
  const front = page.locator('[data-sonner-toast][data-front="true"]');
  await expect(front).toHaveAttribute('data-expanded', 'false');
  await page.keyboard.press('Alt+KeyT');
  await expect(toaster).toBeFocused();
  await expect(front).toHaveAttribute('data-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(front).toHaveAttribute('data-expanded', 'false');
});

test('a toast closes itself after 4000 ms', async ({ page, signIn }) => {
  await signIn('default');
  await page.clock.install();
  await page.goto('/interview/type-selection');
  // A first toast brings the toast code and region in (both load lazily, on real timers).
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Please select an interview type.')).toHaveAttribute('data-mounted', 'true');
  // From here on time moves only when the test says so: the next toast's 4000 ms are counted exactly.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('radio', { name: /Salary Negotiation/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const shown = page.locator('[data-sonner-toast][data-type="info"]');
  // sonner shows a toast through timers too: step 10 ms at a time until it is on screen (its timer starts then).
  const mounted = () =>
    page.evaluate(
      () =>
        document.querySelector('[data-sonner-toast][data-type="info"]')?.getAttribute('data-mounted') ===
        'true',
    );
  for (let i = 0; i < 100 && !(await mounted()); i++) await page.clock.runFor(10);
  await expect(shown).toHaveAttribute('data-mounted', 'true');
  await page.clock.runFor(3_850);
  await expect(shown).toHaveAttribute('data-removed', 'false');
  await page.clock.runFor(300);
  await page.clock.runFor(500); // the 200 ms removal animation
  await expect(shown).toHaveCount(0);
});

test('toasts follow the theme', async ({ page, signIn }) => {
  await signIn('default');
  await page.goto('/interview/type-selection?theme=light');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Please select an interview type.')).toBeVisible();
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'light');
});

test('the template toast never covers Register Interview at 1440 × 900', async ({ page, signIn }) => {
  await signIn('default');
  await page.goto(TEMPLATE_WIZARD_URL);
  const loaded = toast(page, 'Auto-populated form was successfully loaded from the template.');
  await expect(loaded).toHaveAttribute('data-mounted', 'true');
  const register = page.getByRole('button', { name: 'Register Interview' });
  await expect(register).toBeInViewport();
  await toastsSettled(page);
  const a = (await loaded.boundingBox())!;
  const b = (await register.boundingBox())!;
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `toast ${JSON.stringify(a)} over the button ${JSON.stringify(b)}`).toBe(false);
});

test('the bottom action bar never hides the end of the page', async ({ page, signIn }) => {
  await signIn('default');
  await page.goto(TEMPLATE_WIZARD_URL);
  await expect(page.getByText('Step 4 of 4: Summary')).toBeVisible();
  const copyright = page.getByText('© 2024 MockInt. All rights reserved.');
  const bar = page.getByTestId('page-actions');
  // The summary's parts can still be arriving (the page grows under a scroll made too soon): scrolled to the
  // end of the page as it is then, the end must clear the bar.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(copyright).toBeInViewport();
    const text = (await copyright.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(text.y + text.height).toBeLessThanOrEqual(barBox.y);
  }).toPass();
});
