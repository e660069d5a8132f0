import type { Browser, Page } from '@playwright/test';
import { launchChromium } from '../../bench/lib.ts';
import { WEB_URL } from '../../env.ts';
import { expect, setSessionCookies, test, type MockControl, type SignedIn } from '../../fixtures.ts';
import { roomWithStatus, waitForUserTurn } from './helpers.ts';
import { scaled } from '../../machine.ts';

const TAP_TO_ENABLE_AUDIO = 'Please tap to enable audio playback';

// The suite's browser allows autoplay; this one needs a gesture for each start of playback (transient user
// activation), like iOS. `document-user-activation-required` (sticky activation) cannot be used to provoke a
// refusal here: the room page already has sticky activation before Start Interview (decision 0610).
let browser: Browser;
// Chromium keeps the last value of a repeated switch: this overrides the shared launcher's autoplay policy.
test.beforeAll(async () => {
  browser = await launchChromium(['--autoplay-policy=user-gesture-required']);
});
test.afterAll(async () => browser.close());

/** A room joined through the API and opened directly: no click of the join page in this document's history. */
async function openJoinedRoom(
  mock: MockControl,
  s: SignedIn,
  initScript?: () => void,
): Promise<{ page: Page; pressed: Promise<unknown> }> {
  const room = await roomWithStatus(mock, s, 'REGISTERED');
  const joined = await mock.api('POST', '/interviews/join', s.accessToken, {
    interviewRoomId: room.id,
    candidateId: s.candidate.id,
    interviewerId: room.interviewer.id,
  });
  expect(joined.status).toBe(200);
  const context = await browser.newContext({
    baseURL: WEB_URL,
    permissions: ['microphone'],
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await setSessionCookies(page, s);
  await page.addInitScript((candidate) => {
    window.localStorage.setItem('candidate', candidate);
    window.localStorage.setItem('intro', 'true');
  }, JSON.stringify(s.candidate));
  if (initScript) await page.addInitScript(initScript);
  const pressed = initScript
    ? page.waitForEvent('console', {
        predicate: (m) => m.text() === 'start-pressed',
        timeout: scaled(30_000),
      })
    : Promise.resolve();
  await page.goto(`/interview/room?session=${room.id}`);
  return { page, pressed };
}

test('when the browser refuses autoplay, the candidate is asked to tap, and the tap lets the interviewer speak', async ({
  signIn,
  mock,
}) => {
  test.setTimeout(90_000);
  const s = await signIn();
  // Start Interview pressed by the page itself, seconds after any earlier activation has expired: a click with
  // no user activation (Playwright's dispatchEvent and evaluate would count as one), so audio stays blocked.
  const { page, pressed } = await openJoinedRoom(mock, s, () => {
    let seenAt = 0;
    const timer = setInterval(() => {
      const start = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Start Interview');
      if (!start) return;
      seenAt ||= Date.now();
      if (Date.now() - seenAt < 6000) return;
      clearInterval(timer);
      start.click();
      console.log('start-pressed');
    }, 200);
  });
  // Wait without querying the page: Playwright's own queries count as a user gesture in Chromium.
  await pressed;
  await expect(page.getByText(/has joined the interview session\./)).toBeVisible();
  await expect(page.getByText(TAP_TO_ENABLE_AUDIO)).toBeVisible();

  await page.mouse.click(720, 450);
  await expect(page.getByText(TAP_TO_ENABLE_AUDIO)).toBeHidden();
  await waitForUserTurn(page, 60_000);
  await page.context().close();
});

test('a real Start Interview click is the gesture: no tap prompt', async ({ signIn, mock }) => {
  test.setTimeout(90_000);
  const s = await signIn();
  const { page } = await openJoinedRoom(mock, s);
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByText(/has joined the interview session\./)).toBeVisible();
  await waitForUserTurn(page, 60_000);
  await expect(page.getByText(TAP_TO_ENABLE_AUDIO)).toHaveCount(0);
  await page.context().close();
});
