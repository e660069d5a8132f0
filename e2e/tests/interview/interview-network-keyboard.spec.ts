import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, toast, type MockControl, type SignedIn } from '../../fixtures.ts';
import {
  activate,
  expectFocus,
  goOffline,
  roomWithStatus,
  setRoomTime,
  tabTo,
  waitForUserTurn,
} from './helpers.ts';
import { scaled } from '../../machine.ts';

// The states and dialogs the room gained for a real network (decisions 0632–0638), each reached through the mock's
// fault controls or Playwright's setOffline, driven by the keyboard alone (no click), and read by axe (0 serious or
// critical). Two journeys rather than one test per state: each e2e test costs seconds of CPU. What is about one
// component (a dialog's words, a banner's why) is in the component tests.

/** An hour: the countdown can never end the interview under these journeys (decision 0760). */
const ROOM_TIME_S = 3600;

/** Join page (microphone test, Join Interview) and the start dialog, by keyboard, to the candidate's turn. */
async function startByKeyboard(page: Page, mock: MockControl, s: SignedIn): Promise<string> {
  const room = await roomWithStatus(mock, s, 'REGISTERED');
  await page.goto(`/interview/join?session=${room.id}`);
  await activate(page, page.getByRole('button', { name: 'Test Microphone' }));
  await expect(page.getByLabel('Microphone test: Success')).toBeVisible({ timeout: scaled(15_000) });
  await activate(page, page.getByRole('button', { name: 'Join Interview' }));
  await expect(page).toHaveURL(new RegExp(`/interview/room\\?session=${room.id}`));
  await setRoomTime(mock, room.id, ROOM_TIME_S);
  await startAgain(page);
  return room.id;
}

/** The start dialog (after a join or a reload): Start Interview by keyboard, to the candidate's turn. */
async function startAgain(page: Page): Promise<void> {
  const start = page.getByRole('alertdialog', { name: 'Ready to start?' });
  await expect(start).toBeVisible();
  await activate(page, start.getByRole('button', { name: 'Start Interview' }));
  await expect(start).toBeHidden();
  await waitForUserTurn(page);
}

/** The candidate's answers in the transcript, as the candidate sees them (each under 'You'). */
function sentAnswers(page: Page) {
  return page.getByRole('list', { name: 'Messages' }).getByText('You', { exact: true });
}

function textbox(page: Page) {
  return page.getByRole('textbox', { name: 'Type your message' });
}

async function openTranscriptByKeyboard(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Live Transcript' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await activate(page, toggle);
  await expect(page.getByRole('heading', { name: 'Live Transcript' })).toBeVisible();
}

test.describe('the room on a real network, by keyboard alone, with axe in each state', () => {
  test.setTimeout(180_000);

  test('offline while answering: Connection Lost, an offline End Interview failing at once, a failed refetch, Reconnect, Send Answer Again, a late interviewer said late until its reply, then Back asks and Leave ends', async ({
    page,
    signIn,
    mock,
  }) => {
    const s = await signIn();
    const roomId = await startByKeyboard(page, mock, s);
    const roomUrl = page.url();

    // A draft typed, then a spoken answer under way.
    await openTranscriptByKeyboard(page);
    await tabTo(page, textbox(page));
    await page.keyboard.type('my typed draft');
    await activate(page, page.getByRole('button', { name: 'Start Speaking' }));
    // Some sound recorded first: a recording stopped before any is 'No audio recorded', not an answer to keep.
    await expect(page.getByText('Microphone working')).toBeVisible();

    // Offline (decisions 0632, 0642): Connection Lost once the grace has passed, focus on its way forward.
    await goOffline(page);
    const lost = page.getByRole('alertdialog', { name: 'Connection Lost' });
    await expect(lost).toBeVisible();
    await expectFocus(lost.getByRole('button', { name: 'Reconnect' }));
    await expectAccessible(page);

    // End Interview offline fails at once and says so (decision 0634); Connection Lost is back, focus in it.
    await activate(page, lost.getByRole('button', { name: 'End Interview' }));
    await expect(toast(page, 'Failed to end interview room session')).toBeVisible();
    await expect(lost).toBeVisible();
    await expectFocus(lost.getByRole('button', { name: 'Reconnect' }));
    await expectAccessible(page);

    // Back online, the room's data request fails: the live room stays, its dialog and its focus too (0634).
    await mock.fault('GET /candidate/interview-rooms/{session}', { status: 503, message: 'busy', times: 5 });
    await page.context().setOffline(false);
    await expect(toast(page, 'Failed to get interview data')).toBeVisible();
    await expect(page.getByText('We could not load this interview')).toHaveCount(0);
    await expect(lost).toBeVisible();
    await expectFocus(lost.getByRole('button', { name: 'Reconnect' }));
    await expectAccessible(page);

    // Reconnect: the candidate's turn, the recording offered again, the draft still in the box.
    await activate(page, lost.getByRole('button', { name: 'Reconnect' }));
    await expect(lost).toBeHidden();
    const unsent = page.getByRole('region', { name: 'Unsent answer' });
    await expect(unsent).toContainText('Your last answer was interrupted by the connection.');
    await expect(textbox(page)).toHaveValue('my typed draft');
    await waitForUserTurn(page);
    await expectAccessible(page);
    await expect(sentAnswers(page)).toHaveCount(0);
    await activate(page, unsent.getByRole('button', { name: 'Send Answer Again' }));
    await expect(unsent).toBeHidden();
    // The kept recording reached the server: its transcript is the candidate's first answer.
    await expect(sentAnswers(page)).toHaveCount(1, { timeout: scaled(20_000) });
    await waitForUserTurn(page);

    // The draft goes with Enter.
    await tabTo(page, textbox(page));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Messages' }).getByText('my typed draft')).toBeVisible();
    await waitForUserTurn(page);

    // A late interviewer (decisions 0637, 0662): every frame but the pings 12 s late. Past the deadline the room
    // says so and waits for the reply, End interview reachable; then the turn comes back and the answer is taken.
    await mock.post('/__mock/ws/faults', { kind: 'late', ms: 12_000, roomId });
    const messages = page.getByRole('list', { name: 'Messages' });
    await tabTo(page, textbox(page));
    await page.keyboard.type('an answer to a late interviewer');
    await page.keyboard.press('Enter');
    await expect(messages.getByText('an answer to a late interviewer')).toBeVisible({
      timeout: scaled(30_000),
    });
    await expect(page.getByText('The interviewer is taking longer than usual')).toBeVisible({
      timeout: scaled(30_000),
    });
    await expect(page.getByRole('button', { name: 'Start Speaking' })).toBeDisabled();
    await tabTo(page, page.getByRole('button', { name: 'End interview' }));
    await expectAccessible(page);
    await mock.delete(`/__mock/ws/faults?roomId=${roomId}`);
    await waitForUserTurn(page, 40_000);
    await tabTo(page, textbox(page));
    await page.keyboard.type('an answer once the interviewer had finished');
    await page.keyboard.press('Enter');
    await expect(messages.getByText('an answer once the interviewer had finished')).toBeVisible({
      timeout: scaled(30_000),
    });
    await expect(unsent).toHaveCount(0);
    await waitForUserTurn(page);

    // The browser's Back (Alt+←, a history step) asks first (decision 0633); Escape is Cancel.
    await page.goBack();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toBeVisible();
    await expect(page).toHaveURL(roomUrl);
    await expectFocus(confirm.getByRole('button', { name: 'Cancel' }));
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Start Speaking' })).toBeEnabled();

    // Back again, and Leave ends the interview the way End interview does.
    await page.goBack();
    await expect(confirm).toBeVisible();
    await activate(page, confirm.getByRole('button', { name: 'Leave' }));
    await expect(page).toHaveURL(new RegExp(`/interview/feedback\\?session=${roomId}`), {
      timeout: scaled(20_000),
    });
    const state = await mock.get<{ status: string }>(`/__mock/ws/rooms/${roomId}`);
    expect(state.status).toBe('FINISHED');
  });

  test('a microphone that ends, a half-open socket, Generation Error keeping answer and draft through Refresh Page, and a take-over from another tab', async ({
    page,
    signIn,
    mock,
  }) => {
    // The room's microphone stream, so the test can end its track as an unplugged headset does (decision 0637).
    await page.addInitScript(() => {
      const media = navigator.mediaDevices;
      const open = media.getUserMedia.bind(media);
      media.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        (window as unknown as { lastMicrophone: MediaStream }).lastMicrophone = stream;
        return stream;
      };
    });
    const s = await signIn();
    const roomId = await startByKeyboard(page, mock, s);
    await openTranscriptByKeyboard(page);

    // The microphone ends mid-answer (G10): the recording stops with a message, and what was recorded is sent.
    await activate(page, page.getByRole('button', { name: 'Start Speaking' }));
    await expect(page.getByText('Microphone working')).toBeVisible();
    await page.evaluate(() => {
      const stream = (window as unknown as { lastMicrophone: MediaStream }).lastMicrophone;
      for (const track of stream.getAudioTracks()) {
        track.stop();
        track.dispatchEvent(new Event('ended'));
      }
    });
    const ended = toast(
      page,
      'Your microphone stopped, so the recording ended. What you recorded is sent as your answer.',
    );
    await expect(ended).toBeVisible();
    await expectAccessible(page);
    await expect(sentAnswers(page)).toHaveCount(1, { timeout: scaled(20_000) });
    await waitForUserTurn(page);

    // A half-open socket (decision 0637): a typed answer into it, Connection Lost once the pings stop (0632).
    await mock.post(`/__mock/ws/rooms/${roomId}/halfopen`);
    await tabTo(page, textbox(page));
    await page.keyboard.type('an answer into a dead link');
    await page.keyboard.press('Enter');
    const lost = page.getByRole('alertdialog', { name: 'Connection Lost' });
    // The 15 s promise itself is checked in interview-network.spec.ts; here, the state.
    await expect(lost).toBeVisible({ timeout: scaled(30_000) });
    await expectFocus(lost.getByRole('button', { name: 'Reconnect' }));
    await expectAccessible(page);
    // Reconnect takes over the connection the server still holds, without asking (G4).
    await activate(page, lost.getByRole('button', { name: 'Reconnect' }));
    await expect(lost).toBeHidden();
    await waitForUserTurn(page);
    await expect(page.getByRole('alertdialog', { name: 'Multiple Sessions Detected' })).toHaveCount(0);
    const unsent = page.getByRole('region', { name: 'Unsent answer' });
    await expect(unsent).toBeVisible();

    // A new draft beside the unsent answer, then Generation Error: Refresh Page is its way on, and keeps both
    // (decision 0635: sessionStorage).
    await tabTo(page, textbox(page));
    await page.keyboard.type('a draft under an error');
    await mock.post(`/__mock/ws/rooms/${roomId}/error`, {});
    const generation = page.getByRole('alertdialog', { name: 'Generation Error' });
    await expect(generation).toBeVisible();
    await expectFocus(generation.getByRole('button', { name: 'Refresh Page' }));
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await startAgain(page);
    await openTranscriptByKeyboard(page);
    await expect(textbox(page)).toHaveValue('a draft under an error');
    await expect(unsent).toContainText('Your last answer was not sent yet.');
    await expectAccessible(page);
    // Send Answer Again: the answer is in the transcript as sent.
    await activate(page, unsent.getByRole('button', { name: 'Send Answer Again' }));
    await expect(unsent).toBeHidden();
    await expect(
      page.getByRole('list', { name: 'Messages' }).getByText('an answer into a dead link'),
    ).toBeVisible();
    await waitForUserTurn(page);

    // Another tab starts the same interview: Multiple Sessions Detected there; it revokes this one.
    const other = await page.context().newPage();
    await other.goto(`/interview/room?session=${roomId}`);
    const otherStart = other.getByRole('alertdialog', { name: 'Ready to start?' });
    await activate(other, otherStart.getByRole('button', { name: 'Start Interview' }));
    const multiple = other.getByRole('alertdialog', { name: 'Multiple Sessions Detected' });
    await expect(multiple).toBeVisible();
    await expectFocus(multiple.getByRole('button', { name: 'Revoke Other Session' }));
    await expectAccessible(other);
    await activate(other, multiple.getByRole('button', { name: 'Revoke Other Session' }));
    await expect(multiple).toBeHidden();
    await waitForUserTurn(other);

    // Here: taken over. Continue Here takes it back, to the candidate's turn.
    const revoked = page.getByRole('alertdialog', { name: 'Interview continues in another tab' });
    await expect(revoked).toBeVisible();
    await expectFocus(revoked.getByRole('button', { name: 'Continue Here' }));
    await expectAccessible(page);
    await activate(page, revoked.getByRole('button', { name: 'Continue Here' }));
    await expect(revoked).toBeHidden();
    await waitForUserTurn(page);

    // The other tab is the one taken over now: Back to Dashboard, by keyboard.
    const otherRevoked = other.getByRole('alertdialog', { name: 'Interview continues in another tab' });
    await expect(otherRevoked).toBeVisible();
    await activate(other, otherRevoked.getByRole('button', { name: 'Back to Dashboard' }));
    await expect(other).toHaveURL(/\/dashboard/);
    await other.close();
  });
});
