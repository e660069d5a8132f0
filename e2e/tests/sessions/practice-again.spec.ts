import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, headedRun } from '../../browser.ts';
import { WEB_URL } from '../../env.ts';
import { expect, expectAccessible, setSessionCookies, test, type SignedIn } from '../../fixtures.ts';
import { scaled } from '../../machine.ts';

// Two attempts of the same answer (fixtures/audio/make-practice-attempts.sh made them and their true figures):
// espeak-ng at 130 wpm with a 3.0 s gap, then at 190 wpm with a 1.0 s gap. Chromium's fake microphone plays
// one file per launch, so each attempt is recorded in its own launch of the same profile (decision 0813).
const audio = (name: string) => fileURLToPath(new URL(`../../fixtures/audio/${name}`, import.meta.url));
interface Truth {
  leadSeconds: number;
  length: number;
  syllablesPerSecond: number;
  longestPause: number;
  pausesOver2s: number;
}
const truth = JSON.parse(readFileSync(audio('practice-attempts.json'), 'utf8')) as {
  slow: Truth;
  fast: Truth;
};

const FIGURES = ['length', 'pace', 'longestPause', 'pausesOver2s'] as const;

async function openReport(profile: string, wav: string, s: SignedIn, roomId: string, baseURL: string) {
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath({ headless: !headedRun() }),
    headless: !headedRun(),
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${wav}%noloop`],
    // The project's server: the production build, or the Vite dev server in the dev-server project (decision 0657).
    baseURL,
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
    permissions: ['microphone'],
  });
  await setSessionCookies(context, s);
  await context.addInitScript(
    ([candidate]) => {
      if (!window.localStorage.getItem('candidate')) window.localStorage.setItem('candidate', candidate);
      if (window.localStorage.getItem('intro') === null) window.localStorage.setItem('intro', 'true');
    },
    [JSON.stringify(s.candidate)] as const,
  );
  const page: Page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`/app/interview-sessions/report?session=${roomId}`);
  return { context, page };
}

/** Records one attempt of the first answered question: until the file's speech is over, by the shown time. */
async function recordAttempt(page: Page, t: Truth, attempt: number) {
  const practice = page.getByTestId('practice-again').first();
  await practice.getByRole('button', { name: 'Practice this answer again' }).click();
  const elapsed = practice.getByTestId('practice-elapsed');
  await expect(elapsed).toBeVisible({ timeout: scaled(15_000) });
  // The file plays from when the microphone opened; its speech ends at lead + length. Wait for the
  // recording's own clock (what the candidate sees) to pass that with a margin.
  const speechEnds = Math.ceil(t.leadSeconds + t.length) + 2;
  await expect
    .poll(
      async () => {
        const [, m, sec] = (await elapsed.innerText()).match(/(\d+):(\d\d)/) ?? ['', '0', '0'];
        return Number(m) * 60 + Number(sec);
      },
      { timeout: scaled(60_000) },
    )
    .toBeGreaterThanOrEqual(speechEnds);
  await practice.getByRole('button', { name: 'Stop and keep this attempt' }).click();
  await expect(practice.getByRole('columnheader', { name: new RegExp(`Attempt ${attempt}`) })).toBeVisible({
    timeout: scaled(30_000),
  });
  return practice;
}

test('practice an answer again: two spoken attempts side by side, every figure moving the right way, nothing sent', async ({
  mock,
}, testInfo) => {
  test.setTimeout(240_000);
  const s = await mock.post<SignedIn>('/__mock/sessions', { persona: 'default' });
  mock.scopeTo(s.candidate.id);
  const { body } = await mock.api<{ data: { interviewRoom: { id: string } } }>(
    'GET',
    '/candidate/interview-feedbacks/latest',
    s.accessToken,
  );
  const roomId = body.data.interviewRoom.id;
  const profile = testInfo.outputPath('profile');
  const baseURL = testInfo.project.use.baseURL ?? WEB_URL;

  // Attempt 1: slow, with the long gap.
  const first = await openReport(profile, audio('practice-slow.wav'), s, roomId, baseURL);
  const sent: string[] = [];
  first.page.on('request', (r) => sent.push(r.postData() ?? ''));
  await recordAttempt(first.page, truth.slow, 1);
  await first.context.close();

  // Attempt 2: fast, with the short gap, in a new launch of the same profile (IndexedDB kept attempt 1).
  const second = await openReport(profile, audio('practice-fast.wav'), s, roomId, baseURL);
  second.page.on('request', (r) => sent.push(r.postData() ?? ''));
  const practice = await recordAttempt(second.page, truth.fast, 2);
  const table = practice.getByTestId('attempts-table');

  const cell = (figure: string, column: number) =>
    table.locator(`td[data-figure="${figure}"][data-column="${column}"]`);
  const measured: Record<string, [number, number]> = {};
  for (const figure of FIGURES) {
    measured[figure] = [
      Number(await cell(figure, 0).getAttribute('data-value')),
      Number(await cell(figure, 1).getAttribute('data-value')),
    ];
  }
  const trueOf = (t: Truth) => ({
    length: t.length,
    pace: t.syllablesPerSecond,
    longestPause: t.longestPause,
    pausesOver2s: t.pausesOver2s,
  });
  console.log(
    'practice attempts, measured vs true (slow → fast):',
    JSON.stringify(
      Object.fromEntries(
        FIGURES.map((f) => [
          f,
          { measured: measured[f], true: [trueOf(truth.slow)[f], trueOf(truth.fast)[f]] },
        ]),
      ),
    ),
  );
  // The direction of every figure, as the table shows it and as its values are.
  await expect(cell('length', 1)).toHaveAttribute('data-change', 'shorter');
  await expect(cell('pace', 1)).toHaveAttribute('data-change', 'faster');
  await expect(cell('longestPause', 1)).toHaveAttribute('data-change', 'shorter');
  await expect(cell('pausesOver2s', 1)).toHaveAttribute('data-change', 'fewer');
  expect(measured.length![1]).toBeLessThan(measured.length![0]);
  expect(measured.pace![1]).toBeGreaterThan(measured.pace![0]);
  expect(measured.longestPause![1]).toBeLessThan(measured.longestPause![0]);
  expect(measured.pausesOver2s).toEqual([truth.slow.pausesOver2s, truth.fast.pausesOver2s]);
  // And close to the truth.
  expect(Math.abs(measured.longestPause![0] - truth.slow.longestPause)).toBeLessThanOrEqual(0.5);
  expect(Math.abs(measured.longestPause![1] - truth.fast.longestPause)).toBeLessThanOrEqual(0.5);
  // The slow attempt is in the pace band and its gap over 3 s is not: the better one differs per figure.
  await expect(cell('longestPause', 1)).toHaveAttribute('data-better', 'true');
  await expect(table.getByText('not available for a local attempt').first()).toBeVisible();

  // Keyboard only: play attempt 2, then delete attempt 1.
  await table.getByRole('button', { name: 'Play Attempt 2 of answer 1' }).focus();
  await second.page.keyboard.press('Enter');
  await expect(table.getByRole('button', { name: 'Pause Attempt 2 of answer 1' })).toBeVisible();
  await second.page.keyboard.press('Enter');
  await expectAccessible(second.page);
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    await second.page.setViewportSize({ width, height });
    await practice.scrollIntoViewIfNeeded();
    await practice.screenshot({ path: testInfo.outputPath(`attempts-${width}.png`) });
    await expectAccessible(second.page);
  }
  await table.getByRole('button', { name: 'Delete Attempt 1 of answer 1' }).focus();
  await second.page.keyboard.press('Enter');
  const dialog = second.page.getByRole('alertdialog', { name: 'Delete Attempt 1 of answer 1?' });
  await dialog.getByRole('button', { name: 'Delete' }).focus();
  await second.page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader')).toHaveCount(2);

  // Nothing of the attempts left in a request.
  for (const body of sent) expect(body).not.toMatch(/syllables|longestPause|recordedAt|GkXf/);
  await second.context.close();
});
