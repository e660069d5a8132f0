import { expect, expectAccessible, test } from '../../fixtures.ts';

test('on a phone the navigation lives in a slide-out menu', async ({ page, signIn, viewport }) => {
  test.skip((viewport?.width ?? 0) > 640, 'small-screen layout only (runs in the mobile project)');
  await signIn();
  await page.goto('/app/dashboard');
  // The desktop rail is hidden at 375 px.
  await expect(page.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expectAccessible(page);
  await menu.getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/app\/transactions$/);
  await expect(menu).toBeHidden();
  // No horizontal scrolling at 375 px.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
