import { expect, test } from '../../fixtures.ts';

test('type selection checks credits on entry, like Start New Session', async ({ page, signIn }) => {
  await signIn('no-credits');
  await page.goto('/interview/type-selection');
  await expect(
    page.getByText('You have no credits left. Upgrade your plan to start a new interview'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/app\/pricing$/);
});

test('with credits type selection stays put', async ({ page, signIn }) => {
  await signIn('default');
  await page.goto('/interview/type-selection');
  await expect(page.getByRole('radiogroup', { name: 'Interview type' })).toBeVisible();
  // The fresh profile has arrived (nothing busy) and no verdict sent the candidate away.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/interview\/type-selection$/);
});
