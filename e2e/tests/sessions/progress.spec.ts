import { expect, expectAccessible, test } from '../../fixtures.ts';
import { scaled } from '../../machine.ts';

const FEEDBACK_ROUTE = 'GET /candidate/interview-feedbacks/room/{sessionId}';

test.describe('progress across sessions', () => {
  test('the sessions page shows the score trend with a list alternative and names the weakest area', async ({
    page,
    signIn,
  }) => {
    await signIn('premium');
    await page.goto('/app/interview-sessions');
    const section = page.getByTestId('progress-section');
    await expect(section.getByRole('heading', { name: 'Your progress' })).toBeVisible();
    await expect(section.getByTestId('progress-chart')).toBeVisible({ timeout: scaled(20_000) });
    await expect(section.getByTestId('weakest-category')).toContainText(/Weakest area: \S/);
    await section.getByText('Progress as a list').click();
    expect(await section.getByRole('row').count()).toBeGreaterThan(2);
    await expect(
      section.getByText('No spoken answers are kept on this device yet', { exact: false }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a report that fails to load is left out and said so; a newcomer sees the fewer-than-2 state', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('premium');
    await mock.fault(FEEDBACK_ROUTE, { status: 500, message: 'boom', times: 1 });
    await page.goto('/app/interview-sessions');
    const section = page.getByTestId('progress-section');
    await expect(section.getByText(/1 finished session without a report yet is left out\./)).toBeVisible({
      timeout: scaled(20_000),
    });

    await signIn('newcomer');
    await page.goto('/app/interview-sessions');
    await expect(page.getByTestId('progress-section').getByText(/Finish at least 2 interviews/)).toBeVisible({
      timeout: scaled(20_000),
    });
    await expectAccessible(page);
  });
});
