import { expect, expectAccessible, test } from '../../fixtures.ts';

test('session list: columns, paging above 6, actions, transcript and resume', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/app/interview-sessions');
  for (const name of [
    'Title',
    'Company',
    'Interviewer',
    'Language',
    'Duration',
    'Time',
    'Status',
    'Action',
  ]) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('session-row')).toHaveCount(6);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination).toBeVisible();
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=1/);
  await expect(page.getByTestId('session-row')).toHaveCount(2);
  await pagination.getByRole('button', { name: 'Page 1' }).click();

  // REGISTERED rows start from the join page with a dash as duration.
  const registered = page.getByTestId('session-row').filter({ hasText: 'Registered' }).first();
  await expect(registered.getByRole('link', { name: 'Start Now' })).toHaveAttribute(
    'href',
    /\/interview\/join\?session=/,
  );
  await expect(registered.getByRole('cell').nth(4)).toHaveText('-');
  const ongoing = page.getByTestId('session-row').filter({ hasText: 'Ongoing' }).first();
  await expect(ongoing.getByRole('link', { name: 'Continue' })).toBeVisible();

  const finished = page.getByTestId('session-row').filter({ hasText: 'Finished' }).first();
  await finished.getByRole('button', { name: 'View transcript' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transcript' });
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await registered.getByRole('button', { name: 'Open resume' }).click();
  await expect(
    page
      .getByText('You have not uploaded a resume.')
      .or(page.getByText('Failed to fetch candidate interview resume. Please try again.')),
  ).toBeVisible();

  await finished.getByRole('link', { name: 'View Report' }).click();
  await expect(page.getByRole('heading', { name: 'Interview Report' })).toBeVisible();
});

test('Start New Session without credits shows the error and goes to pricing', async ({ page, signIn }) => {
  await signIn('no-credits');
  await page.goto('/app/interview-sessions');
  await page.getByRole('button', { name: 'Start New Session' }).click();
  await expect(
    page.getByText('You have no credits left. Upgrade your plan to start a new interview'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/app\/pricing/);
});

test('Start New Session with credits goes to template selection', async ({ page, signIn }) => {
  await signIn('default');
  await page.goto('/app/interview-sessions');
  await page.getByRole('button', { name: 'Start New Session' }).click();
  await expect(page).toHaveURL(/\/interview\/template-selection$/);
});

test('Refresh refetches the sessions', async ({ page, signIn }) => {
  await signIn('default');
  await page.goto('/app/interview-sessions');
  await expect(page.getByTestId('session-row')).toHaveCount(6);
  const again = page.waitForRequest((r) => r.url().includes('/candidate/interview-rooms?'));
  await page.getByRole('button', { name: 'Refresh sessions' }).click();
  await again;
  await expect(page.getByTestId('session-row')).toHaveCount(6);
});

test('the resume opens in a new tab', async ({ page, signIn }) => {
  await signIn('default');
  const resumeUrl = 'https://files.example-storage.test/resumes/resume.pdf';
  await page.route('**/api/v1/candidate/interview-resumes/*', (route) =>
    route.fulfill({ json: { status: 200, message: 'OK', data: { presignedUrl: resumeUrl } } }),
  );
  await page
    .context()
    .route('https://files.example-storage.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Resume</title>' }),
    );
  await page.goto('/app/interview-sessions');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('session-row').first().getByRole('button', { name: 'Open resume' }).click(),
  ]);
  await popup.waitForURL(resumeUrl);
  await expect(page).toHaveURL(/\/app\/interview-sessions/);
});

test('a failed list shows the exact toast and Retry, never the empty text', async ({ page, signIn }) => {
  await signIn('default');
  let failing = true;
  await page.route('**/api/v1/candidate/interview-rooms?*', (route) =>
    failing
      ? route.fulfill({ status: 500, json: { status: 500, message: 'boom', data: null } })
      : route.continue(),
  );
  await page.goto('/app/interview-sessions');
  await expect(page.getByText('Failed to fetch candidate interview rooms. Please try again.')).toBeVisible();
  await expect(page.getByText('No interviews data available')).toHaveCount(0);
  failing = false;
  await page.getByTestId('load-error').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('session-row')).toHaveCount(6);
});

test("a transcript that cannot be loaded says 'Failed to get interview data' and offers Retry", async ({
  page,
  signIn,
}) => {
  await signIn('default');
  let failures = 1;
  await page.route('**/api/v1/candidate/interview-rooms/*', (route) =>
    failures-- > 0
      ? route.fulfill({ status: 500, json: { status: 500, message: 'boom', data: null } })
      : route.continue(),
  );
  await page.goto('/app/interview-sessions');
  const finished = page.getByTestId('session-row').filter({ hasText: 'Finished' }).first();
  await finished.getByRole('button', { name: 'View transcript' }).click();
  await expect(page.getByText('Failed to get interview data')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Transcript' });
  await expect(dialog.getByText('No messages in this session.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
});
