import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WebSocket } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, headedRun } from '../../browser.ts';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import {
  joinThroughDeviceCheck,
  roomAtUserTurn,
  roomWithStatus,
  startInterview,
  waitForUserTurn,
} from './helpers.ts';
import { scaled } from '../../machine.ts';

// The microphone plays a WAV of known content (fixtures/audio/make-known-answer.sh made it and its true
// figures): speech by espeak-ng at a known rate with silences of known length. `%noloop`: after the file,
// the fake microphone is silent, so recording longer than the file adds only trailing silence.
const wav = fileURLToPath(new URL('../../fixtures/audio/known-answer.wav', import.meta.url));
const truth = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../fixtures/audio/known-answer.json', import.meta.url)), 'utf8'),
) as {
  syllablesPerSecond: number;
  longestPause: number;
  pausesOver2s: number;
  pauses: number[];
  leadSeconds: number;
  speechSeconds: number;
};
/** The file's speech ends here; the answer is stopped a little after. */
const speechEnds = truth.leadSeconds + truth.speechSeconds + truth.pauses.reduce((a, b) => a + b, 0);

test.use({
  launchOptions: {
    executablePath: chromiumPath({ headless: !headedRun() }),
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${wav}%noloop`],
  },
});

const METRIC_WORDS = /speakingTime|syllables|longestPause|fillersPer100|wpm|recordedAt/;

test('a spoken answer of known content: the report measures its speech rate and pauses, and nothing of it leaves the device', async ({
  page,
  signIn,
  mock,
}) => {
  test.setTimeout(240_000);
  const s = await signIn();
  const room = await roomWithStatus(mock, s, 'REGISTERED');
  await page.goto(`/interview/join?session=${room.id}`);
  await expect(page.getByText(/spoken answers are also kept on this device/)).toBeVisible();
  await joinThroughDeviceCheck(page, room.id);

  // Everything the page sends from here on: HTTP requests (with bodies) and socket frames.
  const requests: { url: string; body: string }[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), body: request.postData() ?? '' }));
  const frames: string[] = [];
  page.on('websocket', (socket: WebSocket) =>
    socket.on('framesent', (frame) => frames.push(String(frame.payload))),
  );

  await startInterview(page);
  await waitForUserTurn(page);
  await page.getByRole('button', { name: 'Start Speaking' }).click();
  await expect(page.getByRole('button', { name: 'End Response' })).toBeEnabled({ timeout: scaled(15_000) });
  // The file plays from when the microphone opened; wait until its speech is over (+ margin for load).
  await page.waitForTimeout((speechEnds + 3) * 1000);
  await page.getByRole('button', { name: 'End Response' }).click();
  await waitForUserTurn(page, 60_000);

  await mock.post(`/__mock/ws/rooms/${room.id}/end`, {});
  await expect(page).toHaveURL(new RegExp(`/interview/feedback\\?session=${room.id}`), {
    timeout: scaled(30_000),
  });
  await expect(page.getByTestId('overall-score')).toBeVisible({ timeout: scaled(40_000) });
  await expect(page.getByTestId('delivery-short')).toBeVisible();
  await page.keyboard.press('Escape'); // the app-feedback dialog, if it opened
  await expectAccessible(page);

  await page.goto(`/app/interview-sessions/report?session=${room.id}`);
  const item = page.getByTestId('question-item').first();
  await expect(item.getByTestId('speech-rate')).toBeVisible({ timeout: scaled(20_000) });
  const rate = Number((await item.getByTestId('speech-rate').innerText()).match(/([\d.]+) syllables/)![1]);
  const longest = Number(
    (await item.getByTestId('question-metrics').innerText()).match(/Longest pause\s+([\d.]+) s/)![1],
  );
  const over2 = (await item.getByTestId('long-pauses').innerText()).match(/[\d.]+ s at/g) ?? [];
  console.log(
    `known answer: speech rate ${rate} vs ${truth.syllablesPerSecond} syll/s, longest pause ${longest} vs ${truth.longestPause} s, pauses > 2 s ${over2.length} vs ${truth.pausesOver2s}`,
  );
  expect(Math.abs(rate - truth.syllablesPerSecond) / truth.syllablesPerSecond).toBeLessThanOrEqual(0.15);
  expect(Math.abs(longest - truth.longestPause)).toBeLessThanOrEqual(0.3);
  expect(over2).toHaveLength(truth.pausesOver2s);
  // Every answer was spoken here with its question's audio time: the share of talk is by time, not words.
  const share = page.getByTestId('delivery-figures');
  await expect(share).toContainText('Your share of talk time');
  await expect(share).not.toContainText('By words');
  console.log(`share of talk: ${(await share.innerText()).replace(/\s+/g, ' ')}`);
  await expect(item.getByRole('button', { name: 'Play answer 1' })).toBeVisible();
  await expect(page.getByTestId('delivery-timeline')).toBeVisible();
  await expectAccessible(page);

  // Export: Copy summary puts the report as plain text on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy summary' }).click();
  await expect(page.getByText('Summary copied to the clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Interview Report/);
  expect(copied).toMatch(/Overall score: \d+\/100/);

  // Nothing measured, and no audio, left in an HTTP request; the socket carried only the spec's answer frame.
  expect(requests.length).toBeGreaterThan(0);
  for (const r of requests) {
    expect(r.body, r.url).not.toMatch(METRIC_WORDS);
    expect(r.body, r.url).not.toMatch(/audio_base_64|data:audio|GkXf/);
  }
  const sent = frames.map((f) => JSON.parse(f) as Record<string, unknown>);
  expect(sent.some((f) => f.type === 'user_response_audio')).toBe(true);
  for (const frame of sent) {
    // The recording itself is the spec's payload (random Base64 could spell anything): checked by shape.
    expect(JSON.stringify({ ...frame, audio_base_64: undefined })).not.toMatch(METRIC_WORDS);
    if (frame.type === 'user_response_audio')
      expect(Object.keys(frame).sort()).toEqual(['audio_base_64', 'metadata', 'type']);
  }
});

test('the live delivery coach: off by default, toggled beside Captions with a toast, shows pace and time while answering', async ({
  page,
  signIn,
  mock,
}) => {
  test.setTimeout(120_000);
  await roomAtUserTurn(page, signIn, mock);
  const toggle = page.getByRole('button', { name: 'Delivery Coach' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('live-coach')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Delivery coach is on')).toBeVisible();
  await expect(page.getByTestId('live-coach')).toContainText(
    'The coach shows your pace and length while you answer.',
  );

  await page.getByRole('button', { name: 'Start Speaking' }).click();
  // The known WAV speaks at about 160 wpm: after a few voiced seconds the coach names a pace.
  await expect(page.getByTestId('live-coach')).toContainText(/Slow|Good pace|Fast/, {
    timeout: scaled(30_000),
  });
  await expect(page.getByTestId('live-coach')).toContainText(/0:\d\d/);
  // Under a minute in: the length band is the goal (decision 0810).
  await expect(page.getByTestId('live-length')).toHaveText('Aim for 1–2 min');
  await expectAccessible(page);
  await expect(page.getByRole('button', { name: 'End Response' })).toBeEnabled();
  await page.getByRole('button', { name: 'End Response' }).click();
  await waitForUserTurn(page, 60_000);
  await expect(page.getByTestId('live-coach')).toContainText(
    'The coach shows your pace and length while you answer.',
  );
});
