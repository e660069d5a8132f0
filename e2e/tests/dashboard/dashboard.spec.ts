import { expect, expectAccessible, test } from '../../fixtures.ts';

test.describe('dashboard', () => {
  test('shows balance, totals and the latest five interviews with actions by status', async ({
    page,
    signIn,
  }) => {
    await signIn('default');
    await page.goto('/app/dashboard');

    await expect(page.getByTestId('credit-balance')).toHaveText(/^3\s+Credits$/);
    await expect(page.getByTestId('total-interviews')).toHaveText(/^8\s+Interviews$/);
    await expect(page.getByTestId('percentage-change')).toBeVisible();

    const table = page.getByRole('table');
    for (const header of ['Title', 'Company', 'Duration', 'Time', 'Status', 'Action']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    // Latest first: REGISTERED (Start Now, no duration), ONGOING (Continue), FINISHED (View Report).
    await expect(rows.nth(0).getByRole('link', { name: 'Start Now' })).toHaveAttribute(
      'href',
      /\/interview\/join\?session=/,
    );
    await expect(rows.nth(0).locator('td').nth(2)).toHaveText('-');
    await expect(rows.nth(1).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      /\/interview\/join\?session=/,
    );
    await expect(rows.nth(2).getByRole('link', { name: 'View Report' })).toHaveAttribute(
      'href',
      /\/app\/interview-sessions\/report\?session=/,
    );
    await expect(rows.nth(0)).toContainText('Job Interview');
    await expect(rows.nth(0)).toContainText('Frontend Engineer');

    await expect(page.getByRole('link', { name: 'Load More' })).toHaveAttribute(
      'href',
      '/app/interview-sessions',
    );
    await expect(page.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/app/pricing');

    // Session summary: latest session is REGISTERED, so its report is not ready.
    await expect(
      page.getByText(
        'Your interview session report is not ready yet. The session may still be in progress or has not been started.',
      ),
    ).toBeVisible();
    for (const heading of ['Date', 'Session Details', 'Performance Metrics', 'Report Summary']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Job Description' });
    await expect(dialog.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'How credits work' }).click();
    await expect(page.getByRole('dialog', { name: 'How credits work' })).toBeVisible();
    await page.keyboard.press('Escape');

    await expectAccessible(page);
  });

  test('Refresh refetches the interviews and stats', async ({ page, signIn }) => {
    await signIn('default');
    await page.goto('/app/dashboard');
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(5);
    const rooms = page.waitForRequest((r) => r.url().includes('/candidate/interview-rooms?'));
    const stats = page.waitForRequest((r) => r.url().includes('/candidate/interview-stats'));
    await page.getByRole('button', { name: 'Refresh interviews' }).click();
    await Promise.all([rooms, stats]);
  });

  test('Practice Now goes to template selection when credits remain', async ({ page, signIn }) => {
    await signIn('default');
    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: 'Practice Now' }).click();
    await expect(page).toHaveURL(/\/interview\/template-selection$/);
  });

  test('without credits Practice Now toasts and redirects to pricing', async ({ page, signIn }) => {
    await signIn('no-credits');
    await page.goto('/app/dashboard');
    await expect(page.getByTestId('credit-balance')).toHaveText(/^No\s+Credits$/);
    await page.getByRole('button', { name: 'Practice Now' }).click();
    await expect(
      page.getByText('You have no credits left. Upgrade your plan to start a new interview'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/app\/pricing$/);
  });

  test('a stale cached 0 never bounces a user who has just bought credits', async ({
    page,
    signIn,
    mock,
  }) => {
    const session = await signIn('no-credits'); // the cached profile says 0
    await mock.post(`/__mock/candidates/${session.candidate.id}/credits`, { credits: 5 }); // bought meanwhile
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/candidates/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/app/dashboard');
    const practice = page.getByRole('button', { name: 'Practice Now' });
    await practice.click();
    // Still waiting for the fresh profile: busy, and no verdict from the stale 0.
    await expect(practice).toHaveAttribute('aria-busy', 'true');
    await expect(
      page.getByText('You have no credits left. Upgrade your plan to start a new interview'),
    ).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/interview\/template-selection$/);
    await expect(
      page.getByText('You have no credits left. Upgrade your plan to start a new interview'),
    ).toHaveCount(0);
  });

  test('a newcomer sees the empty states', async ({ page, signIn }) => {
    await signIn('newcomer');
    await page.goto('/app/dashboard');
    // Newcomers also get the consent dialog; accept it to look at the page behind.
    await page.getByRole('button', { name: 'Accept & Continue' }).click();
    await expect(page.getByText('No interviews data available')).toBeVisible();
    await expect(page.getByText('No Previous Interviews Found')).toBeVisible();
    await expect(page.getByTestId('total-interviews')).toHaveText(/^0\s+Interviews$/);
    await expect(page.getByRole('link', { name: 'Load More' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('fetch failures show the exact toasts', async ({ page, signIn, mock }) => {
    await signIn('default');
    await mock.fault('GET /candidate/interview-stats', { status: 500, message: 'boom' });
    await mock.fault('GET /candidate/interview-rooms', { status: 500, message: 'boom' });
    await mock.fault('GET /candidate/interview-feedbacks/latest', { status: 500, message: 'boom' });
    await page.goto('/app/dashboard');
    await expect(
      page.getByText('Failed to fetch candidate interview stats. Please try again.'),
    ).toBeVisible();
    await expect(
      page.getByText('Failed to fetch candidate interview rooms. Please try again.'),
    ).toBeVisible();
    await expect(
      page.getByText('Failed to fetch candidate interview feedback. Please try again.'),
    ).toBeVisible();
  });

  test('failed fetches show an error with Retry where the data would be, never an empty state', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('default');
    await mock.fault('GET /candidate/interview-stats', { status: 500, message: 'boom' });
    await mock.fault('GET /candidate/interview-rooms', { status: 500, message: 'boom' });
    await mock.fault('GET /candidate/interview-feedbacks/latest', { status: 500, message: 'boom' });
    await page.goto('/app/dashboard');
    await expect(page.getByText('Your interview count could not be loaded.')).toBeVisible();
    await expect(page.getByText('Your interviews could not be loaded.')).toBeVisible();
    await expect(page.getByText('Your latest session could not be loaded.')).toBeVisible();
    await expect(page.getByText('Your latest feedback could not be loaded.')).toBeVisible();
    await expect(page.getByTestId('total-interviews')).toHaveCount(0);
    await expect(page.getByText('No Previous Interviews Found')).toHaveCount(0);
    await expect(page.getByText('No interviews data available')).toHaveCount(0);
    await expectAccessible(page);

    // The faults were one-shot: Retry brings the data back.
    const table = page.getByRole('table');
    await table.getByRole('button', { name: 'Retry' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(5);
    await page
      .getByTestId('load-error')
      .filter({ hasText: 'Your interview count could not be loaded.' })
      .getByRole('button', { name: 'Retry' })
      .click();
    await expect(page.getByTestId('total-interviews')).toBeVisible();
  });

  test('the session summary shows the report when the latest session has one', async ({ page, signIn }) => {
    await signIn('default');
    // Put the session of the latest report first, as if it were the most recent one.
    let reportRoomId = '';
    await page.route('**/candidate/interview-feedbacks/latest', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      reportRoomId = json.data.interviewRoom.id;
      await route.fulfill({ response, json });
    });
    await page.route('**/candidate/interview-rooms?*', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      const content = json.data.content as { id: string; status: string }[];
      const finished = content.find((r) => r.status === 'FINISHED')!;
      reportRoomId ||= finished.id;
      const first = content.find((r) => r.id === reportRoomId) ?? finished;
      json.data.content = [first, ...content.filter((r) => r !== first)];
      await route.fulfill({ response, json });
    });
    await page.goto('/app/dashboard');

    const latest = page
      .getByRole('heading', { name: 'Latest Feedback' })
      .locator('xpath=ancestor::div[contains(@class,"rounded-lg")][1]');
    await expect(latest).toContainText('/100');
    await expect(latest.getByRole('link', { name: 'View Report' })).toHaveAttribute(
      'href',
      /report\?session=/,
    );

    await expect(page.getByText('/100 overall')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Full Report' })).toBeVisible();
    await expect(page.getByText(/^Your interview session report is not ready yet/)).toHaveCount(0);
  });
});
