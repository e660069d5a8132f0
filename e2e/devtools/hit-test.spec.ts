// The dev build's extras never cover the app (issue: devtools beside the app; decision 0310): every link and
// button of the shell, the dashboard and the room answers the pointer at its centre, with the devtools' toggle
// and with the panel open, docked at either side, on a desktop and on a phone.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { roomAtUserTurn } from '../tests/interview/helpers.ts';
import { scaled } from '../machine.ts';
import { openPanel, panelOf, toggleOf, unreachableControls } from './panel.ts';

type State = 'toggle' | 'right' | 'bottom';

async function setState(page: Page, state: State) {
  const panel = panelOf(page);
  if (state === 'toggle') {
    if (await panel.isVisible()) await panel.getByRole('button', { name: 'Close mock devtools' }).click();
    await expect(toggleOf(page)).toBeVisible({ timeout: scaled(60_000) });
    return;
  }
  await openPanel(page, 'Frames');
  const dockTo = panel.getByRole('button', {
    name: state === 'right' ? 'Dock to the right' : 'Dock to the bottom',
  });
  if (await dockTo.isVisible()) await dockTo.click();
  const box = (await panel.boundingBox())!;
  const viewport = page.viewportSize()!;
  if (state === 'right') expect(box.x + box.width).toBe(viewport.width);
  else expect([box.y + box.height, box.width]).toEqual([viewport.height, viewport.width]);
}

/**
 * Hit-tests the page in each state; `where` names the page in the failure. Once the app's own toasts are gone:
 * sonner's stack lies over the bottom right of the page for the few seconds a toast shows (the room's 'has
 * joined' toast over End interview), with or without the devtools, and this check is about the devtools.
 */
async function expectReachable(page: Page, where: string, states: readonly State[]) {
  for (const state of states) {
    await setState(page, state);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: scaled(20_000) });
    // What a developer sees once the dock has settled: the app's box (<body>) ends where the panel or the
    // toggle's strip begins. Under a quarter of the CPU the hit test once ran while the room still had the
    // previous dock's full height under a panel just docked at the bottom (its bar and Feedback button at the
    // window's bottom, under the panel); a moment later the app sat above the panel. An app that never makes
    // room fails here.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const app = document.body.getBoundingClientRect();
          // The devtools' own root (#mock-devtools, after <body>) holds the panel or the toggle's strip.
          const edge = document.getElementById('mock-devtools')?.firstElementChild?.getBoundingClientRect();
          if (!edge) return 'no devtools';
          const [top, left, bottom, right] = [edge.top, edge.left, app.bottom, app.right].map(Math.round);
          return top! >= bottom! || left! >= right!
            ? 'beside'
            : `over the app: the app ends at (${right}, ${bottom}), the devtools start at (${left}, ${top})`;
        }),
      )
      .toBe('beside');
    expect(await unreachableControls(page), `${where}, devtools ${state}`).toEqual([]);
  }
}

/** The shell's pages once their content is in (no skeleton left). */
async function shellPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible({ timeout: scaled(60_000) });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const SHELL_PAGES = ['/app/dashboard', '/app/interview-sessions', '/interview/type-selection'];

test.describe('desktop', () => {
  const STATES = ['toggle', 'right', 'bottom'] as const;

  test('the shell and the dashboard: every control reachable beside the devtools', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(180_000);
    await signIn();
    for (const path of SHELL_PAGES) {
      await shellPage(page, path);
      await expectReachable(page, path, STATES);
    }
  });

  test('the room at the candidate’s turn: every control reachable beside the devtools', async ({
    page,
    signIn,
    mock,
  }) => {
    test.setTimeout(180_000);
    await roomAtUserTurn(page, signIn, mock);
    await expectReachable(page, 'room', STATES);
  });
});

test('a bar fixed to the screen stays at the bottom of the app while the page scrolls beside the panel', async ({
  page,
  signIn,
}) => {
  await signIn();
  await shellPage(page, '/interview/type-selection');
  await setState(page, 'bottom');
  const actions = page.getByTestId('page-actions');
  await expect(actions).toBeVisible();
  // The wheel over the page, as a user scrolls it, to its end (the footer in view).
  await page.mouse.move(200, 200);
  await page.mouse.wheel(0, 3000);
  await expect(page.getByRole('contentinfo')).toBeInViewport({ ratio: 1 });
  const bar = (await actions.boundingBox())!;
  const panel = (await panelOf(page).boundingBox())!;
  expect(Math.round(bar.y + bar.height)).toBe(Math.round(panel.y));
  expect(await unreachableControls(page)).toEqual([]);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });
  // A phone has no right dock: the panel is a bottom drawer.
  const STATES = ['toggle', 'bottom'] as const;

  test('the shell, the dashboard and the room: every control reachable beside the devtools', async ({
    page,
    signIn,
    mock,
  }) => {
    test.setTimeout(240_000);
    const signedIn = await signIn();
    for (const path of SHELL_PAGES) {
      await shellPage(page, path);
      await expectReachable(page, path, STATES);
    }
    await setState(page, 'toggle');
    await roomAtUserTurn(page, () => Promise.resolve(signedIn), mock);
    await expectReachable(page, 'room', STATES);
  });
});
