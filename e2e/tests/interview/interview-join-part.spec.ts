import { expect, test } from '../../fixtures.ts';
import { passMicrophoneTest, roomWithStatus } from './helpers.ts';

// The join page's Edit name is code downloaded on demand (decision 0658): a failed download is said where the
// dialog would be, with Try again, and the device check the candidate passed stays as it was.
test('Edit name whose code fails to download on the join page: said with Try again, the device check kept', async ({
  page,
  signIn,
  mock,
}) => {
  test.setTimeout(60_000);
  const s = await signIn();
  const room = await roomWithStatus(mock, s, 'REGISTERED');
  const dialogCode = /\/assets\/nickname-dialog-[^/]*\.js$/;
  await page.route(dialogCode, (route) => route.abort());
  await page.goto(`/interview/join?session=${room.id}`);
  await expect(page.getByText('Device Settings')).toBeVisible();
  await passMicrophoneTest(page);
  const join = page.getByRole('button', { name: 'Join Interview' });
  await expect(join).toBeEnabled();

  await page.getByRole('button', { name: 'Edit name' }).click();
  const message = page.getByRole('alert').filter({ hasText: 'Edit name could not load.' });
  await expect(message).toBeVisible();
  // The page did not unmount: the passed microphone test still enables Join Interview.
  await expect(join).toBeEnabled();

  await page.unroute(dialogCode);
  await message.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Join Interview' })).toBeVisible();
  await expect(message).toBeHidden();
});
