import { expect, test } from '../../fixtures.ts';
import { openTranscript, roomAtUserTurn, startInSecondTab, waitForUserTurn } from './helpers.ts';
import { scaled } from '../../machine.ts';

// After a dead link and Reconnect, what the link lost comes back from the server's room (decision 0663).

test.describe('the room after a dead link and Reconnect', () => {
  test('an answer whose transcript the dead link lost is in the Live Transcript, and is not offered again', async ({
    page,
    signIn,
    mock,
  }) => {
    test.setTimeout(120_000);
    const room = await roomAtUserTurn(page, signIn, mock);
    const answersOnMock = async () =>
      (await mock.get<{ answers: number }>(`/__mock/ws/rooms/${room.id}`)).answers;
    // The server's frames are held (pings on time): the answer arrives, its transcript does not before the drop.
    await mock.post('/__mock/ws/faults', { kind: 'late', ms: 12_000, roomId: room.id });
    await openTranscript(page);
    const box = page.getByRole('textbox', { name: 'Type your message' });
    await box.fill('my introduction, cut by the link');
    await box.press('Enter');
    await expect.poll(answersOnMock, { timeout: scaled(10_000) }).toBe(1);
    // The link dies (no close frame) before the transcript comes: Connection Lost, then Reconnect.
    await mock.post(`/__mock/ws/rooms/${room.id}/drop`);
    await mock.delete(`/__mock/ws/faults?roomId=${room.id}`);
    const lost = page.getByRole('alertdialog', { name: 'Connection Lost' });
    await expect(lost).toBeVisible({ timeout: scaled(30_000) });
    await lost.getByRole('button', { name: 'Reconnect' }).click();
    await expect(lost).toBeHidden({ timeout: scaled(20_000) });
    // The server holds the answer and the interviewer moves on: the answer is in the transcript, once, and no
    // Send Answer Again offers it a second time.
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages.getByText('my introduction, cut by the link')).toHaveCount(1, {
      timeout: scaled(20_000),
    });
    await waitForUserTurn(page, 40_000);
    await expect(page.getByRole('region', { name: 'Unsent answer' })).toHaveCount(0);
    expect(await answersOnMock()).toBe(1);
  });
});

test.describe('a stale tab (decision 0665)', () => {
  test("a stale tab's Reconnect asks instead of taking the room from the tab in use", async ({
    page,
    signIn,
    mock,
  }) => {
    test.setTimeout(120_000);
    const room = await roomAtUserTurn(page, signIn, mock);
    // This tab's link dies: Connection Lost. The candidate goes on in a second tab of the same browser.
    await mock.post(`/__mock/ws/rooms/${room.id}/drop`);
    const lost = page.getByRole('alertdialog', { name: 'Connection Lost' });
    await expect(lost).toBeVisible({ timeout: scaled(30_000) });
    const inUse = await startInSecondTab(page, room.id);
    const multiple = (p: typeof page) => p.getByRole('alertdialog', { name: 'Multiple Sessions Detected' });
    // The server may still hold the dead connection: the second tab takes it (the spec's question) if asked.
    await expect(inUse.getByRole('button', { name: 'Start Speaking' }).or(multiple(inUse))).toBeVisible({
      timeout: scaled(30_000),
    });
    if (await multiple(inUse).isVisible())
      await multiple(inUse).getByRole('button', { name: 'Revoke Other Session' }).click();
    await waitForUserTurn(inUse, 40_000);
    // Back in the stale tab, Reconnect asks rather than take the room from the tab in use.
    await lost.getByRole('button', { name: 'Reconnect' }).click();
    await expect(multiple(page)).toBeVisible({ timeout: scaled(20_000) });
    await expect(inUse.getByRole('alertdialog', { name: 'Interview continues in another tab' })).toHaveCount(
      0,
    );
    await expect(inUse.getByRole('button', { name: 'Start Speaking' })).toBeEnabled();
  });
});
