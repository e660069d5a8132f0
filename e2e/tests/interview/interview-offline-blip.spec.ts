import { expect, test } from '../../fixtures.ts';
import { goOffline, openTranscript, roomAtUserTurn, waitForUserTurn } from './helpers.ts';
import { scaled } from '../../machine.ts';

// A brief offline blip (decision 0642): the browser says offline and online again within the grace. The socket
// outlived it, so nothing is cut: the recording goes on, is sent on the same socket and the mock receives it.
test('a brief offline blip while recording: the recording goes on and its answer reaches the server', async ({
  page,
  signIn,
  mock,
}) => {
  test.setTimeout(120_000);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  const room = await roomAtUserTurn(page, signIn, mock);
  await openTranscript(page);
  await page.getByRole('button', { name: 'Start Speaking' }).click();
  await expect(page.getByTestId('captions')).toContainText('You are speaking...');
  await expect(page.getByText('Microphone working')).toBeVisible();

  // Two calls to the browser, back to back: well inside the grace even on a slow machine.
  await goOffline(page);
  await page.context().setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);

  // The recording was not cut: it is still the candidate's to end.
  await expect(page.getByTestId('captions')).toContainText('You are speaking...');
  const end = page.getByRole('button', { name: 'End Response' });
  await expect(end).toBeEnabled({ timeout: scaled(15_000) });
  await end.click();

  // The answer arrives on the mock and its transcript comes back; the interview goes on.
  await expect(page.getByRole('complementary').getByText('You', { exact: true }).first()).toBeVisible({
    timeout: scaled(20_000),
  });
  await expect
    .poll(async () => (await mock.get<{ answers: number }>(`/__mock/ws/rooms/${room.id}`)).answers)
    .toBe(1);
  await waitForUserTurn(page);
  await expect(page.getByRole('alertdialog', { name: 'Connection Lost' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Unsent answer' })).toHaveCount(0);
  // One socket all along: the blip closed nothing and no reconnect was needed.
  expect(sockets).toHaveLength(1);
});
