import type { Page } from '@playwright/test';
import { expect, holdCalls, test, toast } from '../../fixtures.ts';
import { roomAtUserTurn } from './helpers.ts';
import { scaled } from '../../machine.ts';

// The spec: 'Processing your request...' shows while a call loads, also for the calls the room makes itself
// (end, revoke) and for the session list's resume link.
const processing = (page: Page) => toast(page, 'Processing your request...');

test.describe("'Processing your request...' beyond the query hooks", () => {
  test.setTimeout(120_000);

  test('ending the interview and revoking the other session show it while they load', async ({
    page,
    signIn,
    mock,
  }) => {
    const room = await roomAtUserTurn(page, () => signIn(), mock);

    // Revoke, from a second tab that finds the room taken; the call is held until the toast has shown.
    const releaseRevoke = await holdCalls(page, '**/api/v1/interview/sessions/revoke');
    const second = await page.context().newPage();
    await second.goto(`/interview/room?session=${room.id}`);
    await second.getByRole('button', { name: 'Start Interview' }).click();
    const multiple = second.getByRole('alertdialog', { name: 'Multiple Sessions Detected' });
    await multiple.getByRole('button', { name: 'Revoke Other Session' }).click();
    await expect(processing(second)).toBeVisible();
    releaseRevoke();
    await expect(second.getByText(/has joined the interview session\./)).toBeVisible({
      timeout: scaled(20_000),
    });
    await expect(processing(second)).toHaveCount(0, { timeout: scaled(10_000) });

    // End, from the tab that now holds the room.
    const releaseEnd = await holdCalls(page, '**/api/v1/interviews/end');
    await second.getByRole('button', { name: 'End interview' }).click();
    await second.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await expect(processing(second)).toBeVisible();
    releaseEnd();
    await expect(second).toHaveURL(new RegExp(`/interview/feedback\\?session=${room.id}`), {
      timeout: scaled(20_000),
    });
  });

  test("the session list's resume link shows it while the link is fetched", async ({ page, signIn }) => {
    await signIn();
    const release = await holdCalls(page, '**/api/v1/candidate/interview-resumes/*');
    await page.goto('/app/interview-sessions');
    const row = page.getByTestId('session-row').first();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Open resume' }).click();
    await expect(processing(page)).toBeVisible();
    release();
    await expect(
      page
        .getByText('You have not uploaded a resume.')
        .or(page.getByText('Failed to fetch candidate interview resume. Please try again.')),
    ).toBeVisible({ timeout: scaled(10_000) });
  });
});
