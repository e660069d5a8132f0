import { expect, expectAccessible, test } from '../../fixtures.ts';

test('the login page offers Google sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(
    page
      .getByRole('button', { name: /sign in with google/i })
      .or(page.getByRole('link', { name: /sign in with google/i })),
  ).toBeVisible();
  await expectAccessible(page);
});

test('an unknown path shows Page Not Found and Go Home leads back to the login page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Go Home' })
    .or(page.getByRole('button', { name: 'Go Home' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page);
});
