import { expect, test, toast } from '../../fixtures.ts';
import { openTemplateSummary } from '../registration/helpers.ts';

test.describe('429: a toast that says when to try again, instead of the generic error', () => {
  test('registration, through the mock rate limit (Retry-After read across origins)', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn();
    await openTemplateSummary(page);
    await page.getByRole('checkbox', { name: 'Accept terms and conditions' }).click();
    await mock.fault('POST /interviews/register', {
      status: 429,
      message: 'Too many requests',
      retryAfter: 90,
    });
    await page.getByRole('button', { name: 'Register Interview' }).click();
    await expect(toast(page, 'Too many requests. Please try again in 2 minutes.')).toBeVisible();
    await expect(toast(page, 'An error occurred while registering the interview')).toHaveCount(0);
    await expect(page).toHaveURL(/register-job-interview/);
  });

  test('product feedback keeps the dialog open', async ({ page, signIn, mock }) => {
    await signIn();
    await mock.fault('POST /application-feedbacks/submit', {
      status: 429,
      message: 'Too many requests',
      retryAfter: 20,
    });
    await page.goto('/app/pricing?feedback=true');
    const dialog = page.getByRole('dialog', { name: 'Help us improve!' });
    await dialog.getByRole('radio', { name: 'Very satisfied (5 of 5)' }).click();
    await dialog.getByLabel('Your feedback').fill('Sent too often');
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(toast(page, 'Too many requests. Please try again in 20 seconds.')).toBeVisible();
    await expect(toast(page, 'Failed to submit feedback')).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });

  test('sign-in', async ({ page }) => {
    // Visitors have no candidate to scope a mock fault to; answer this browser's call only.
    await page.route('**/api/v1/auth/google/authorization-uri', (route) =>
      route.fulfill({
        status: 429,
        headers: {
          'retry-after': '45',
          'access-control-allow-origin': '*',
          // What the real API must send too: without it the app cannot read Retry-After across origins.
          'access-control-expose-headers': 'Retry-After',
        },
        json: { status: 429, message: 'Too many requests', data: null },
      }),
    );
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await expect(toast(page, 'Too many requests. Please try again in 45 seconds.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});
