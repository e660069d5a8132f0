import { MOCK_URL } from '../../env.ts';
import { expect, expectAccessible, test, type SignedIn } from '../../fixtures.ts';
import {
  answerByText,
  joinThroughDeviceCheck,
  listRooms,
  startInterview,
  waitForUserTurn,
} from './helpers.ts';
import type { APIRequestContext } from '@playwright/test';

/** Registers a salary negotiation through the API (the wizard has its own spec): USD, monthly, 10,000. */
async function registerNegotiation(request: APIRequestContext, s: SignedIn): Promise<string> {
  const input = {
    interviewType: 'SALARY_NEGOTIATION',
    candidateId: s.candidate.id,
    interviewerId: 'itv-emma',
    interviewDurationId: 'dur-10',
    countryName: 'United States',
    companyName: 'Atlas Mobility',
    interviewScenarioId: 'scn-first-offer',
    interviewJobRoleName: 'Software Engineer',
    interviewExperienceLevelId: 'exp-mid',
    interviewSalaryCurrencyId: 'cur-usd',
    salaryExpectation: 10000,
    salaryPaymentPeriod: 'MONTHLY',
    context: {},
    candidateConsent: {
      type: 'INTERVIEW_REGISTRATION',
      termsVersion: '2025-04-12',
      privacyVersion: '2025-04-12',
      termsAccepted: true,
      privacyAccepted: true,
      termsUrl: 'https://mockint.example/terms',
      privacyUrl: 'https://mockint.example/privacy',
    },
  };
  const res = await request.post(`${MOCK_URL}/api/v1/interviews/register`, {
    headers: { authorization: `Bearer ${s.accessToken}` },
    multipart: { input: JSON.stringify(input) },
  });
  expect(res.ok(), `register answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  const body = (await res.json()) as { data: { id: string } };
  return body.data.id;
}

test('the room shows live negotiation analytics: initial → current offer and three meters', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(120_000);
  const s = await signIn();
  const roomId = await registerNegotiation(request, s);
  await page.addInitScript(() => window.localStorage.setItem('intro', 'true'));
  await joinThroughDeviceCheck(page, roomId);

  await startInterview(page);
  // Before the first analytics message: dashes and empty meters.
  const panel = page.getByRole('region', { name: 'Negotiation' });
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('negotiation-initial-offer')).toHaveText('-');
  await expect(panel.getByRole('meter', { name: 'Confidence' })).toHaveAttribute(
    'aria-valuetext',
    'Not known yet',
  );
  await waitForUserTurn(page, 60_000);
  await answerByText(
    page,
    'Based on market data and my five years of experience leading a team, I am looking for 10,000 a month.',
  );

  // The opening offer is 85% of the expectation; after the first answer the latest offer is still on the table.
  await expect(page.getByTestId('negotiation-initial-offer')).toHaveText('$8,500.00 per month');
  await expect(page.getByTestId('negotiation-current-offer')).toHaveText('$8,500.00 per month');
  for (const name of ['Confidence', 'Assertiveness', 'Justification']) {
    await expect(panel.getByRole('meter', { name })).toHaveAttribute('aria-valuetext', /^\d+ out of 100$/);
  }
  const live = panel.locator('[aria-live="polite"]');
  await expect(live).toHaveText(/^Current offer \$8,500\.00 per month\. Confidence \d+ of 100/);
  await expectAccessible(page);

  // The interviewer's follow-up raises the offer: the next answer's analytics move "current" on.
  await waitForUserTurn(page, 60_000);
  await answerByText(
    page,
    'I led a project that cut costs by twenty percent, so I would like 9,500 at least.',
  );
  await expect(page.getByTestId('negotiation-current-offer')).not.toHaveText('$8,500.00 per month');
  await expect(page.getByTestId('negotiation-initial-offer')).toHaveText('$8,500.00 per month');
});

test('a job interview has no negotiation panel', async ({ page, signIn, mock }) => {
  const s = await signIn();
  const room = (await listRooms(mock, s)).find(
    (r) => r.status === 'REGISTERED' && r.interviewType === 'JOB_INTERVIEW',
  )!;
  await page.addInitScript(() => window.localStorage.setItem('intro', 'true'));
  await joinThroughDeviceCheck(page, room.id);
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Negotiation' })).toHaveCount(0);
});

test('the report of a finished salary negotiation shows the final figures', async ({
  page,
  signIn,
  mock,
}) => {
  const s = await signIn();
  const room = (await listRooms(mock, s)).find(
    (r) => r.status === 'FINISHED' && r.interviewType === 'SALARY_NEGOTIATION',
  )!;
  await page.goto(`/app/interview-sessions/report?session=${room.id}`);
  await expect(page.getByText('Negotiation Outcome')).toBeVisible();
  // Seed: expectation 95,000 USD a year, final offer 92,000.
  await expect(page.getByText('$95,000.00 per year')).toBeVisible();
  await expect(page.getByTestId('negotiation-final-offer')).toHaveText('$92,000.00 per year');
  await expect(page.getByText('The final offer is 3% below your expectation.')).toBeVisible();
  await expectAccessible(page);
});
