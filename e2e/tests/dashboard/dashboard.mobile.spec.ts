import { expect, expectAccessible, test } from '../../fixtures.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('on small screens the interviews table hides Company, Duration and Time', async ({ page, signIn }) => {
  await signIn('default');
  await page.goto('/app/dashboard');
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(5);
  for (const hidden of ['Company', 'Duration', 'Time']) {
    await expect(table.getByRole('columnheader', { name: hidden })).toBeHidden();
  }
  for (const shown of ['Title', 'Status', 'Action']) {
    await expect(table.getByRole('columnheader', { name: shown })).toBeVisible();
  }
  // No horizontal page scroll at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});
