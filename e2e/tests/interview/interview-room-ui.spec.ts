import { scaled } from '../../machine.ts';
import { expect, test } from '../../fixtures.ts';
import { chooseFakeMicrophone, ongoingRoom, startInterview, waitForUserTurn } from './helpers.ts';

test('first visit: six-step guided tour, then the start dialog; toggles and the leave dialog', async ({
  page,
  signIn,
  mock,
}) => {
  test.setTimeout(90_000);
  const { room } = await ongoingRoom(signIn, mock);
  await page.goto('/device-test');
  await page.evaluate(() => localStorage.setItem('intro', 'false'));

  await page.goto(`/interview/room?session=${room.id}`);
  const tour = page.getByRole('dialog', { name: 'Your interviewer' });
  await expect(tour).toBeVisible();
  await expect(tour).toContainText('Step 1 of 6');
  for (let step = 1; step < 6; step++) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Controls' })).toContainText('Step 6 of 6');
  await page.getByRole('button', { name: 'Finish' }).click();
  expect(await page.evaluate(() => localStorage.getItem('intro'))).toBe('true');

  const start = page.getByRole('alertdialog', { name: 'Ready to start?' });
  for (const item of ['quiet environment', 'microphone and speaker', 'internet connection', 'enough time']) {
    await expect(start).toContainText(item);
  }
  await startInterview(page);
  await waitForUserTurn(page);

  // Defaults: hints and captions on, transcript off; toggling hints/captions informs the user.
  await expect(page.getByRole('button', { name: 'Smart Answer Suggestion' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Live Transcript' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('button', { name: 'Smart Answer Suggestion' }).click();
  await expect(page.getByText('Smart Answer Suggestion is off')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Smart Answer Suggestion' })).toBeHidden();
  await page.getByRole('button', { name: 'Captions' }).click();
  await expect(page.getByText('Captions are off')).toBeVisible();
  await expect(page.getByTestId('captions')).toBeHidden();

  // Leaving can be cancelled.
  await page.getByRole('button', { name: 'End interview' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Are you sure?' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start Speaking' })).toBeEnabled();
});

test('Edit name: the nickname dialog arrives on demand, saves, and the tile shows the new name', async ({
  page,
  signIn,
  mock,
}) => {
  test.setTimeout(60_000);
  const { room } = await ongoingRoom(signIn, mock);
  const dialogCode: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/nickname-dialog-/.test(r.url())) dialogCode.push(r.url());
  });
  await page.goto(`/interview/room?session=${room.id}`);
  await startInterview(page);
  // Not part of the room's first load (decision 0464): it comes when the candidate reaches for the button.
  expect(dialogCode).toEqual([]);

  const edit = page.getByRole('button', { name: 'Edit name' });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Join Interview' });
  await expect(dialog.getByText('This is a displayed public name')).toBeVisible();
  expect(dialogCode).toHaveLength(1);
  await dialog.getByLabel('Nickname').fill('Robin');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'You (Robin)' })).toBeVisible();
  await expect(edit).toBeFocused();
});

test('Edit name whose code fails to download: the room and its recording go on, and Try again opens it', async ({
  page,
  signIn,
  mock,
}) => {
  test.setTimeout(60_000);
  const { room } = await ongoingRoom(signIn, mock);
  await chooseFakeMicrophone(page);
  const dialogCode = /\/assets\/nickname-dialog-[^/]*\.js$/;
  await page.route(dialogCode, (route) => route.abort());
  await page.goto(`/interview/room?session=${room.id}`);
  await startInterview(page);
  await waitForUserTurn(page);
  await page.getByRole('button', { name: 'Start Speaking' }).click();
  await expect(page.getByRole('button', { name: /^End in \d$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Edit name' }).click();
  const message = page.getByRole('alert').filter({ hasText: 'Edit name could not load.' });
  await expect(message).toBeVisible();
  // The room did not unmount: the recording goes on to End Response (decision 0658).
  await expect(page.getByRole('button', { name: 'End Response' })).toBeEnabled({ timeout: scaled(15_000) });
  await page.unroute(dialogCode);
  await message.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Join Interview' })).toBeVisible();
  await expect(message).toBeHidden();
});

test("before any script the room's layout paints, every control disabled; the live room takes its place with nothing moved (decision 0546)", async ({
  page,
  signIn,
  mock,
}) => {
  // A phone's width: the header wraps there, the hardest layout to keep still.
  await page.setViewportSize({ width: 375, height: 812 });
  const { room } = await ongoingRoom(signIn, mock);
  // Every script of the app held until the skeleton has been looked at: what shows is the page's HTML.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/interview/room?session=${room.id}`, { waitUntil: 'commit' });
  const hint = page.getByText('A suggestion appears here when the interviewer asks a question.');
  await expect(hint).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Smart Answer Suggestion' })).toBeVisible();
  for (const name of [
    'Start Speaking',
    'Edit name',
    'Live Transcript',
    'Smart Answer Suggestion',
    'Captions',
    'End interview',
  ])
    await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  // By tag: the start dialog hides the page from the accessibility tree (Radix), its header with it.
  const header = page.locator('header');
  const before = { hint: await hint.boundingBox(), header: await header.boundingBox() };
  release();
  await expect(page.locator('[data-phase]')).toBeVisible();
  await expect(header.locator('h1')).toHaveText(room.companyName);
  expect({ hint: await hint.boundingBox(), header: await header.boundingBox() }).toEqual(before);
});
