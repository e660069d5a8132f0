import { MOCK_URL } from '../../env.ts';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { answerByText, roomAtUserTurn, startInSecondTab, waitForUserTurn } from './helpers.ts';
import { scaled } from '../../machine.ts';

// The faults that used to leave the room stuck, ping-pong between tabs or freeze the countdown (decisions
// 0620, 0621, 0624).
test.describe('live room under faults', () => {
  test.setTimeout(120_000);

  test('after the retries fail, Connection Lost comes back and Reconnect works once the server does', async ({
    page,
    signIn,
    mock,
  }) => {
    const room = await roomAtUserTurn(page, signIn, mock);

    await mock.post('/__mock/ws/faults', { kind: 'refuse', roomId: room.id, times: 10 });
    await mock.post(`/__mock/ws/rooms/${room.id}/drop`);
    const lost = page.getByRole('alertdialog', { name: 'Connection Lost' });
    await lost.getByRole('button', { name: 'Reconnect' }).click();
    await expect(lost).toBeHidden();
    // Retries at 2, 4 and 6 s all refused: the toast, and the dialog is back instead of an idle room.
    await expect(page.getByText('Failed to connect with server')).toBeVisible({ timeout: scaled(20_000) });
    await expect(lost).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Speaking', includeHidden: true })).toBeDisabled();

    expect((await page.request.delete(`${MOCK_URL}/__mock/ws/faults?roomId=${room.id}`)).ok()).toBe(true);
    await lost.getByRole('button', { name: 'Reconnect' }).click();
    await expect(page.getByText(/has joined the interview session\./).last()).toBeVisible();
    await waitForUserTurn(page);
    await answerByText(page, 'Answer after the server came back');
  });

  test('a second tab taking the room: the first is told it continues there, no Connection Lost, and can take it back', async ({
    page,
    signIn,
    mock,
  }) => {
    const room = await roomAtUserTurn(page, signIn, mock);
    // The candidate is about to leave when the other tab takes the room: that question is withdrawn.
    await page.getByRole('button', { name: 'End interview' }).click();
    // includeHidden: a dialog left beneath another is aria-hidden, and must be gone, not only covered.
    const leave = page.getByRole('alertdialog', { name: 'Are you sure?', includeHidden: true });
    await expect(leave).toBeVisible();

    const second = await startInSecondTab(page, room.id);
    const multiple = second.getByRole('alertdialog', { name: 'Multiple Sessions Detected' });
    await expect(multiple).toBeVisible();
    await expectAccessible(second);
    await multiple.getByRole('button', { name: 'Revoke Other Session' }).click();
    await expect(second.getByText(/has joined the interview session\./)).toBeVisible();

    const elsewhere = page.getByRole('alertdialog', { name: 'Interview continues in another tab' });
    await expect(elsewhere).toBeVisible();
    await expect(leave).toHaveCount(0);
    await expectAccessible(page);
    await expect(page.getByRole('alertdialog', { name: 'Connection Lost' })).toHaveCount(0);
    await expect(elsewhere.getByRole('button', { name: 'Back to Dashboard' })).toBeVisible();

    // Taking it back is an explicit choice; the other tab is then told the same.
    await elsewhere.getByRole('button', { name: 'Continue Here' }).click();
    await expect(elsewhere).toBeHidden();
    await expect(page.getByText(/has joined the interview session\./).last()).toBeVisible();
    await expect(leave).toHaveCount(0);
    await expect(
      second.getByRole('alertdialog', { name: 'Interview continues in another tab' }),
    ).toBeVisible();
    await second.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(second).toHaveURL(/\/app\/dashboard/);
  });

  test('taking the room back after the interview ended in the other tab opens the feedback page', async ({
    page,
    signIn,
    mock,
  }) => {
    const room = await roomAtUserTurn(page, signIn, mock);
    const second = await startInSecondTab(page, room.id);
    await second.getByRole('button', { name: 'Revoke Other Session' }).click();
    const elsewhere = page.getByRole('alertdialog', { name: 'Interview continues in another tab' });
    await expect(elsewhere).toBeVisible();

    // The interview ends where it continued (its time ran out there); this tab still shows the question.
    expect(await mock.post(`/__mock/ws/rooms/${room.id}/end`, { timeout: true })).toEqual({
      status: 'FINISHED',
    });
    await elsewhere.getByRole('button', { name: 'Continue Here' }).click();
    await expect(page).toHaveURL(new RegExp(`/interview/feedback\\?session=${room.id}`));
    await expect(
      page.getByText('The system has detected that the interview session has ended.'),
    ).toBeVisible();
    await expect(page.getByText('Failed to revoke other session')).toHaveCount(0);
  });

  test('a failed end call leaves the interview running: the countdown ticks and End works again', async ({
    page,
    signIn,
    mock,
  }) => {
    const room = await roomAtUserTurn(page, signIn, mock);

    await mock.fault('POST /interviews/end', { status: 500, message: 'boom' });
    await page.getByRole('button', { name: 'End interview' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByText('Failed to end interview room session')).toBeVisible();
    const timer = page.getByTestId('time-remaining');
    const before = await timer.textContent();
    // Not scaled (decision 0768): three ticks of the countdown's real-time second are what is asserted.
    await expect(timer).not.toHaveText(before ?? '', { timeout: 3000 });
    await waitForUserTurn(page);

    await page.getByRole('button', { name: 'End interview' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(new RegExp(`/interview/feedback\\?session=${room.id}`), {
      timeout: scaled(20_000),
    });
  });

  test('an error frame without a code opens Generation Error with UNKNOWN_ERROR', async ({
    page,
    signIn,
    mock,
  }) => {
    const room = await roomAtUserTurn(page, signIn, mock);
    await mock.post(`/__mock/ws/rooms/${room.id}/error`, {});
    const dialog = page.getByRole('alertdialog', { name: 'Generation Error' });
    await expect(dialog.getByTestId('error-code')).toHaveText('UNKNOWN_ERROR');
  });
});
