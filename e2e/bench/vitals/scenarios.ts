// The pages and interactions the bench measures.
import type { Persona, SignedIn } from '../../fixtures.ts';
import { TEMPLATE_WIZARD_URL } from '../../tests/registration/helpers.ts';
import { apiGet, interaction, loadVitals, openPage, roomWith, type Env } from './measure.ts';

// ------------------------------------------------------------------ pages and interactions

export interface Sample {
  figure: string;
  kind: 'lcp' | 'cls' | 'inp';
  value: number;
  /** LCP: its element; CLS: the shifts that made it up (printed when the figure is over its budget). */
  detail?: string[];
  /** LCP: how many JS and CSS files of the app the load requested. */
  files?: number;
  /** Which run it was measured in (ratios are taken to the floor of the same run). */
  run?: number;
}

export type Scenario = (env: Env) => Promise<Sample[]>;

export function pageVitals(
  name: string,
  persona: Persona | null,
  route: (env: Env, s: SignedIn | null) => Promise<string>,
  base: (env: Env) => string = (env) => env.webUrl,
): Scenario {
  return async (env) => {
    const { context, page, s } = await openPage(env, persona);
    try {
      const { lcp, lcpElement, cls, shifts, files } = await loadVitals(
        env,
        page,
        await route(env, s),
        base(env),
      );
      return [
        { figure: `${name} LCP`, kind: 'lcp', value: lcp, detail: [lcpElement], files },
        { figure: `${name} CLS`, kind: 'cls', value: cls, detail: shifts },
      ];
    } finally {
      await context.close();
    }
  };
}

export const fixed = (p: string) => () => Promise.resolve(p);

/** The room: LCP/CLS of the page, then Send (typed answer) and Start Speaking on the candidate's turns. */
export const room: Scenario = async (env) => {
  const { context, page, s } = await openPage(env, 'default');
  try {
    // The persona's ONGOING room (a REGISTERED one is entered through the join page's device check), with
    // time for the whole measurement.
    const id = await roomWith(env, s!, 'ONGOING');
    const time = await fetch(`${env.mockUrl}/__mock/ws/rooms/${id}/time`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ timeRemaining: 600 }),
    });
    if (!time.ok) throw new Error(`setting the room's time answered ${time.status}`);
    const { lcp, lcpElement, cls, shifts, files } = await loadVitals(
      env,
      page,
      `/interview/room?session=${id}`,
    );
    await page.getByRole('button', { name: 'Start Interview' }).click();
    const startSpeaking = page.getByRole('button', { name: 'Start Speaking' });
    await startSpeaking.waitFor({ state: 'visible', timeout: 60_000 });
    /** Resolves once Start Speaking is (enabled = the candidate's turn) or is not. */
    const speakingEnabled = (enabled: boolean) =>
      page.waitForFunction(
        (want) =>
          [...document.querySelectorAll('button')].some(
            (b) => b.textContent?.trim() === 'Start Speaking' && b.disabled !== want,
          ),
        enabled,
        { timeout: 90_000, polling: 100 },
      );
    const userTurn = () => speakingEnabled(true);
    await userTurn();
    const toggle = page.getByRole('button', { name: 'Live Transcript' });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    const input = page.getByPlaceholder('Type your message...');
    await input.fill('A short typed answer for the bench.');
    const send = await interaction(page, () => page.getByRole('button', { name: 'Send' }).click());
    // The interviewer takes the turn, answers, and hands it back.
    await speakingEnabled(false);
    await userTurn();
    const speak = await interaction(page, () => startSpeaking.click());
    return [
      { figure: 'room LCP', kind: 'lcp', value: lcp, detail: [lcpElement], files },
      { figure: 'room CLS', kind: 'cls', value: cls, detail: shifts },
      { figure: 'room Send → next paint', kind: 'inp', value: send },
      { figure: 'room Start Speaking → next paint', kind: 'inp', value: speak },
    ];
  } finally {
    await context.close();
  }
};

/** The wizard's Next: opened from a template on its summary, Back to step 3, then Next (no request). */
export const wizardNext: Scenario = async (env) => {
  const { context, page } = await openPage(env, 'default');
  try {
    await page.goto(`${env.webUrl}${TEMPLATE_WIZARD_URL}`, { waitUntil: 'load', timeout: 60_000 });
    await page.getByText('Step 4 of 4: Summary').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByText('Step 3 of 4: Resume').waitFor();
    await page.waitForTimeout(500);
    const next = await interaction(page, () => page.getByRole('button', { name: 'Next' }).click());
    return [{ figure: 'wizard Next (step 3 → 4) → next paint', kind: 'inp', value: next }];
  } finally {
    await context.close();
  }
};

/** The floor's name in the table; not a main page, so it has no ratio target of its own. */
export const FLOOR = 'floor (bare React)';
/** The data floor's name (decision 0057): the yardstick of the pages that show a report. */
export const DATA_FLOOR = 'data floor (React + report)';
/** Pages whose ratio is to the data floor: their largest element is data. */
export const DATA_PAGES = ['feedback', 'report'];

export const latestRoom = async (env: Env, s: SignedIn | null) =>
  (await apiGet<{ interviewRoom: { id: string } }>(env, s!, '/candidate/interview-feedbacks/latest'))
    .interviewRoom.id;

export const scenarios: [string, Scenario][] = [
  ['floor', pageVitals(FLOOR, null, fixed('/'), (env) => env.floorUrl)],
  [
    'data floor',
    pageVitals(
      DATA_FLOOR,
      'default',
      async (env, s) =>
        `/?session=${await latestRoom(env, s)}&api=${encodeURIComponent(env.apiUrl)}#token=${s!.accessToken}`,
      (env) => env.dataFloorUrl,
    ),
  ],
  ['login', pageVitals('login', null, fixed('/'))],
  ['dashboard', pageVitals('dashboard', 'default', fixed('/app/dashboard'))],
  ['sessions', pageVitals('sessions', 'default', fixed('/app/interview-sessions'))],
  ['pricing', pageVitals('pricing', 'default', fixed('/app/pricing'))],
  ['template selection', pageVitals('template selection', 'default', fixed('/interview/template-selection'))],
  ['wizard', pageVitals('wizard', 'default', fixed('/interview/register-job-interview'))],
  [
    'join',
    pageVitals(
      'join',
      'default',
      async (env, s) => `/interview/join?session=${await roomWith(env, s!, 'REGISTERED')}`,
    ),
  ],
  ['room', room],
  [
    'feedback',
    pageVitals(
      'feedback',
      'default',
      async (env, s) => `/interview/feedback?session=${await latestRoom(env, s)}`,
    ),
  ],
  [
    'report',
    pageVitals(
      'report',
      'default',
      async (env, s) => `/app/interview-sessions/report?session=${await latestRoom(env, s)}`,
    ),
  ],
  ['wizard Next', wizardNext],
];
