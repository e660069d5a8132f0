import {
  expect,
  expectAccessible,
  holdCalls,
  test,
  toast,
  type MockControl,
  type SignedIn,
} from '../../fixtures.ts';
import { scaled } from '../../machine.ts';
import { menuPages } from '../../pages.ts';

/** A FINISHED session of the signed-in persona (the default persona has several). */
async function finishedRoom(mock: MockControl, session: SignedIn): Promise<{ id: string }> {
  const rooms = await mock.api<{ data: { content: Array<{ id: string; status: string }> } }>(
    'GET',
    '/candidate/interview-rooms?page=0&size=50&sort=createdAt,desc',
    session.accessToken,
  );
  const finished = rooms.body.data.content.find((room) => room.status === 'FINISHED');
  expect(finished, 'the default persona has a finished session').toBeDefined();
  return finished!;
}

test.describe('app shell', () => {
  test('the icon rail names its links, shows tooltips and navigates', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/app/dashboard');
    const rail = page.getByRole('navigation', { name: 'Main' });
    for (const name of [...menuPages.map((entry) => entry.menu.label), 'Help']) {
      await expect(rail.getByRole('link', { name })).toBeVisible();
    }
    await rail.getByRole('link', { name: 'Pricing' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Pricing' })).toBeVisible();
    // Dismissible without moving the pointer (WCAG 1.4.13), back on the next hover.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip', { name: 'Pricing' })).toBeHidden();
    await rail.getByRole('link', { name: 'Dashboard' }).hover();
    await rail.getByRole('link', { name: 'Pricing' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Pricing' })).toBeVisible();
    await rail.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/app\/pricing$/);
    await expect(rail.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await rail.getByRole('link', { name: 'Interview Sessions' }).click();
    await expect(page).toHaveURL(/\/app\/interview-sessions$/);
  });

  test('breadcrumbs start at Home and end with an unlinked current page', async ({ page, signIn, mock }) => {
    const session = await signIn();
    const finished = await finishedRoom(mock, session);
    await page.goto(`/app/interview-sessions/report?session=${finished.id}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Interview Sessions', 'Report']);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/dashboard');
    await expect(crumbs.getByRole('link', { name: 'Interview Sessions' })).toHaveAttribute(
      'href',
      '/app/interview-sessions',
    );
    await expect(crumbs.getByRole('link', { name: 'Report' })).toHaveCount(0);
    await expect(crumbs.getByText('Report')).toHaveAttribute('aria-current', 'page');

    await page.goto('/app/transactions');
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'transactions']);
  });

  test('the top bar shows credits, the title-cased tier and the avatar initials', async ({
    page,
    signIn,
  }) => {
    // A persona without an avatar image, so the initials fallback is what shows.
    const session = await signIn('no-credits');
    await page.goto('/app/dashboard');
    const bar = page.getByRole('banner');
    const credits = session.candidate.candidateCredits?.credits ?? 0;
    // The Balance card's wording: 'No Credits' at zero, never '0 Credits'.
    const count = credits > 0 ? String(credits) : 'No';
    await expect(bar.getByText(`${count} ${credits === 1 ? 'Credit' : 'Credits'}`)).toBeVisible();
    await expect(bar.getByText('Free Signup')).toBeVisible();
    // The spec's first two characters, as written (not upper-cased).
    const initials = session.candidate.fullName.slice(0, 2);
    await expect(bar.getByRole('button', { name: 'Open user menu' })).toContainText(initials);
  });

  test('the top bar shows the avatar image the mock serves', async ({ page, signIn }) => {
    const session = await signIn();
    await page.goto('/app/dashboard');
    const avatar = page
      .getByRole('button', { name: 'Open user menu' })
      .getByRole('img', { name: session.candidate.fullName });
    await expect(avatar).toBeVisible();
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('visitors on pricing see the shell without a user menu', async ({ page }) => {
    await page.goto('/app/pricing');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toHaveCount(0);
  });

  test('Help reopens the current page with feedback=true and shows the feedback dialog', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/app/transactions');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/app\/transactions\?feedback=true$/);
    await expect(page.getByRole('dialog', { name: 'Help us improve!' })).toBeVisible();
  });

  test('Help on the report keeps its session and opens the dialog over the report', async ({
    page,
    signIn,
    mock,
  }) => {
    const session = await signIn();
    const finished = await finishedRoom(mock, session);
    await page.goto(`/app/interview-sessions/report?session=${finished.id}`);
    await expect(page.getByRole('heading', { name: 'Interview Report' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
    await expect(page.getByRole('dialog', { name: 'Help us improve!' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/app/interview-sessions/report\\?session=${finished.id}`));
    await expect(page.getByText('Session id is not provided')).toHaveCount(0);
  });

  test('the footer describes the product and links out', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('AI-powered real-time interview practice platform');
    await expect(footer).toContainText('© 2024');
    for (const name of [
      'Demo video',
      'Articles',
      'Privacy Policy',
      'Terms and Conditions',
      'OpenAI Platform',
      'ElevenLabs',
    ]) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await footer.getByRole('button', { name: 'Feedback' }).click();
    await expect(page.getByRole('dialog', { name: 'Help us improve!' })).toBeVisible();
  });

  test('the dashboard shell has no serious accessibility violations', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/app/dashboard');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('not found', () => {
  test('unknown paths show Page Not Found with a way home', async ({ page }) => {
    await page.goto('/app/definitely-not-a-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test.describe('processing toast', () => {
  test("'Processing your request...' shows while a slow call loads, then goes away", async ({
    page,
    signIn,
  }) => {
    await signIn();
    const release = await holdCalls(page, '**/api/v1/candidate-transactions*');
    await page.goto('/app/transactions');
    const processing = toast(page, 'Processing your request...');
    await expect(processing).toBeVisible();
    release();
    await expect(processing).toHaveCount(0, { timeout: scaled(10_000) });
  });
});
