import { expect, expectAccessible, test } from '../../fixtures.ts';
import {
  JOB_DESCRIPTION,
  TEMPLATE_WIZARD_URL,
  choose,
  openTemplateSummary,
  openWizardAtFirstStep,
  pdf,
  registeredRoom,
} from './helpers.ts';

test.describe('job-interview wizard', () => {
  test('walks all four steps with gating, autocomplete, extraction and resume checks', async ({
    page,
    signIn,
    mock,
  }) => {
    const signedIn = await signIn('default');
    await openWizardAtFirstStep(page, '/interview/register-job-interview');
    await expectAccessible(page);

    // Free tier: premium interviewers and non English/Indonesian ones are disabled with their reason.
    await page.getByRole('combobox', { name: 'Interviewer' }).click();
    await expect(page.getByRole('option', { name: /James - English/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('option', { name: /James - English/ })).toContainText('Premium');
    const comingSoon = page.getByRole('option', { name: /Coming soon/ }).first();
    await expect(comingSoon).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('option', { name: /Sari - Indonesian/ }).click();
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Indonesia');
    await choose(page, 'Interviewer', /Emma - English/);
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');

    // Country autocomplete: prefix matches first, hidden after blur.
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.fill('ger');
    await expect(page.getByRole('option').first()).toHaveText('Germany');
    await page.getByRole('option', { name: 'Germany' }).click();
    await expect(country).toHaveValue('Germany');
    await expect(page.getByRole('listbox')).toBeHidden();

    await choose(page, 'Interview Duration', /15 Minutes/);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('Step 2 of 4: Scenario')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    const company = page.getByRole('combobox', { name: 'Company Name' });
    await company.fill('bank');
    await page.getByRole('option', { name: 'Lumen Bank' }).click();
    const jd = page.getByRole('textbox', { name: 'Job Description' });
    await jd.fill('x'.repeat(2600));
    await expect(jd).toHaveValue('x'.repeat(2500));
    await expect(page.getByTestId('jd-counter')).toHaveText('2500/2500');
    await jd.fill(JOB_DESCRIPTION);
    await expect(page.getByTestId('jd-counter')).toHaveText(`${JOB_DESCRIPTION.length}/2500`);

    const extraction = page.waitForRequest((r) =>
      r.url().endsWith('/interview/setup/extract-job-description'),
    );
    await page.getByRole('button', { name: 'Next' }).click();
    expect((await extraction).postDataJSON()).toEqual({ jobDescription: JOB_DESCRIPTION });
    await expect(page.getByText('Step 3 of 4: Resume')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Experience Level' })).toContainText('Mid Level');
    await expect(page.getByRole('combobox', { name: 'Job Role Name' })).toHaveValue('Frontend Engineer');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('Step 4 of 4: Summary')).toBeVisible();
    await expect(page.getByText('Lumen Bank')).toBeVisible();
    const register = page.getByRole('button', { name: 'Register Interview' });
    await expect(register).toBeDisabled();

    const resume = page.getByTestId('resume-input');
    await resume.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Only PDF files are allowed.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('resume-name')).toHaveCount(0);
    await resume.setInputFiles(pdf('big.pdf', 5_000_001));
    await expect(page.getByText('Resume file size must not exceed 5MB.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('resume-name')).toHaveCount(0);
    await resume.setInputFiles(pdf('my-cv.pdf'));
    await expect(page.getByTestId('resume-name')).toHaveText('my-cv.pdf');

    await page.getByRole('checkbox', { name: 'Accept terms and conditions' }).click();
    await expect(page.getByRole('link', { name: 'terms of service', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy policy', exact: true })).toBeVisible();
    await expectAccessible(page);

    await register.click();
    // What was registered, as the server stored it.
    expect(await registeredRoom(page, mock, signedIn.accessToken)).toMatchObject({
      status: 'REGISTERED',
      interviewType: 'JOB_INTERVIEW',
      companyName: 'Lumen Bank',
      countryName: 'Germany',
      jobDescription: JOB_DESCRIPTION,
      hasResume: true,
      interviewJobRole: { label: 'Frontend Engineer' },
    });
  });

  test('Back returns to the previous step with values kept', async ({ page, signIn }) => {
    await signIn('default');
    await openTemplateSummary(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Job Role Name' })).toHaveValue('Frontend Engineer');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Company Name' })).toHaveValue('Nimbus Cloud');
  });

  test('Auto Populate is not offered in the production build', async ({ page, signIn }) => {
    test.skip(process.env.E2E_DEV_SERVER === '1', 'the dev server is a non-production build');
    await signIn('default');
    await page.goto('/interview/register-job-interview');
    await expect(page.getByText('Step 1 of 4: Settings')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Auto Populate' })).toHaveCount(0);
  });

  test('without credits the wizard redirects to subscriptions', async ({ page, signIn }) => {
    await signIn('no-credits');
    await page.goto('/interview/register-job-interview');
    await expect(
      page.getByText('You have no credits left. Upgrade your plan to start a new interview'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/app\/subscriptions$/);
  });

  test('setup and template failures show the exact toasts', async ({ page, signIn, mock }) => {
    await signIn('default');
    await mock.fault('GET /interview/setup', { status: 500, message: 'boom' });
    await mock.fault('GET /interview-templates/{id}', { status: 500, message: 'boom' });
    await page.goto(TEMPLATE_WIZARD_URL);
    await expect(page.getByText('Failed to fetch interview setup data. Please try again.')).toBeVisible();
    await expect(page.getByText('Failed to fetch interview template. Please try again.')).toBeVisible();
  });
});

test('the country, company and role autocompletes work by keyboard alone and pass axe', async ({
  page,
  signIn,
}) => {
  await signIn('default');
  await openWizardAtFirstStep(page, '/interview/register-job-interview');
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.focus();
  await page.keyboard.type('ger');
  const list = page.getByRole('listbox', { name: 'Country' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('option').first()).toHaveText('Germany');
  await expect(country).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = list.getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(country).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await expectAccessible(page);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(country).toHaveValue('Germany');
  await expect(list).toBeHidden();
  await expect(country).toHaveAttribute('aria-expanded', 'false');

  // Escape closes the list and keeps the typed text.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('land');
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(country).toHaveValue('land');

  // Tabbing away hides the list shortly after (150 ms), without picking anything.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('ind');
  await expect(list).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(list).toBeHidden();
  await expect(country).toHaveValue('ind');
});

test('a late extraction never overwrites the level and role picked while it loaded', async ({
  page,
  signIn,
}) => {
  await signIn('default');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/interview/setup/extract-job-description', async (route) => {
    await held;
    await route.continue();
  });
  await openWizardAtFirstStep(page, '/interview/register-job-interview');
  await choose(page, 'Interviewer', /Emma - English/);
  await choose(page, 'Interview Duration', /15 Minutes/);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Company Name' }).fill('Lumen Bank');
  await page.getByRole('textbox', { name: 'Job Description' }).fill(JOB_DESCRIPTION);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 4: Resume')).toBeVisible();
  const reading = page.getByText('Reading your job description…');
  await expect(reading).toBeVisible();
  // The extraction (it would say Mid Level / Frontend Engineer) is still loading: the user picks their own.
  await choose(page, 'Experience Level', 'Entry Level');
  const role = page.getByRole('combobox', { name: 'Job Role Name' });
  await role.fill('QA Engineer');
  await role.press('Escape');
  release();
  // Once the notice is gone the answer has been applied (or, here, declined).
  await expect(reading).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Experience Level' })).toContainText('Entry Level');
  await expect(role).toHaveValue('QA Engineer');
});

const registerErrors: { message: string; status?: number; toast: string; url?: RegExp }[] = [
  {
    message: 'BENEFIT_QUOTA_EXCEEDED',
    toast: 'Quota limit reached. Upgrade your plan to start a new interview',
    url: /\/app\/subscriptions$/,
  },
  {
    message: 'INTERVIEW_QUOTA_EXCEEDED',
    toast: "We've hit the daily mock interview limit for Free users. Please consider upgrading your plan.",
    url: /\/app\/dashboard$/,
  },
  { message: 'FILE_EXTENSION_NOT_ALLOWED', toast: 'Only PDF files are allowed for resume upload.' },
  { message: 'FILE_SIZE_EXCEEDED', toast: 'Resume file size must not exceed 5MB.' },
  { message: 'FILE_UPLOAD_FAILED', toast: 'Resume upload failed. Please try another resume file.' },
  { message: 'Company is not allowed', toast: 'Failed to register interview: Company is not allowed' },
  { message: 'boom', status: 500, toast: 'Failed to register interview. Please try again.' },
  // Statuses the client throws for are still answers: the spec's non-200 message, not the exception one.
  { message: 'gone', status: 404, toast: 'Failed to register interview. Please try again.' },
  { message: 'conflict', status: 409, toast: 'Failed to register interview. Please try again.' },
  { message: 'bad gateway', status: 502, toast: 'Failed to register interview. Please try again.' },
  { message: 'unavailable', status: 503, toast: 'Failed to register interview. Please try again.' },
];

test.describe('registration errors', () => {
  for (const e of registerErrors) {
    test(`${e.status ?? 400} ${e.message}`, async ({ page, signIn, mock }) => {
      await signIn('default');
      await openTemplateSummary(page);
      await page.getByTestId('resume-input').setInputFiles(pdf('cv.pdf'));
      await page.getByRole('checkbox', { name: 'Accept terms and conditions' }).click();
      await mock.fault('POST /interviews/register', { status: e.status ?? 400, message: e.message });
      await page.getByRole('button', { name: 'Register Interview' }).click();
      await expect(page.getByText(e.toast, { exact: true })).toBeVisible();
      if (e.url) await expect(page).toHaveURL(e.url);
      else {
        await expect(page).toHaveURL(/register-job-interview/);
        if (e.message.startsWith('FILE_')) await expect(page.getByTestId('resume-name')).toHaveCount(0);
      }
    });
  }

  test('a call that gets no answer shows the exception message', async ({ page, signIn }) => {
    await signIn('default');
    await openTemplateSummary(page);
    await page.getByRole('checkbox', { name: 'Accept terms and conditions' }).click();
    await page.route('**/api/v1/interviews/register', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Register Interview' }).click();
    await expect(
      page.getByText('An error occurred while registering the interview. Please try again.', { exact: true }),
    ).toBeVisible();
  });
});
