import { expect, expectAccessible, test } from '../../fixtures.ts';
import {
  choose,
  JOB_DESCRIPTION,
  openWizardAtFirstStep,
  pressAriaDisabled,
  TEMPLATE_WIZARD_URL,
} from './helpers.ts';

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

test('the answers survive a reload, leaving asks first (the tab too), and registering clears them', async ({
  page,
  signIn,
}) => {
  await signIn('default');
  await openWizardAtFirstStep(page, '/interview/register-job-interview');
  await choose(page, 'Interviewer', /Emma - English/);
  await choose(page, 'Interview Duration', /15 Minutes/);
  await page.getByRole('button', { name: 'Next' }).click();
  const jd = page.getByRole('textbox', { name: 'Job Description' });
  const longText = `${JOB_DESCRIPTION}\n\n${'Details. '.repeat(260)}`.slice(0, 2500);
  await page.getByRole('combobox', { name: 'Company Name' }).fill('Lumen Bank');
  await jd.fill(longText);

  // Reloading (or closing) the tab asks the browser's own prompt while there are answers (decision 0537).
  // Chromium shows it only after a user gesture: the clicks above are that.
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(prompts).toEqual(['beforeunload']);
  await expect(page.getByText('Step 2 of 4: Scenario')).toBeVisible();
  await expect(jd).toHaveValue(longText);
  await expect(page.getByRole('combobox', { name: 'Company Name' })).toHaveValue('Lumen Bank');

  // Leaving through the logo asks; Stay keeps everything.
  await page.getByRole('banner').getByRole('link').first().click();
  const ask = page.getByRole('alertdialog', { name: 'Leave this registration?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/register-job-interview/);
  await expect(jd).toHaveValue(longText);

  // Finish and register: the draft is gone afterwards.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 4: Resume')).toBeVisible();
  await choose(page, 'Experience Level', 'Entry Level');
  await page.getByRole('combobox', { name: 'Job Role Name' }).fill('Frontend Engineer');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Accept terms and conditions').check();
  await page.getByRole('button', { name: 'Register Interview' }).click();
  await expect(page).toHaveURL(/\/interview\/join\?session=/);
  await openWizardAtFirstStep(page, '/interview/register-job-interview');
  await expect(page.getByRole('combobox', { name: 'Interviewer', exact: true })).toHaveText(
    /Select an interviewer/,
  );
  // A wizard without answers reloads without a prompt, even after a gesture.
  await page.getByText('Step 1 of 4: Settings').click();
  await page.reload();
  await expect(page.getByText('Step 1 of 4: Settings')).toBeVisible();
  expect(prompts).toEqual(['beforeunload']);
});

test('a blocked Next says why: errors under the fields, focus on the first, and the count announced', async ({
  page,
  signIn,
}) => {
  await signIn('default');
  await openWizardAtFirstStep(page, '/interview/register-job-interview');
  const next = page.getByRole('button', { name: 'Next' });
  // Not ready (aria-disabled, as the spec's disabled Next), yet the press is taken.
  await pressAriaDisabled(next);
  await expect(page.getByText('Step 1 of 4: Settings')).toBeVisible();
  const interviewer = page.getByRole('combobox', { name: 'Interviewer', exact: true });
  await expect(interviewer).toBeFocused();
  await expect(interviewer).toHaveAttribute('aria-invalid', 'true');
  await expect(interviewer).toHaveAccessibleDescription('Choose an interviewer.');
  await expect(page.getByRole('combobox', { name: 'Interview Duration' })).toHaveAccessibleDescription(
    'Choose how long the interview lasts.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'fields need your attention' })).toHaveText(
    '3 fields need your attention.',
  );
  await expectAccessible(page);

  // Fixing a field removes its error; the others stay until fixed.
  await choose(page, 'Interviewer', /Emma - English/);
  await expect(interviewer).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Choose an interviewer.')).toHaveCount(0);
  await expect(page.getByText('Choose how long the interview lasts.')).toBeVisible();
});

test('a field shows its error once left empty, before any press', async ({ page, signIn }) => {
  await signIn('default');
  await openWizardAtFirstStep(page, '/interview/register-job-interview');
  await choose(page, 'Interviewer', /Emma - English/);
  await choose(page, 'Interview Duration', /15 Minutes/);
  await page.getByRole('button', { name: 'Next' }).click();
  const company = page.getByRole('combobox', { name: 'Company Name' });
  await company.focus();
  await expect(page.getByText('Enter the company name.')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Job Description' }).focus();
  await expect(company).toHaveAccessibleDescription(/Enter the company name\./);
  await expect(page.getByText('Paste or type the job description.')).toHaveCount(0);
});

test('Register without the terms focuses the checkbox and says why', async ({ page, signIn }) => {
  await signIn('default');
  await page.goto('/interview/register-job-interview?interviewTemplateId=tpl-nimbus-frontend');
  await expect(page.getByText('Step 4 of 4: Summary')).toBeVisible();
  const register = page.getByRole('button', { name: 'Register Interview' });
  const terms = page.getByRole('checkbox', { name: 'Accept terms and conditions' });
  // What a candidate sees before pressing: the summary with its terms box (the press is forced because the
  // button is aria-disabled, so it must not land while the step is still laying out).
  await expect(terms).toBeVisible();
  await expect(register).toBeDisabled();
  await pressAriaDisabled(register);
  await expect(page.getByText('Accept the terms and conditions to register.')).toBeVisible();
  await expect(terms).toBeFocused();
  await expect(page).toHaveURL(/register-job-interview/);
});

test('a failed template list never reads as "no templates": it says so, with Retry', async ({
  page,
  signIn,
}) => {
  await signIn('default');
  let failing = true;
  await page.route('**/api/v1/interview-templates', (route) =>
    failing
      ? route.fulfill({ status: 500, json: { status: 500, message: 'boom', data: null } })
      : route.continue(),
  );
  await page.goto('/interview/template-selection');
  await expect(page.getByText('Failed to load interview templates. Please try again.')).toBeVisible();
  const failure = page.getByTestId('load-error');
  await expect(failure).toContainText('The interview templates could not be loaded.');
  await expect(page.getByRole('radio')).toHaveCount(1); // only Custom, and the page says why
  failing = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('radio').nth(1)).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('logging out from a wizard with answers asks first, then leaves no draft behind', async ({
  page,
  signIn,
}) => {
  await signIn('default');
  await openWizardAtFirstStep(page, '/interview/register-job-interview');
  await choose(page, 'Interviewer', /Emma - English/);
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('draft:')).length))
    .toBe(1);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page
    .getByRole('alertdialog', { name: 'Leave this registration?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('draft:'))),
  ).toEqual([]);
});

test("before any script the wizard paints its first step's labels and hints; a template or a saved draft opens without that frame (decision 0546)", async ({
  page,
  signIn,
}) => {
  await signIn('default');
  // Every script of the app held until released: what shows meanwhile is the page's HTML.
  let release = () => {};
  let held = Promise.resolve();
  const hold = () => {
    held = new Promise<void>((resolve) => (release = resolve));
  };
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const frame = page.locator('[data-frame]');
  const hint = page.getByText("Filled in from the interviewer's language; you can change it.");

  hold();
  await page.goto('/interview/register-job-interview', { waitUntil: 'commit' });
  await expect(hint).toBeVisible();
  await expect(page.getByText('Step 1 of 4: Settings')).toBeVisible();
  for (const label of ['Interviewer', 'Country', 'Interview Duration'])
    await expect(page.locator('label').filter({ hasText: new RegExp(`^${label}`) })).toBeVisible();
  // No control to type into or pick from before the app is there to keep it.
  await expect(page.getByRole('combobox')).toHaveCount(0);
  const before = await hint.boundingBox();
  release();
  await expect(page.getByRole('combobox', { name: 'Interviewer', exact: true })).toBeVisible();
  expect(await hint.boundingBox()).toEqual(before);

  // A template opens on its summary: the first step's frame is not shown before it.
  hold();
  await page.goto(TEMPLATE_WIZARD_URL, { waitUntil: 'commit' });
  await expect(frame).toHaveCount(1);
  await expect(frame).toBeHidden();
  release();
  await expect(page.getByText('Step 4 of 4: Summary')).toBeVisible();

  // A saved draft brings its own step back: no first-step frame before it either.
  await page.goto('/interview/register-job-interview');
  await choose(page, 'Interviewer', /Emma - English/);
  await choose(page, 'Interview Duration', /15 Minutes/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 4: Scenario')).toBeVisible();
  page.on('dialog', (dialog) => void dialog.accept());
  hold();
  await page.reload({ waitUntil: 'commit' });
  await expect(frame).toHaveCount(1);
  await expect(frame).toBeHidden();
  release();
  await expect(page.getByText('Step 2 of 4: Scenario')).toBeVisible();
});
