// The candidate's journeys in Firefox and WebKit (decision 0780): what a candidate does on their own laptop,
// written once against EnginePage. Line checks stay in the Chromium suite (tests/); these walk the journeys
// where engines differ: media devices, recording formats, autoplay, output devices, sample rates.
import type { InterviewRoom } from '@mockint/api-contract';
import { MOCK_URL, WEB_URL } from '../env.ts';
import { scaled } from '../machine.ts';
import {
  control,
  control$,
  expect,
  has$,
  named,
  shows$,
  test,
  waitInPage,
  type SignedIn,
} from './fixtures.ts';
import type { EnginePage } from './driver.ts';
import {
  installRoomProbes,
  microphoneTracks,
  sentencesAbove$,
  sentencesStarted,
  violations,
} from './probes.ts';

async function registeredRoom(s: SignedIn): Promise<InterviewRoom> {
  const res = await fetch(`${MOCK_URL}/api/v1/candidate/interview-rooms?page=0&size=50&sort=createdAt,desc`, {
    headers: { authorization: `Bearer ${s.accessToken}` },
  });
  const body = (await res.json()) as { data: { content: InterviewRoom[] } };
  const room = body.data.content.find((r) => r.status === 'REGISTERED');
  if (!room) throw new Error('persona has no REGISTERED room');
  return room;
}

const answersOnMock = async (roomId: string) =>
  (await control<{ answers: number }>('GET', `/__mock/ws/rooms/${roomId}`)).answers;

/** Waits until a control of that name is shown and enabled. */
const untilEnabled = (page: EnginePage, name: string, timeout?: number) =>
  waitInPage(page, `"${name}" enabled`, has$, named(name), timeout);
const untilShown = (page: EnginePage, text: string, timeout?: number) =>
  waitInPage(page, `"${text}" shown`, shows$, text, timeout);

/**
 * The join page's speaker test: where the engine hides its outputs until one is chosen (Firefox, WebKit) the
 * system default is offered and chosen (decision 0783), the chime plays and the candidate answers Yes.
 */
async function testSpeaker(page: EnginePage): Promise<void> {
  const speaker = await page.evaluate(() => {
    const section = document.querySelector('section[aria-label="Speaker"]');
    const select = section?.querySelector('select');
    return {
      chosen: select?.selectedOptions[0]?.textContent ?? null,
      picker: !!section?.textContent?.includes('Choose another speaker'),
      none: !!section?.textContent?.includes('No speakers found'),
    };
  }, null);
  expect(speaker).toEqual({
    chosen: 'System default speaker',
    // Firefox has its own speaker picker (selectAudioOutput); WebKit, as Safari, none.
    picker: page.engine === 'firefox',
    none: false,
  });
  await page.click(control$, named('Test Speaker'));
  await waitInPage(
    page,
    'the speaker question',
    () => !!document.querySelector('[role="group"]')?.textContent?.includes('Did you hear the sound?'),
    null,
  );
  await page.click(
    () =>
      [...document.querySelectorAll('[role="group"] button')].find((b) => b.textContent?.trim() === 'Yes') ??
      null,
    null,
  );
  await waitInPage(
    page,
    'speaker test passed',
    () => !!document.querySelector('[aria-label="Speaker test: Success"]'),
    null,
  );
}

/** The join page's device check: the microphone test passes, then Join Interview opens the room. */
async function joinThroughDeviceCheck(
  page: EnginePage,
  roomId: string,
  { speaker = false }: { speaker?: boolean } = {},
): Promise<void> {
  await page.goto(`${WEB_URL}/interview/join?session=${roomId}`);
  await untilShown(page, 'Device Settings');
  // The app has taken over the build's prerendered frame (whose controls are disabled).
  await untilEnabled(page, 'Test Microphone');
  // What the engine lacks is said before the interview (decision 0782): WebKit, as Safari, records no WebM and
  // cannot choose a speaker; Firefox has both.
  const notice = await page.evaluate(
    () => document.querySelector('[aria-label="Browser support"]')?.textContent ?? '',
    null,
  );
  if (page.engine === 'webkit') {
    expect(notice).toContain('This browser cannot record audio as WebM');
    expect(notice).toContain('This browser plays the interviewer on its default speaker');
  } else expect(notice).toBe('');
  await page.click(control$, named('Test Microphone'));
  await waitInPage(
    page,
    'microphone test passed',
    () => !!document.querySelector('[aria-label="Microphone test: Success"]'),
    null,
    15_000,
  );
  if (speaker) await testSpeaker(page);
  await untilEnabled(page, 'Join Interview');
  await page.click(control$, named('Join Interview'));
  await waitInPage(page, 'the room', (id) => location.href.includes(`/interview/room?session=${id}`), roomId);
}

/**
 * The report of the interview just held: the spoken answer's replay (the recording kept on this device) plays,
 * and "Practice this answer again" records a take that joins the answer's table as Attempt 1, with the
 * microphone closed after it.
 */
async function reportWithReplayAndPractice(page: EnginePage, roomId: string): Promise<void> {
  // Leaving ended the room on the mock (its report made at once): the feedback page shows the score.
  await waitInPage(
    page,
    'the overall score',
    () => !!document.querySelector('[data-testid="overall-score"]'),
    null,
    40_000,
  );
  await page.goto(`${WEB_URL}/app/interview-sessions/report?session=${roomId}`);
  await untilEnabled(page, 'Play answer 1', 20_000);
  await installRoomProbes(page);
  await page.click(control$, named('Play answer 1'));
  // The replay is heard: its element plays past its first half second (a refused or unplayable clip stays
  // at 0 and shows Play again).
  await waitInPage(
    page,
    'the replay plays',
    () =>
      [...document.querySelectorAll('[data-testid="question-item"] audio')].some(
        (a) => (a as HTMLAudioElement).played.length > 0 && (a as HTMLAudioElement).played.end(0) > 0.5,
      ),
    null,
    15_000,
  );

  await page.click(control$, named('Practice this answer again'));
  // A take of three seconds by the recording's own clock (what the candidate sees), then keep it.
  await waitInPage(
    page,
    'a practice take of 3 s',
    () =>
      /Recording 0:0[3-9]/.test(
        document.querySelector('[data-testid="practice-elapsed"]')?.textContent ?? '',
      ),
    null,
    30_000,
  );
  await page.click(control$, named('Stop and keep this attempt'));
  await waitInPage(
    page,
    'Attempt 1 beside the interview answer',
    () =>
      [...document.querySelectorAll('[data-testid="attempts-table"] th')].some((th) =>
        th.textContent?.startsWith('Attempt 1'),
      ),
    null,
    30_000,
  );
  expect(await page.evaluate(shows$, 'Could not')).toBe(false);
  await expect
    .poll(() => microphoneTracks(page), {
      message: 'microphone closed after the take',
      timeout: scaled(10_000),
    })
    .toMatchObject({ live: 0 });
  expect((await microphoneTracks(page)).opened).toBeGreaterThan(0);
}

test('signs in through the mock Google page and reaches the dashboard', async ({ page$ }) => {
  await page$.goto(`${WEB_URL}/`);
  await untilShown(page$, 'Sign in with Google');
  await page$.click(control$, named('Sign in with Google'));
  await waitInPage(page$, 'the mock Google page', (url) => location.href.startsWith(url), MOCK_URL);
  await page$.click(() => document.querySelector('input[type="checkbox"]'), null);
  await page$.click(control$, named('/Alex Morgan/'));
  await waitInPage(page$, 'the dashboard', () => location.pathname === '/app/dashboard', null, 15_000);
  await untilShown(page$, 'Practice Now');
  await waitInPage(
    page$,
    'the user menu',
    () => !!document.querySelector('[aria-label="Open user menu"]'),
    null,
  );
});

test('the room: device check with the speaker test, captions, a spoken answer, Reconnect under the reply, a typed answer, End interview, the report with replay and practice', async ({
  page$,
  signIn,
}) => {
  // The room as before (180 s) and the report with its replay and a practice take (~60 s on the reference).
  test.setTimeout(240_000);
  const s = await signIn('/app/dashboard');
  const room = await registeredRoom(s);
  await joinThroughDeviceCheck(page$, room.id, { speaker: true });
  // The room is reached by the app's own navigation: the probes see everything it opens and plays.
  await installRoomProbes(page$);

  await untilEnabled(page$, 'Start Interview');
  await page$.click(control$, named('Start Interview'));
  // The interviewer's first question: its audio plays (the captions follow it), then the candidate's turn.
  await waitInPage(
    page$,
    'captions',
    () => !!document.querySelector('[data-testid="captions"]')?.textContent?.trim(),
    null,
    // Joining: the socket's handshake and the first clip (the Chromium suite allows the same 30 s).
    30_000,
  );
  await untilEnabled(page$, 'Start Speaking', 30_000);
  const before = await answersOnMock(room.id);

  // A spoken answer: the engine's fake microphone, recorded in the format the engine has, reaches the mock.
  await page$.click(control$, named('Start Speaking'));
  await untilShown(page$, 'You are speaking...');
  // The candidate tile's meter hears the microphone (it stayed on 'Waiting for sound' in the Firefox).
  await untilShown(page$, 'Microphone working');
  // 'End in N' is the spec's 5 s in real time.
  await untilEnabled(page$, 'End Response', 15_000);
  const sentences = await sentencesStarted(page$);
  await page$.click(control$, named('End Response'));
  await expect.poll(() => answersOnMock(room.id), { timeout: scaled(20_000) }).toBe(before + 1);

  // A dropped connection as the interviewer's reply starts: Connection Lost silences it (no interviewer audio
  // under a session dialog, the monitor's 'silent-under-dialog'), Reconnect, and the candidate's turn again.
  await waitInPage(page$, "the interviewer's reply plays", sentencesAbove$, sentences, 30_000);
  await control('POST', `/__mock/ws/rooms/${room.id}/drop`);
  await waitInPage(
    page$,
    'Connection Lost',
    () => !!document.querySelector('[role="alertdialog"]')?.textContent?.includes('Connection Lost'),
    null,
  );
  await page$.click(control$, named('Reconnect'));
  await waitInPage(
    page$,
    'Connection Lost closed',
    () => !document.querySelector('[role="alertdialog"]'),
    null,
  );
  await untilEnabled(page$, 'Start Speaking', 30_000);
  expect(await page$.evaluate(shows$, 'Failed to play audio')).toBe(false);

  // A typed answer reaches the mock too: the Live Transcript's message field.
  const field = () => document.querySelector('[placeholder="Type your message..."]');
  if (!(await page$.evaluate((f) => !!document.querySelector(f), '[placeholder="Type your message..."]'))) {
    await page$.click(control$, named('Live Transcript'));
  }
  // As a candidate would, type once the field takes text: Firefox's input ignores a disabled field silently.
  await untilEnabled(page$, 'Type your message...');
  const typed = 'I led the migration and measured every step.';
  await page$.type(field, null, `${typed}\n`);
  // The answer shows in the transcript (the candidate sees it sent), then the mock counts it.
  await untilShown(page$, typed);
  await expect.poll(() => answersOnMock(room.id), { timeout: scaled(20_000) }).toBe(before + 2);
  await untilEnabled(page$, 'Start Speaking', 30_000);
  expect(await page$.evaluate(shows$, 'Failed to play audio')).toBe(false);

  // End interview → the feedback page.
  await page$.click(control$, named('End interview'));
  await untilShown(page$, 'You want to leave the interview? You will not be able to rejoin.');
  await page$.click(control$, named('Leave'));
  await waitInPage(
    page$,
    'the feedback page',
    () => location.pathname === '/interview/feedback',
    null,
    20_000,
  );
  // Both answers are still on the mock: leaving lost none.
  expect(await answersOnMock(room.id)).toBe(before + 2);
  // No microphone left open once the room is left (the probe is the room's document's: the app navigated).
  await expect
    .poll(() => microphoneTracks(page$), { message: 'microphone closed', timeout: scaled(10_000) })
    .toMatchObject({ opened: expect.any(Number), live: 0 });
  expect((await microphoneTracks(page$)).opened).toBeGreaterThan(0);
  // The room's invariants held all along: one dialog at a time, no audio under a session dialog, the recorder
  // as the UI says.
  const seen = (await violations(page$)).filter((v) =>
    ['one-modal', 'silent-under-dialog', 'recorder-matches-ui'].includes(v.kind),
  );
  expect(seen).toEqual([]);

  await reportWithReplayAndPractice(page$, room.id);
});

// The microphone id another browser stored ('default' is Chromium's): the room records with the engine's own
// microphone rather than do nothing (the gone-device fallback of audio/recorder.ts, decision 0656).
test('a stored microphone this browser does not have: Start Speaking still records', async ({
  page$,
  signIn,
}) => {
  test.setTimeout(120_000);
  const s = await signIn('/app/dashboard');
  const room = await registeredRoom(s);
  await joinThroughDeviceCheck(page$, room.id);
  await page$.evaluate(() => localStorage.setItem('interviewMicrophoneId', 'default'), null);
  await page$.goto(`${WEB_URL}/interview/room?session=${room.id}`);
  await untilEnabled(page$, 'Start Interview');
  await page$.click(control$, named('Start Interview'));
  await untilEnabled(page$, 'Start Speaking', 30_000);
  const before = await answersOnMock(room.id);
  await page$.click(control$, named('Start Speaking'));
  await untilShown(page$, 'You are speaking...');
  await untilEnabled(page$, 'End Response', 15_000);
  await page$.click(control$, named('End Response'));
  await expect.poll(() => answersOnMock(room.id), { timeout: scaled(20_000) }).toBe(before + 1);
});
