import { expect, test } from '../../fixtures.ts';

test('the app is dark by default and the theme query switches and is remembered', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.goto('/?theme=light');
  await expect(html).toHaveAttribute('data-theme', 'light');
  // The sign-in link carries the theme on to the sign-in start.
  await expect(page.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
    'href',
    '/auth/sign-in?platform=google&theme=light',
  );
  await page.goto('/device-test');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await page.goto('/?theme=dark');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.goto('/?theme=purple');
  await expect(html).toHaveAttribute('data-theme', 'dark');
});
