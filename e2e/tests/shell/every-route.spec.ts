import type { Page } from '@playwright/test';
import { expect, test, type MockControl } from '../../fixtures.ts';

interface Room {
  id: string;
  status: string;
}

/**
 * Every route of the spec, with real session ids for the ones that need one; the interview room apart (it
 * is walked last, after its start dialog).
 */
async function signedInRoutes(
  mock: MockControl,
  accessToken: string,
): Promise<{ routes: string[]; room: string }> {
  const { body } = await mock.api<{ data: { content: Room[] } }>(
    'GET',
    '/candidate/interview-rooms?page=0&size=50&sort=createdAt,desc',
    accessToken,
  );
  const registered = body.data.content.find((r) => r.status === 'REGISTERED')!.id;
  const finished = body.data.content.find((r) => r.status === 'FINISHED')!.id;
  const ongoing = body.data.content.find((r) => r.status === 'ONGOING')!.id;
  const routes = [
    '/app/dashboard',
    '/app/interview-sessions',
    `/app/interview-sessions/report?session=${finished}`,
    '/app/pricing',
    '/app/transactions',
    '/app/subscriptions',
    '/interview/template-selection',
    '/interview/type-selection',
    '/interview/register-job-interview',
    '/interview/register-salary-negotiation',
    `/interview/join?session=${registered}`,
    `/interview/feedback?session=${finished}`,
    '/device-test',
  ];
  return { routes, room: `/interview/room?session=${ongoing}` };
}

const VISITOR_ROUTES = ['/', '/app/pricing', '/device-test', '/no-such-page'];

/** A page title of its own (`Page · MockInt`) and a skip link to the content. */
async function expectTitleAndSkipLink(page: Page, path: string) {
  await expect(page, `${path} title`).toHaveTitle(/^\S.* · MockInt$/);
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip, `${path} skip link`).toHaveCount(1);
  // It works: following it moves focus to the page's content.
  await skip.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('main, #main')), {
      message: `${path} skip link target`,
    })
    .toBe(true);
}

test('every route a visitor can open sets a title and has a skip link', async ({ page }) => {
  for (const path of VISITOR_ROUTES) {
    await page.goto(path);
    await expectTitleAndSkipLink(page, path);
  }
});

test('every signed-in route sets a title and has a skip link', async ({ page, signIn, mock }) => {
  test.setTimeout(90_000);
  const session = await signIn('default');
  const titles = new Map<string, string>();
  const { routes, room } = await signedInRoutes(mock, session.accessToken);
  for (const path of routes) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expectTitleAndSkipLink(page, path);
    titles.set(path, await page.title());
  }
  // The interview room last: once started it guards the tab's unload. Its start dialog is modal, so the skip
  // link is reachable (and walked) once the dialog is answered; the guided tour has its own test.
  await page.evaluate(() => localStorage.setItem('intro', 'true'));
  await page.goto(room);
  await page
    .getByRole('alertdialog', { name: 'Ready to start?' })
    .getByRole('button', { name: 'Start Interview' })
    .click();
  await expect(page.getByRole('main')).toBeVisible();
  await expectTitleAndSkipLink(page, room);
  titles.set(room, await page.title());
  // Titles tell the pages apart (the two list pages and the wizards each have their own).
  expect(new Set(titles.values()).size).toBeGreaterThanOrEqual(titles.size - 2);
});
