import { expect, test } from '../../fixtures.ts';
import { signInThroughGoogle } from './helpers.ts';

test("a first visit says 'Welcome'; after signing in and out it says 'Welcome back'", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
  // The spec: no credit card is required for the free plan, which new accounts start on.
  await expect(
    page.getByText('No credit card required. New accounts start on the free Explorer Plan.'),
  ).toBeVisible();
  await signInThroughGoogle(page);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
});
