import type { Page } from '@playwright/test';
import { expect, test, type MockControl, type SignedIn } from '../../fixtures.ts';

/**
 * Motion under the candidate's setting (decision 0764). With motion on, a loading skeleton pulses and a dialog
 * zooms in; with "reduce motion" the pulse stops and the dialog opens at once. The rest of the suite runs
 * with reduced motion (playwright.config.ts), so these are the checks that motion is still there by default.
 */

/** Names of the CSS animations that loop for ever and are still running. */
function runningLoops(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity)
      .map((a) => (a instanceof CSSAnimation ? a.animationName : 'script')),
  );
}

async function transactionsLoading(page: Page, signIn: () => Promise<SignedIn>, mock: MockControl) {
  const session = await signIn();
  // Long enough to look at the skeleton; the page's own load is not what is checked.
  await mock.post('/__mock/latency', {
    ms: 5_000,
    route: 'GET /candidate-transactions',
    scope: { candidateId: session.candidate.id },
  });
  await page.goto('/app/transactions');
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
}

/** The duration of the Feedback dialog's opening animation, in ms. */
async function dialogOpening(page: Page): Promise<number> {
  await page.goto('/app/dashboard?feedback=true');
  const dialog = page.getByRole('dialog', { name: 'Help us improve!' });
  await expect(dialog).toBeVisible();
  const duration = await dialog.evaluate((el) => getComputedStyle(el).animationDuration);
  return parseFloat(duration) * (duration.endsWith('ms') ? 1 : 1_000);
}

test.describe('motion on (the default)', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a loading skeleton pulses, and a dialog zooms in', async ({ page, signIn, mock }) => {
    await transactionsLoading(page, signIn, mock);
    await expect.poll(() => runningLoops(page)).toContain('pulse');
    expect(await dialogOpening(page)).toBeGreaterThanOrEqual(100);
  });
});

test.describe('reduce motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a loading skeleton stays still, and a dialog opens at once', async ({ page, signIn, mock }) => {
    await transactionsLoading(page, signIn, mock);
    // The skeleton is there, still: no loop is left running once its single 1 ms pass is over.
    await expect(page.locator('table [aria-hidden="true"]').first()).toBeVisible();
    await expect.poll(() => runningLoops(page)).toEqual([]);
    expect(await dialogOpening(page)).toBeLessThanOrEqual(1);
  });
});
