import { expect, test } from '../../fixtures.ts';
import {
  answerByText,
  joinThroughDeviceCheck,
  roomAtUserTurn,
  roomWithStatus,
  waitForUserTurn,
} from './helpers.ts';
import { scaled } from '../../machine.ts';

test.describe('socket error dialogs', () => {
  test.setTimeout(120_000);

  test('Audio Processing Error gives the turn back (Retry)', async ({ page, signIn, mock }) => {
    const room = await roomAtUserTurn(page, signIn, mock);
    await mock.post(`/__mock/ws/rooms/${room.id}/error`, { code: 'ERROR_HANDLING_USER_RESPONSE_TEXT' });
    const dialog = page.getByRole('alertdialog', { name: 'Audio Processing Error' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog).toBeHidden();
    await waitForUserTurn(page);
    await answerByText(page, 'Answer after the error');
  });

  test('Generation Error shows the code and offers Refresh Page', async ({ page, signIn, mock }) => {
    const room = await roomAtUserTurn(page, signIn, mock);
    await mock.post(`/__mock/ws/rooms/${room.id}/error`, { code: 'ERROR_GENERATING_RESPONSE' });
    const dialog = page.getByRole('alertdialog', { name: 'Generation Error' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('error-code')).toHaveText('ERROR_GENERATING_RESPONSE');
    await expect(dialog.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  });

  test('Multiple Sessions Detected: Revoke Other Session reconnects here', async ({ page, signIn, mock }) => {
    const room = await roomAtUserTurn(page, signIn, mock);

    // A second tab takes the room: the server refuses it with ERROR_MULTIPLE_CONNECTIONS.
    const second = await page.context().newPage();
    await second.goto(`/interview/room?session=${room.id}`);
    await second.getByRole('button', { name: 'Start Interview' }).click();
    const dialog = second.getByRole('alertdialog', { name: 'Multiple Sessions Detected' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Back to Dashboard' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Revoke Other Session' }).click();
    await expect(dialog).toBeHidden();
    await expect(second.getByText(/has joined the interview session\./)).toBeVisible();
  });

  test('a dropped connection opens Connection Lost; Reconnect continues the conversation', async ({
    page,
    signIn,
    mock,
  }) => {
    const room = await roomAtUserTurn(page, signIn, mock);
    await answerByText(page, 'First answer before the drop');
    await waitForUserTurn(page);

    await mock.post(`/__mock/ws/rooms/${room.id}/drop`);
    const dialog = page.getByRole('alertdialog', { name: 'Connection Lost' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Reconnect' }).click();
    await expect(dialog).toBeHidden();
    // The transcript survives and the interview carries on.
    await expect(page.getByRole('complementary').getByText('First answer before the drop')).toBeVisible();
    await waitForUserTurn(page);
    await answerByText(page, 'Second answer after reconnecting');
    await waitForUserTurn(page);
  });

  test("'Failed to connect with server' after three failed retries", async ({ page, signIn, mock }) => {
    const s = await signIn();
    const room = await roomWithStatus(mock, s, 'REGISTERED');
    await joinThroughDeviceCheck(page, room.id);
    await mock.post('/__mock/ws/faults', { kind: 'refuse', roomId: room.id, times: 10 });
    await page.getByRole('button', { name: 'Start Interview' }).click();
    // Retries at 2 s, 4 s and 6 s.
    await expect(page.getByText('Failed to connect with server')).toBeVisible({ timeout: scaled(20_000) });
  });
});
