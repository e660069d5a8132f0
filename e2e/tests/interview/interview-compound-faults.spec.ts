import { expect, expectAccessible, test } from '../../fixtures.ts';
import { roomAtUserTurn } from './helpers.ts';
import { scaled } from '../../machine.ts';

// The room under compound faults (decision 0631): every dialog has a way out that ends the interview properly.
test.describe('live room under compound faults', () => {
  test.setTimeout(120_000);

  test('F4: with the server down, Connection Lost ends the interview through its secondary action', async ({
    page,
    signIn,
    mock,
  }) => {
    const room = await roomAtUserTurn(page, signIn, mock);

    // The socket server refuses every reconnect: Reconnect alone would loop.
    await mock.post('/__mock/ws/faults', { kind: 'refuse', roomId: room.id, times: 10 });
    await mock.post(`/__mock/ws/rooms/${room.id}/drop`);
    const lost = page.getByRole('alertdialog', { name: 'Connection Lost' });
    await expect(lost.getByRole('button', { name: 'Reconnect' })).toBeVisible();
    await expectAccessible(page);
    await lost.getByRole('button', { name: 'End Interview' }).click();
    await expect(page).toHaveURL(new RegExp(`/interview/feedback\\?session=${room.id}`), {
      timeout: scaled(20_000),
    });
  });
});
