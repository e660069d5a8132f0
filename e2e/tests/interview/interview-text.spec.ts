import { expect, test } from '../../fixtures.ts';
import {
  answerByText,
  joinThroughDeviceCheck,
  roomWithStatus,
  startInterview,
  waitForUserTurn,
} from './helpers.ts';
import { scaled } from '../../machine.ts';

test('a whole interview answered by text: device check, join, turns, leave, feedback', async ({
  page,
  signIn,
  mock,
}) => {
  test.setTimeout(120_000);
  const s = await signIn();
  const room = await roomWithStatus(mock, s, 'REGISTERED');
  await joinThroughDeviceCheck(page, room.id);

  await startInterview(page);
  await expect(page.getByRole('timer', { name: 'Time Remaining' })).toContainText(/\d\d:\d\d:\d\d/);
  await waitForUserTurn(page);
  // Captions show what the interviewer said; the hint box is on by default.
  await expect(page.getByTestId('captions')).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: 'Smart Answer Suggestion' })).toBeVisible();

  // Empty text is refused with the spec message.
  await page.getByRole('button', { name: 'Live Transcript' }).click();
  await page.getByPlaceholder('Type your message...').fill('   ');
  await page.getByPlaceholder('Type your message...').press('Enter');
  await expect(page.getByText('Message cannot be empty')).toBeVisible();

  await answerByText(page, 'I have five years of experience building web apps.');
  // Not the user's turn while the interviewer thinks and speaks.
  await expect(page.getByPlaceholder('Type your message...')).toBeDisabled();
  await waitForUserTurn(page);
  await expect(page.getByRole('complementary').getByText('You').first()).toBeVisible();

  await page.getByRole('button', { name: 'End interview' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Are you sure?' })).toContainText(
    'You want to leave the interview? You will not be able to rejoin.',
  );
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`/interview/feedback\\?session=${room.id}`), {
    timeout: scaled(20_000),
  });
  await expect(page.getByTestId('overall-score')).toBeVisible({ timeout: scaled(40_000) });
});
