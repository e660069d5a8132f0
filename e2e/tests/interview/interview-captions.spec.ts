import type { Locator } from '@playwright/test';
import { MOCK_URL } from '../../env.ts';
import { expect, test } from '../../fixtures.ts';
import { joinThroughDeviceCheck, roomWithStatus, startInterview, waitForUserTurn } from './helpers.ts';
import { scaled } from '../../machine.ts';

// The mock's `long-captions` script (never picked on its own) ends its opening turn with one ~690-character
// question: the caption shows the current sentence, so that sentence stays the caption for the whole user turn.
const LONG_QUESTION_START = 'Before we go any further, I would like you to walk me through one specific time';

/** Rendered height and computed line-height of the caption paragraph, in px. */
function measure(paragraph: Locator) {
  return paragraph.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(el).lineHeight),
  }));
}

test('a long interviewer caption is clamped to 3 lines and expands with Read More / Show Less', async ({
  page,
  request,
  signIn,
  mock,
}) => {
  // The long sentence takes ~38 s to play; assertions run once it is the candidate's turn.
  test.setTimeout(120_000);
  const s = await signIn();
  // A fresh room: the seeded ONGOING one already has chats, so its socket resumes mid-script, past the opening.
  const room = await roomWithStatus(mock, s, 'REGISTERED');
  const pinned = await request.put(`${MOCK_URL}/__mock/ws/rooms/${room.id}/scenario`, {
    data: { scenarioId: 'long-captions' },
  });
  expect(pinned.ok(), `pin scenario answered ${pinned.status()}`).toBeTruthy();

  await joinThroughDeviceCheck(page, room.id);
  await startInterview(page);
  const captions = page.getByRole('region', { name: 'Captions' });
  await expect(captions).toContainText(LONG_QUESTION_START, { timeout: scaled(30_000) });
  await waitForUserTurn(page, 60_000);
  await expect(captions).toContainText(LONG_QUESTION_START);

  const paragraph = captions.locator('p', { hasText: LONG_QUESTION_START });
  const readMore = captions.getByRole('button', { name: 'Read More' });
  await expect(readMore).toHaveAttribute('aria-expanded', 'false');
  const clamped = await measure(paragraph);
  expect(clamped.lineHeight).toBeGreaterThan(0);
  expect(clamped.height).toBeLessThanOrEqual(3 * clamped.lineHeight + 1);

  await readMore.click();
  const showLess = captions.getByRole('button', { name: 'Show Less' });
  await expect(showLess).toHaveAttribute('aria-expanded', 'true');
  const expanded = await measure(paragraph);
  expect(expanded.height).toBeGreaterThan(3 * expanded.lineHeight + 1);

  await showLess.click();
  await expect(readMore).toHaveAttribute('aria-expanded', 'false');
  await expect(showLess).toHaveCount(0);
  const collapsed = await measure(paragraph);
  expect(collapsed.height).toBeLessThanOrEqual(3 * collapsed.lineHeight + 1);
});
