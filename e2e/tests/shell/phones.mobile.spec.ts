import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, toast } from '../../fixtures.ts';
import { TEMPLATE_WIZARD_URL } from '../registration/helpers.ts';

interface Room {
  id: string;
  status: string;
}

/** Nothing wider than the screen: no sideways scrolling (WCAG 1.4.10 reflow). */
async function expectNoHorizontalScroll(page: Page, path: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.client);
}

test('no page scrolls sideways at 320 px', async ({ page, signIn, mock }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/', '/app/pricing', '/device-test', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoHorizontalScroll(page, path);
  }
  const session = await signIn('default');
  const { body } = await mock.api<{ data: { content: Room[] } }>(
    'GET',
    '/candidate/interview-rooms?page=0&size=50&sort=createdAt,desc',
    session.accessToken,
  );
  const registered = body.data.content.find((r) => r.status === 'REGISTERED')!.id;
  const finished = body.data.content.find((r) => r.status === 'FINISHED')!.id;
  for (const path of [
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
    TEMPLATE_WIZARD_URL,
    `/interview/join?session=${registered}`,
    `/interview/feedback?session=${finished}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    // Let lists and figures arrive: a late table would widen the page after a first look.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // The feedback page's delivery section loads on its own (lazily): measured only once it is there, it
    // was seen to run 33 px past the screen.
    if (path.startsWith('/interview/feedback'))
      await expect(page.getByRole('heading', { name: 'Your delivery' })).toBeVisible();
    await expectNoHorizontalScroll(page, path);
  }
});

test('on a phone the sessions are cards with the same actions, and the page survives a reload', async ({
  page,
  signIn,
}) => {
  await signIn('default');
  await page.goto('/app/interview-sessions');
  const cards = page.getByTestId('session-card');
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole('table')).toHaveCount(0);
  const registered = cards.filter({ hasText: 'Registered' }).first();
  await expect(registered.getByRole('link', { name: 'Start Now' })).toHaveAttribute(
    'href',
    /\/interview\/join\?session=/,
  );
  await expect(registered.getByRole('button', { name: 'Open resume' })).toBeVisible();
  const finished = cards.filter({ hasText: 'Finished' }).first();
  await expect(finished.getByRole('link', { name: 'View Report' })).toBeVisible();
  await expect(finished.getByRole('button', { name: 'View transcript' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(cards).toHaveCount(2);
  await page.reload();
  await expect(cards).toHaveCount(2);
  await page.goBack();
  await expect(cards).toHaveCount(6);
});

test('on a phone the transactions are cards, and their page is in the URL', async ({ page, signIn }) => {
  await signIn('default');
  await page.goto('/app/transactions');
  const cards = page.getByTestId('transaction-card');
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Manual Adjustment' }).first()).toContainText('Order Status');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=1/);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(cards).toHaveCount(2);
  await page.goBack();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
});

test('at 375 × 812 the template toast never covers Register Interview', async ({ page, signIn }) => {
  await signIn('default');
  await page.goto(TEMPLATE_WIZARD_URL);
  const loaded = toast(page, 'Auto-populated form was successfully loaded from the template.');
  await expect(loaded).toHaveAttribute('data-mounted', 'true');
  const register = page.getByRole('button', { name: 'Register Interview' });
  await expect(register).toBeInViewport();
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .some(
            (a) =>
              a.playState === 'running' &&
              !!((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest?.(
                '[data-sonner-toaster]',
              ),
          ),
      ),
    )
    .toBe(false);
  const a = (await loaded.boundingBox())!;
  const b = (await register.boundingBox())!;
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `toast ${JSON.stringify(a)} over the button ${JSON.stringify(b)}`).toBe(false);
  // And the press lands on the button, not on the toast.
  await page.getByLabel('Accept terms and conditions').check();
  await register.click({ trial: true });
});
