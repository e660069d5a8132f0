import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, type MockControl, type SignedIn } from '../../fixtures.ts';

const FEEDBACK_ROUTE = 'GET /candidate/interview-feedbacks/room/{sessionId}';

/** The finished room that has a report (the persona's latest feedback). */
async function reportedRoomId(mock: MockControl, s: SignedIn): Promise<string> {
  const { body } = await mock.api<{ data: { interviewRoom: { id: string } } }>(
    'GET',
    '/candidate/interview-feedbacks/latest',
    s.accessToken,
  );
  return body.data.interviewRoom.id;
}

/** Opens the feedback page of a reported room whose next `times` report fetches answer 404 `code`. */
async function openWithReportAnswer(
  page: Page,
  mock: MockControl,
  s: SignedIn,
  code: 'FEEDBACK_GENERATING' | 'FEEDBACK_NOT_FOUND',
  times: number,
): Promise<string> {
  const roomId = await reportedRoomId(mock, s);
  await mock.fault(FEEDBACK_ROUTE, { status: 404, message: code, times });
  await page.goto(`/interview/feedback?session=${roomId}`);
  return roomId;
}

test("a first load asks for the report before any of the app's script has arrived, and once (decision 0545)", async ({
  page,
  signIn,
  mock,
}) => {
  const s = await signIn('default');
  const roomId = await reportedRoomId(mock, s);
  // Every script of the app held back a second: whatever asks for the report before one arrives is the
  // preloader in the page's HTML, not the app.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const events: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/candidate/interview-feedbacks/room/')) events.push('report asked');
  });
  page.on('response', (r) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(r.url()).pathname)) events.push('script arrived');
  });
  await page.goto(`/interview/feedback?session=${roomId}`);
  await expect(page.getByTestId('overall-score')).toBeVisible();
  expect(events[0]).toBe('report asked');
  expect(events.filter((e) => e === 'report asked')).toHaveLength(1);
});

test.describe('feedback page', () => {
  test('the report card shows score, categories, summary, strengths, areas to improve and actionable tips', async ({
    page,
    signIn,
    mock,
  }) => {
    const s = await signIn('default');
    const roomId = await reportedRoomId(mock, s);
    await page.goto(`/interview/feedback?session=${roomId}`);
    await expect(page.getByTestId('overall-score')).toBeVisible();
    for (const heading of ['Summary', 'Strengths', 'Areas to Improve', 'Actionable Tips']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    const tips = page
      .getByRole('heading', { name: 'Actionable Tips' })
      .locator('xpath=..')
      .getByRole('listitem');
    expect(await tips.count()).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  test("the join-area feedback form says 'Comment is required'", async ({ page, signIn, mock }) => {
    const s = await signIn('default');
    const roomId = await reportedRoomId(mock, s);
    await page.goto(`/interview/feedback?session=${roomId}&feedback=true`);
    const dialog = page.getByRole('dialog', { name: 'Help us improve!' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(dialog.getByText('Comment is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Please ensure the feedback is not empty.')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('while the report is generating: progress with what is known, then the report', async ({
    page,
    signIn,
    mock,
  }) => {
    const roomId = await openWithReportAnswer(page, mock, await signIn('default'), 'FEEDBACK_GENERATING', 2);
    const generating = page.getByTestId('report-generating');
    await expect(generating.getByRole('status')).toHaveText('Generating your report…');
    await expect(generating).toContainText(/Job Interview|Salary Negotiation/);
    await expectAccessible(page);
    await expect(page.getByTestId('overall-score')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/interview/feedback\\?session=${roomId}`));
  });

  test("when the API says there is no report: 'No feedback data found' at once", async ({
    page,
    signIn,
    mock,
  }) => {
    await openWithReportAnswer(page, mock, await signIn('default'), 'FEEDBACK_NOT_FOUND', 20);
    // Polling would take 30 s; the answer is final, so the message comes straight away (10 s: 3× a loaded
    // page load, still a third of one poll).
    await expect(page.getByText('No feedback data found')).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL((url) => url.pathname === '/' || url.pathname === '/app/dashboard');
    await expect(page.getByText('Generating your report…')).toHaveCount(0);
  });
});
