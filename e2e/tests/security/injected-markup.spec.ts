import { expect, test } from '../../fixtures.ts';
import { holdRoomWithOneAnswer, registerFromSummary } from '../hosting/journey.ts';
import { TEMPLATE_WIZARD_URL } from '../registration/helpers.ts';
import { JS_URL, MARKUP, expectInert } from './helpers.ts';

const COMPANY = `Evil ${MARKUP} Co`;
const JOB_DESCRIPTION = `Apply at ${JS_URL} now. ${MARKUP} <script>window.__xss=1</script>`;
const NICKNAME = `<b>Ada</b>${MARKUP}`.slice(0, 50);
const ANSWER = `My portfolio: ${JS_URL} ${MARKUP}`;

test('markup and javascript: URLs typed by a candidate render as text everywhere they are shown', async ({
  page,
  signIn,
  mock,
}) => {
  test.setTimeout(150_000);
  const s = await signIn();
  const renamed = await mock.api('POST', '/candidates/update', s.accessToken, {
    id: s.candidate.id,
    email: s.candidate.email,
    nickname: NICKNAME,
  });
  expect(renamed.status).toBe(200);

  // Wizard: company and job description typed in, then the summary.
  await page.goto(TEMPLATE_WIZARD_URL);
  await expect(page.getByText('Step 4 of 4: Summary')).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByText('Step 2 of 4: Scenario')).toBeVisible();
  await page.getByRole('combobox', { name: 'Company Name' }).fill(COMPANY);
  await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 4 of 4: Summary')).toBeVisible();
  await expect(page.getByText(COMPANY, { exact: true })).toBeVisible();
  await expect(page.getByText(JOB_DESCRIPTION, { exact: true })).toBeVisible();
  await expectInert(page);
  const roomId = await registerFromSummary(page);

  // Room: the nickname on the candidate tile and the typed answer in the live transcript.
  await holdRoomWithOneAnswer(page, roomId, ANSWER, async () => {
    await expect(page.getByRole('region', { name: `You (${NICKNAME})` })).toBeVisible();
    await expectInert(page);
  });
  await expectInert(page);

  // Report: header, the per-question section (loaded on its own) and the full transcript each show the answer
  // as text: two places, not one (a check for one passed or failed by whether the section had arrived).
  await page.goto(`/app/interview-sessions/report?session=${roomId}`);
  await expect(page.getByRole('heading', { name: 'Full Transcript' })).toBeVisible();
  await expect(page.getByTestId('question-item').getByText(ANSWER, { exact: true })).toBeVisible();
  await expect(page.getByText(ANSWER, { exact: true })).toHaveCount(2);
  await expect(page.getByText(ANSWER, { exact: true }).nth(1)).toBeVisible();
  await expect(page.getByText(COMPANY).first()).toBeVisible();
  await expectInert(page);

  // Session list: the transcript dialog of this room.
  await page.goto('/app/interview-sessions');
  await page
    .getByRole('row')
    .filter({ hasText: COMPANY })
    .getByRole('button', { name: 'View transcript' })
    .click();
  await expect(page.getByRole('dialog').getByText(ANSWER, { exact: true })).toBeVisible();
  await expectInert(page);
  await page.keyboard.press('Escape');

  // Dashboard: the latest report's job description dialog.
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Job Description' });
  await expect(dialog).toContainText(JOB_DESCRIPTION);
  await expect(dialog).toContainText(COMPANY);
  await expectInert(page);
});
