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
