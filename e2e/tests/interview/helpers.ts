import type { InterviewRoom } from '@mockint/api-contract';
import { expect, type MockControl, type SignedIn } from '../../fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { scaled } from '../../machine.ts';

type Envelope<T> = { status: number; message: string; data: T };

export async function listRooms(mock: MockControl, s: SignedIn): Promise<InterviewRoom[]> {
  const { body } = await mock.api<Envelope<{ content: InterviewRoom[] }>>(
    'GET',
    '/candidate/interview-rooms?page=0&size=50&sort=createdAt,desc',
    s.accessToken,
  );
  return body.data.content;
}

export async function roomWithStatus(
  mock: MockControl,
  s: SignedIn,
  status: InterviewRoom['status'],
): Promise<InterviewRoom> {
  const room = (await listRooms(mock, s)).find((r) => r.status === status);
  if (!room) throw new Error(`persona has no ${status} room`);
  return room;
}

/** A fresh candidate and the ONGOING room the persona's seed gives them. */
export async function ongoingRoom(
  signIn: () => Promise<SignedIn>,
  mock: MockControl,
): Promise<{ s: SignedIn; room: InterviewRoom }> {
  const s = await signIn();
  return { s, room: await roomWithStatus(mock, s, 'ONGOING') };
}

/** What the join page's device check stores, set before the room loads: Chromium's fake device is 'default'. */
export async function chooseFakeMicrophone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('interviewMicrophoneId'))
      localStorage.setItem('interviewMicrophoneId', 'default');
  });
}

/** The join page's microphone test, passed (Chromium's fake microphone). */
export async function passMicrophoneTest(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Test Microphone' }).click();
  await expect(page.getByLabel('Microphone test: Success')).toBeVisible({ timeout: scaled(15_000) });
}

/** Device check on the join page: a passing microphone test, then Join Interview → room. */
export async function joinThroughDeviceCheck(page: Page, roomId: string): Promise<void> {
  await page.goto(`/interview/join?session=${roomId}`);
  await expect(page.getByText('Device Settings')).toBeVisible();
  const join = page.getByRole('button', { name: 'Join Interview' });
  await expect(join).toBeDisabled();
  await passMicrophoneTest(page);
  await expect(join).toBeEnabled();
  await join.click();
  await expect(page).toHaveURL(new RegExp(`/interview/room\\?session=${roomId}`));
}

/** Start dialog → connected (the interviewer's joined toast). */
export async function startInterview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByText(/has joined the interview session\./)).toBeVisible();
}

/** Waits until the interviewer finished speaking and it is the candidate's turn. */
export async function waitForUserTurn(page: Page, timeout = 30_000): Promise<void> {
  await expect(page.getByRole('button', { name: 'Start Speaking' })).toBeEnabled({
    timeout: scaled(timeout),
  });
}

export async function openTranscript(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Live Transcript' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(page.getByRole('heading', { name: 'Live Transcript' })).toBeVisible();
}

export async function answerByText(page: Page, text: string): Promise<void> {
  await openTranscript(page);
  const input = page.getByPlaceholder('Type your message...');
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByRole('complementary').getByText(text)).toBeVisible();
}

/** Sets the room's remaining time before the room page loads it (mock control API). */
export async function setRoomTime(mock: MockControl, roomId: string, timeRemaining: number): Promise<void> {
  await mock.post(`/__mock/ws/rooms/${roomId}/time`, { timeRemaining });
}

/** A fresh candidate's REGISTERED room, joined through the device check and started, at the candidate's turn. */
export async function roomAtUserTurn(
  page: Page,
  signIn: () => Promise<SignedIn>,
  mock: MockControl,
): Promise<InterviewRoom> {
  const s = await signIn();
  const room = await roomWithStatus(mock, s, 'REGISTERED');
  await joinThroughDeviceCheck(page, room.id);
  await startInterview(page);
  await waitForUserTurn(page);
  return room;
}

/** The same candidate opens the room in a second tab and starts it there (Multiple Sessions Detected follows). */
export async function startInSecondTab(page: Page, roomId: string): Promise<Page> {
  const second = await page.context().newPage();
  await second.goto(`/interview/room?session=${roomId}`);
  await second.getByRole('button', { name: 'Start Interview' }).click();
  return second;
}

/**
 * Takes the browser offline (Playwright's `setOffline`), after checking that it believed it was online: Chromium
 * takes a machine with no network interface but loopback (a bare network namespace, a sandbox) for offline from
 * the start, so `setOffline(true)` changes nothing and no `offline` event fires. A test of the room's offline
 * handling would then wait for a dialog that cannot come; this says why instead.
 */
export async function goOffline(page: Page): Promise<void> {
  const online = await page.evaluate(() => navigator.onLine);
  expect(
    online,
    'the browser believes it is offline before the test takes it offline: this machine has no network interface ' +
      'besides loopback (in a network namespace, add one, e.g. a veth pair with an address)',
  ).toBe(true);
  await page.context().setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/**
 * Presses Tab until `target` has focus (it must be reachable by keyboard), then returns it. When it cannot be
 * reached, the error names where focus went (a loop, a trap).
 */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<Locator> {
  await expect(target).toBeVisible();
  const trail: string[] = [];
  for (let i = 0; i < max; i++) {
    const { focused, where } = await target.evaluate((el) => {
      const active = document.activeElement;
      const name = (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim().slice(0, 30);
      return {
        focused: el === active,
        where: active ? `${active.tagName.toLowerCase()} "${name}"` : '(none)',
      };
    });
    if (focused) return target;
    trail.push(where);
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target.toString()}; focus went: ${trail.join(' → ')}`);
}

/** Reaches `target` with Tab and presses Enter on it: the keyboard's click. */
export async function activate(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** `target` has focus: a dialog's opening left it there, not on the page's body or on a control the dialog hides. */
export async function expectFocus(target: Locator): Promise<void> {
  await expect.poll(() => target.evaluate((el) => el === document.activeElement)).toBe(true);
}
