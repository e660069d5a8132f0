import { expect, test } from '../../fixtures.ts';
import { roomAtUserTurn, roomWithStatus, setRoomTime, startInterview } from './helpers.ts';
import { scaled } from '../../machine.ts';

test.describe('ending an interview', () => {
  test.setTimeout(120_000);

  test('the server ends the interview: toast, leave once, feedback page, then the report', async ({
    page,
    signIn,
    mock,
  }) => {
    const room = await roomAtUserTurn(page, signIn, mock);
    await mock.post(`/__mock/ws/rooms/${room.id}/end`, {});
    await expect(
      page.getByText('The system has detected that the interview session has ended.'),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/interview/feedback\\?session=${room.id}`), {
      timeout: scaled(20_000),
    });
    await expect(page.getByTestId('overall-score')).toBeVisible({ timeout: scaled(40_000) });
    await expect(page.getByRole('heading', { name: 'Performance' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Feedback', exact: true })).toBeVisible();
    // The application feedback dialog opens after 4 s (3× that as the budget, decision 0760).
    await expect(page.getByRole('dialog', { name: 'Help us improve!' })).toBeVisible({
      timeout: scaled(12_000),
    });
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'View Full Report' }).click();
    await expect(page.getByRole('heading', { name: 'Interview Report' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Scores by category' })).toBeVisible();
    await expect(page.getByTestId('score-chart')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Actionable Tips' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Full Transcript' })).toBeVisible();
  });

  test("time out: Time's Up toast, then the feedback page after 2 s", async ({ page, signIn, mock }) => {
    const s = await signIn();
    const room = await roomWithStatus(mock, s, 'ONGOING');
    await setRoomTime(mock, room.id, 6);
    await page.goto(`/interview/room?session=${room.id}`);
    await startInterview(page);
    // The page read 6 s; give the server more so that the client's own countdown is what ends it.
    await setRoomTime(mock, room.id, 600);
    await expect(page.getByText("Time's Up! Your interview session has ended")).toBeVisible({
      timeout: scaled(15_000),
    });
    await expect(page.getByTestId('time-remaining')).toHaveText('00:00:00');
    await expect(page).toHaveURL(new RegExp(`/interview/feedback\\?session=${room.id}`), {
      timeout: scaled(10_000),
    });
    // The end call went out: the room is finished.
    const state = await mock.get<{ status: string }>(`/__mock/ws/rooms/${room.id}`);
    expect(state.status).toBe('FINISHED');
  });

  test('guards: no session id, and a room that is not ONGOING', async ({ page, signIn, mock }) => {
    const s = await signIn();
    await page.goto('/interview/room');
    await expect(page.getByText('Oops! Invalid session id')).toBeVisible();
    const finished = await roomWithStatus(mock, s, 'FINISHED');
    await page.goto(`/interview/room?session=${finished.id}`);
    await expect(page.getByText('Sorry, this interview is not started yet or already ended')).toBeVisible();
    await page.goto('/interview/feedback');
    await expect(page.getByText('Session id is not provided')).toBeVisible();
    const ongoing = await roomWithStatus(mock, s, 'ONGOING');
    await page.goto(`/interview/feedback?session=${ongoing.id}`);
    await expect(page.getByText('Interview is not completed yet')).toBeVisible();
  });
});
