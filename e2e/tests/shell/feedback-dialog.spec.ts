import { expect, expectAccessible, test, toast } from '../../fixtures.ts';

test.describe("'Help us improve!' dialog", () => {
  test('opens from ?feedback=true, validates, submits and is remembered', async ({ page, signIn, mock }) => {
    const session = await signIn();
    await page.goto('/app/dashboard?feedback=true');
    const dialog = page.getByRole('dialog', { name: 'Help us improve!' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(dialog.getByText('Please ensure the feedback is not empty.')).toBeVisible();
    await expect(dialog.getByText('Rating is required')).toBeVisible();

    const ratings = dialog.getByRole('radiogroup', { name: 'Rating from 1 to 5' }).getByRole('radio');
    await expect(ratings).toHaveCount(5);
    await dialog.getByRole('radio', { name: 'Satisfied (4 of 5)' }).click();
    await expect(dialog.getByRole('radio', { name: 'Satisfied (4 of 5)' })).toBeChecked();
    await dialog.getByLabel('Your feedback').fill('   ');
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(dialog.getByText('Please ensure the feedback is not empty.')).toBeVisible();

    const comment = `Great practice session ${Date.now()}`;
    await dialog.getByLabel('Your feedback').fill(comment);
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();

    await expect(toast(page, 'Feedback submitted successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    expect(await page.evaluate(() => window.localStorage.getItem('feedbackSubmitted'))).toBe('true');

    const stored = await mock.get<Array<Record<string, unknown>>>('/__mock/application-feedbacks');
    expect(stored).toContainEqual(
      expect.objectContaining({ candidateId: session.candidate.id, rating: 4, comment }),
    );
  });

  test('a failed submit keeps the dialog open with the error toast', async ({ page, signIn, mock }) => {
    await signIn();
    await mock.fault('POST /application-feedbacks/submit', { status: 500, message: 'Internal server error' });
    await page.goto('/app/pricing?feedback=true');
    const dialog = page.getByRole('dialog', { name: 'Help us improve!' });
    await dialog.getByRole('radio', { name: 'Very satisfied (5 of 5)' }).click();
    await dialog.getByLabel('Your feedback').fill('Could not send this');
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(toast(page, 'Failed to submit feedback')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('closing it marks feedback as handled', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/app/transactions?feedback=true');
    const dialog = page.getByRole('dialog', { name: 'Help us improve!' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/app\/transactions$/);
    expect(await page.evaluate(() => window.localStorage.getItem('feedbackSubmitted'))).toBe('true');
  });

  test('the rating is operable with the keyboard', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/app/dashboard?feedback=true');
    const dialog = page.getByRole('dialog', { name: 'Help us improve!' });
    await dialog.getByRole('radio', { name: 'Very dissatisfied (1 of 5)' }).focus();
    // Arrow keys move focus and check, as in a native radio group, however quickly the key is released.
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: 'Dissatisfied (2 of 5)' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: 'Neutral (3 of 5)' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Neutral (3 of 5)' })).toBeFocused();
  });
});
