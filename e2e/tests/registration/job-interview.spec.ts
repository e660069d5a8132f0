import { expect, expectAccessible, holdCalls, test } from '../../fixtures.ts';
import { answerNext, expectToastThenClose, type Answer } from '../error-answers/answers.ts';
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
  const release = await holdCalls(page, '**/api/v1/interview/setup/extract-job-description');
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

// What each answer of the register call shows (its toast, its redirect, the resume a FILE_ code clears) and a call
// that gets no answer are component tests of the wizard against the mock's own handlers (decision 0772:
// apps/web/src/features/registration/components/job-interview-wizard.msw.test.tsx). One test stays here, through
// the real server, browser and production build: FILE_SIZE_EXCEEDED as before, then on the same page the answers
// no other e2e test sends, which the suite's contract coverage counts (decisions 0264, 0265): the declared 404 and
// 500, the other FILE_ codes and the two quota codes, each leaving the wizard where the spec says.
test.describe('registration errors', () => {
  test('400 FILE_SIZE_EXCEEDED, then the other answers on the same page', async ({ page, signIn, mock }) => {
    await signIn('default');
    await openTemplateSummary(page);
    const resume = page.getByTestId('resume-input');
    const register = page.getByRole('button', { name: 'Register Interview' });
    const registerAnswers = (answer: Answer) =>
      answerNext(page, mock, 'POST /interviews/register', answer, () => register.click());
    await resume.setInputFiles(pdf('cv.pdf'));
    await page.getByRole('checkbox', { name: 'Accept terms and conditions' }).click();

    const fileCodes = [
      ['FILE_SIZE_EXCEEDED', 'Resume file size must not exceed 5MB.'],
      ['FILE_EXTENSION_NOT_ALLOWED', 'Only PDF files are allowed for resume upload.'],
      ['FILE_UPLOAD_FAILED', 'Resume upload failed. Please try another resume file.'],
    ] as const;
    for (const [attempt, [code, text]] of fileCodes.entries()) {
      await test.step(`400 ${code}`, async () => {
        if (attempt > 0) await resume.setInputFiles(pdf('cv.pdf'));
        await expect(page.getByTestId('resume-name')).toHaveText('cv.pdf');
        await registerAnswers({ status: 400, message: code });
        await expect(page.getByText(text, { exact: true })).toBeVisible();
        await expect(page).toHaveURL(/register-job-interview/);
        await expect(page.getByTestId('resume-name')).toHaveCount(0);
        // Closed, so the next answer's toast is its own.
        await expectToastThenClose(page, text);
      });
    }
    for (const status of [404, 500]) {
      await test.step(String(status), async () => {
        await registerAnswers(status);
        await expectToastThenClose(page, 'Failed to register interview. Please try again.');
        await expect(page).toHaveURL(/register-job-interview/);
      });
    }
    await test.step('400 INTERVIEW_QUOTA_EXCEEDED', async () => {
      await registerAnswers({ status: 400, message: 'INTERVIEW_QUOTA_EXCEEDED' });
      await expect(
        page.getByText(
          "We've hit the daily mock interview limit for Free users. Please consider upgrading your plan.",
          { exact: true },
        ),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/app\/dashboard$/);
    });
    await test.step('400 BENEFIT_QUOTA_EXCEEDED', async () => {
      // Back to the wizard, which restores this tab's answers (decision 0535).
      await page.goBack();
      await expect(page.getByText('Step 4 of 4: Summary')).toBeVisible();
      await page.getByRole('checkbox', { name: 'Accept terms and conditions' }).check();
      await registerAnswers({ status: 400, message: 'BENEFIT_QUOTA_EXCEEDED' });
      await expect(
        page.getByText('Quota limit reached. Upgrade your plan to start a new interview', { exact: true }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/app\/subscriptions$/);
    });
  });
});
