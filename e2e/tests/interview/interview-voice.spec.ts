import { expect, expectAccessible, test } from '../../fixtures.ts';
import { openTranscript, roomAtUserTurn, waitForUserTurn } from './helpers.ts';
import { scaled } from '../../machine.ts';

test('answering by voice with the End in N countdown, then Repeat Response', async ({
  page,
  signIn,
  mock,
}) => {
  test.setTimeout(120_000);
  await roomAtUserTurn(page, signIn, mock);
  await expectAccessible(page);

  await openTranscript(page);
  const before = await page.getByRole('complementary').getByRole('listitem').count();

  await page.getByRole('button', { name: 'Start Speaking' }).click();
  await expect(page.getByTestId('captions')).toContainText('You are speaking...');
  const stop = page.getByRole('button', { name: /^End in \d$/ });
  await expect(stop).toBeDisabled();
  // 'End in N' is the spec's 5 s in real time: 3× that before End Response must be usable (decision 0760).
  await expect(page.getByRole('button', { name: 'End Response' })).toBeEnabled({ timeout: scaled(15_000) });
  await page.getByRole('button', { name: 'End Response' }).click();

  // The transcript of the answer arrives, then the interviewer answers and the turn comes back.
  await expect(page.getByRole('complementary').getByText('You', { exact: true }).first()).toBeVisible({
    timeout: scaled(20_000),
  });
  await waitForUserTurn(page);
  expect(await page.getByRole('complementary').getByRole('listitem').count()).toBeGreaterThan(before + 1);

  // Repeat Response: only on the user's turn; the interviewer speaks again, then it is our turn again.
  await page.getByRole('button', { name: 'Repeat Response' }).click();
  await expect(page.getByRole('button', { name: 'Repeat Response' })).toBeHidden();
  await waitForUserTurn(page);
  await expect(page.getByRole('button', { name: 'Repeat Response' })).toBeVisible();

  // Keyboard: Space starts a response when focus is on the page, not a control.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /^End in \d$/ })).toBeVisible();
});
