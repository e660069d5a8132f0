import { expect, expectAccessible, test } from '../../fixtures.ts';
import { choose } from './helpers.ts';

test('salary-negotiation wizard registers with a formatted salary preview', async ({ page, signIn }) => {
  await signIn('default');
  await page.goto('/interview/register-salary-negotiation');
  await expect(page.getByText('Step 1 of 4: Settings')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await choose(page, 'Interview Duration', /10 Minutes/);
  await choose(page, 'Interviewer', /Emma - English/);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 4: Scenario')).toBeVisible();
  await page.getByRole('combobox', { name: 'Scenario' }).click();
  await expect(page.getByRole('option', { name: /Asking for a Promotion Raise/ })).toContainText('Premium');
  await page.getByRole('option', { name: /Negotiating a First Job Offer/ }).click();
  await choose(page, 'Experience Level', /Mid Level/);
  await page.getByRole('combobox', { name: 'Job Role' }).fill('engineer');
  await page.getByRole('option', { name: 'Software Engineer' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 4: Offer')).toBeVisible();
  await page.getByRole('combobox', { name: 'Company Name' }).fill('Atlas Mobility');
  await choose(page, 'Salary Payment Period', 'Monthly');
  await choose(page, 'Salary Currency', /US Dollar \(USD\)/);
  await page.getByRole('textbox', { name: 'Salary Expectation' }).fill('12,500');
  await expect(page.getByTestId('salary-preview')).toHaveText('Formatted: $12,500.00');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 4 of 4: Summary')).toBeVisible();
  await expect(page.getByText('Negotiating a First Job Offer')).toBeVisible();
  const register = page.getByRole('button', { name: 'Register Interview' });
  await expect(register).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Accept terms and conditions' }).click();
  const request = page.waitForRequest((r) => r.url().endsWith('/interviews/register'));
  await register.click();
  const body = (await request).postDataBuffer()?.toString('latin1') ?? '';
  expect(body).toContain('"interviewType":"SALARY_NEGOTIATION"');
  expect(body).toContain('"salaryExpectation":12500');
  expect(body).toContain('"salaryPaymentPeriod":"MONTHLY"');
  await expect(page).toHaveURL(/\/interview\/join\?session=[^&]+$/);
});

test('salary-negotiation wizard is gated by credits', async ({ page, signIn }) => {
  await signIn('no-credits');
  await page.goto('/interview/register-salary-negotiation');
  await expect(page).toHaveURL(/\/app\/subscriptions$/);
});
