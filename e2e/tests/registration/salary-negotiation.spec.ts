import { expect, expectAccessible, holdCalls, test } from '../../fixtures.ts';
import { choose, openTemplateSummary, openWizardAtFirstStep, registeredRoom } from './helpers.ts';

test('salary-negotiation wizard registers with a formatted salary preview', async ({
  page,
  signIn,
  mock,
}) => {
  const signedIn = await signIn('default');
  await openWizardAtFirstStep(page, '/interview/register-salary-negotiation');

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
  await register.click();
  expect(await registeredRoom(page, mock, signedIn.accessToken)).toMatchObject({
    interviewType: 'SALARY_NEGOTIATION',
    companyName: 'Atlas Mobility',
    salaryExpectation: 12500,
    salaryPaymentPeriod: 'MONTHLY',
    interviewSalaryCurrency: { code: 'USD' },
    interviewScenario: { label: 'Negotiating a First Job Offer' },
  });
});

test('salary-negotiation wizard is gated by credits', async ({ page, signIn }) => {
  await signIn('no-credits');
  await page.goto('/interview/register-salary-negotiation');
  await expect(page).toHaveURL(/\/app\/subscriptions$/);
});

test('the register button shows Processing... while the call runs', async ({ page, signIn }) => {
  await signIn('default');
  await openTemplateSummary(page);
  await page.getByRole('checkbox', { name: 'Accept terms and conditions' }).click();
  const release = await holdCalls(page, '**/api/v1/interviews/register');
  await page.getByRole('button', { name: 'Register Interview' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/interview\/join\?session=/);
});
