import { expect, expectAccessible, test } from '../../fixtures.ts';

test.describe('sign-up consent', () => {
  test('a newcomer accepts the terms and the dialog does not return', async ({ page, signIn }) => {
    const check = page.waitForRequest(
      (r) => r.url().endsWith('/candidate-consents/check') && r.method() === 'POST',
    );
    await signIn('newcomer');
    await page.goto('/app/dashboard');
    const body = (await check).postDataJSON();
    expect(body).toEqual({ type: 'SIGN_UP', termsVersion: '2025-04-12', privacyVersion: '2025-04-12' });

    const dialog = page.getByRole('alertdialog', { name: 'Accept Our Terms & Privacy Policy' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Terms & Conditions/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(dialog.getByRole('link', { name: /Privacy Policy/ })).toBeVisible();
    await expect(dialog.getByText('Version 2025-04-12')).toHaveCount(2);
    await expectAccessible(page);

    const accept = page.waitForRequest((r) => r.url().endsWith('/candidate-consents/accept'));
    await dialog.getByRole('button', { name: 'Accept & Continue' }).click();
    expect((await accept).postDataJSON()).toMatchObject({
      type: 'SIGN_UP',
      termsVersion: '2025-04-12',
      privacyVersion: '2025-04-12',
      termsAccepted: true,
      privacyAccepted: true,
    });
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('total-interviews')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a candidate who already consented never sees the dialog', async ({ page, signIn }) => {
    await signIn('default');
    await page.goto('/app/dashboard');
    await expect(page.getByTestId('total-interviews')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('check and accept failures show the exact toasts', async ({ page, signIn, mock }) => {
    await signIn('newcomer');
    await mock.fault('POST /candidate-consents/check', { status: 500, message: 'boom' });
    await page.goto('/app/dashboard');
    await expect(page.getByText('Failed to check candidate consent. Please try again.')).toBeVisible();

    await mock.fault('POST /candidate-consents/accept', { status: 500, message: 'boom' });
    await page.reload();
    const dialog = page.getByRole('alertdialog', { name: 'Accept Our Terms & Privacy Policy' });
    await dialog.getByRole('button', { name: 'Accept & Continue' }).click();
    await expect(page.getByText('Failed to accept candidate consent. Please try again.')).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});
