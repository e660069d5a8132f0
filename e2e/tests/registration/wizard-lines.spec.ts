import { expect, test } from '../../fixtures.ts';
import { choose, openWizardAtFirstStep } from './helpers.ts';

test('the progress bar follows the step and every required field is marked *', async ({ page, signIn }) => {
  await signIn('default');
  await openWizardAtFirstStep(page, '/interview/register-job-interview');
  const progress = page.getByRole('progressbar', { name: 'Step 1 of 4' });
  await expect(progress).toHaveAttribute('aria-valuenow', '25');
  for (const label of ['Interviewer', 'Country', 'Interview Duration']) {
    await expect(page.locator('label').filter({ hasText: new RegExp(`^${label}`) })).toHaveText(`${label}*`);
  }
  await choose(page, 'Interviewer', /Emma - English/);
  await choose(page, 'Interview Duration', /15 Minutes/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 4: Scenario')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Step 2 of 4' })).toHaveAttribute('aria-valuenow', '50');
  for (const label of ['Company Name', 'Job Description']) {
    await expect(page.locator('label').filter({ hasText: new RegExp(`^${label}`) })).toHaveText(`${label}*`);
  }
});

test('the setup failure offers Retry and a way back, never endless skeletons', async ({ page, signIn }) => {
  await signIn('default');
  // Failing until the user presses Retry (the first-load preloader may have asked once already).
  let failing = true;
  await page.route('**/api/v1/interview/setup', (route) =>
    failing
      ? route.fulfill({ status: 500, json: { status: 500, message: 'boom', data: null } })
      : route.continue(),
  );
  await page.goto('/interview/register-job-interview');
  await expect(page.getByText('Failed to fetch interview setup data. Please try again.')).toBeVisible();
  await expect(page.getByText('The interview options could not be loaded.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to templates' })).toHaveAttribute(
    'href',
    '/interview/template-selection',
  );
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('combobox', { name: 'Interviewer', exact: true })).toBeVisible();
});
