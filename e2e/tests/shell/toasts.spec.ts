import type { Page } from '@playwright/test';
import { expect, test, toast } from '../../fixtures.ts';
import { TEMPLATE_WIZARD_URL } from '../registration/helpers.ts';

// Toasts on real pages: where they sit against a page's own action bar. The toast region's own rules (bottom-right,
// at most 3 visible, 356 px wide, 14 px gap, 4000 ms, Alt+T and Escape, the theme) are component tests:
// apps/web/src/app/toaster.browser.test.tsx (decision 0767).

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
