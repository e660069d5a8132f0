import { expect, expectAccessible, test } from '../../fixtures.ts';
import { roomWithStatus } from '../interview/helpers.ts';
import { scaled } from '../../machine.ts';

test('device test page: device card with microphone and speaker tests; Join Interview is coming soon', async ({
  page,
}) => {
  await page.goto('/device-test');
  await expect(page.getByText('Device Settings')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Microphone' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Speaker' })).toBeVisible();
  await page.getByRole('button', { name: 'Test Microphone' }).click();
  await expect(page.getByLabel('Microphone test: Success')).toBeVisible({ timeout: scaled(15_000) });
  await page.getByRole('button', { name: 'Test Speaker' }).click();
  await page
    .getByRole('group', { name: 'Did you hear the sound?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByLabel('Speaker test: Success')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Join Interview' }).click();
  await expect(page.getByText('Coming Soon')).toBeVisible();
});

test('join page: the nickname dialog opens without a nickname, requires one, and saves it', async ({
  page,
  signIn,
}) => {
  await signIn('newcomer');
  await page.goto('/interview/join?session=00000000-0000-4000-8000-000000000000');
  const dialog = page.getByRole('dialog', { name: 'Join Interview' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('This is a displayed public name')).toBeVisible();
  const field = dialog.getByLabel('Nickname');
  await expect(field).not.toHaveValue('');
  await field.fill('  ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Nickname is required')).toBeVisible();
  await field.fill('Casey');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Casey' })).toBeVisible();
  // A session that is not the candidate's keeps Join Interview disabled.
  await expect(page.getByRole('button', { name: 'Join Interview' })).toBeDisabled();
});

test('join page without a session id', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/interview/join');
  await expect(page.getByText('Invalid session id, please try again')).toBeVisible();
});

test('join page: the room details arriving late do not move the page below them', async ({
  page,
  signIn,
  mock,
}) => {
  const s = await signIn();
  const room = await roomWithStatus(mock, s, 'REGISTERED');
  // Held until the page below is measured, not delayed by a time: on a slow machine a delay could end before
  // the page had painted its skeleton (it did, under a quarter of the CPU).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/v1/candidate/interview-rooms/${room.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/interview/join?session=${room.id}`);
  const card = page.getByText('Device Settings');
  await expect(page.getByTestId('room-details-loading')).toBeVisible();
  // Measured in the app's page, not in the prerendered frame it replaces (decision 0540): the frame's card is
  // a different element, gone once the app has taken over.
  await expect(page.locator('#root > [data-frame]')).toHaveCount(0);
  await expect(card).toBeVisible();
  const before = (await card.boundingBox())!.y;
  release();
  await expect(page.getByText(/ · with /)).toBeVisible();
  expect((await card.boundingBox())!.y).toBe(before);
});
