import { expect, test, toast } from '../../fixtures.ts';
import { pages, type Page } from '../../pages.ts';
import { expectOnLoginPage, localStorageKeys } from './helpers.ts';

/** Every page a visitor may not open, as the app declares them; a page opened for one session gets one. */
const VISITOR_BLOCKED = Object.values<Page>(pages)
  .filter((page) => page.access === 'candidate')
  .map((page) =>
    page.requests?.some((request) => Object.values(request.query).includes('session'))
      ? `${page.path}?session=1`
      : page.path,
  );

/** The pages anyone may open and stay on (the logout page moves on to the login page; '*' is no page). */
const OPEN_TO_ANYONE = Object.values<Page>(pages)
  .filter((page) => page.access === 'anyone' && page.path !== '*' && page.path !== pages.logout.path)
  .map((page) => page.path);

test.describe('visitors', () => {
  // One page visits every path in turn (a page load per path, not a browser context and a test each); each path
  // starts from the storage a fresh context has, and its checks are soft and name it, so one broken path fails
  // the test with its own name while the others are still checked.
  test('are logged out from every protected page', async ({ page }) => {
    for (const path of VISITOR_BLOCKED) {
      await test.step(`from ${path}`, async () => {
        await page.goto('/');
        // Logout clears local storage except the kept keys: proof that /logout ran on the way.
        await page.evaluate(() => {
          window.localStorage.clear();
          window.sessionStorage.clear();
          window.localStorage.setItem('leftover', 'x');
          window.localStorage.setItem('intro', 'true');
        });
        await page.goto(path);
        await expect.soft(page, `${path}: on the login page`).toHaveURL((url) => url.pathname === '/');
        await expect
          .soft(page.getByRole('link', { name: 'Sign in with Google' }), `${path}: the login page's link`)
          .toBeVisible();
        expect
          .soft(await localStorageKeys(page), `${path}: local storage after the logout`)
          .toEqual(['intro']);
      });
    }
  });

  test('keep a template link through the login page', async ({ page }) => {
    await page.goto('/interview/register-job-interview?interviewTemplateId=t-42');
    await expect(page).toHaveURL(/\/\?interviewTemplateId=t-42$/);
    await expect(page.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/auth/sign-in?platform=google&interviewTemplateId=t-42',
    );
  });

  for (const path of OPEN_TO_ANYONE) {
    test(`may open ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});

test.describe('logged-in users', () => {
  test('skip the login page', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('skip sign-in and callback', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/auth/sign-in?platform=google');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/auth/callback?code=x&state=y');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('go to the wizard for a template, keeping the theme', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/auth/sign-in?platform=google&interviewTemplateId=t-7&theme=dark');
    await expect(page).toHaveURL(/\/interview\/register-job-interview\?interviewTemplateId=t-7&theme=dark$/);
  });

  test('keep a theme-only query on the dashboard', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/auth/sign-in?platform=google&theme=dark');
    await expect(page).toHaveURL(/\/app\/dashboard\?theme=dark$/);
  });

  test('refresh their profile on navigation and are logged out when it fails', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn();
    // The user menu shows from the cached profile at once; the first refresh must be over before the fault,
    // or the navigation's refresh joins that call in flight (and its success) instead of failing.
    const firstRefresh = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/candidates/me'));
    await page.goto('/app/dashboard');
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    expect((await firstRefresh).ok()).toBe(true);
    await mock.fault('GET /candidates/me', { status: 500, message: 'Internal server error', times: 2 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(toast(page, 'Failed to fetch user data. Please try again.')).toBeVisible();
    await expectOnLoginPage(page);
    expect(await page.context().cookies()).toEqual([]);
  });

  test('see the refreshed profile after navigating', async ({ page, signIn, mock }) => {
    const session = await signIn();
    await page.goto('/app/dashboard');
    await mock.post(`/__mock/candidates/${session.candidate.id}/credits`, { credits: 17 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
    await expect(page.getByRole('banner').getByText('17 Credits')).toBeVisible();
    const cached = await page.evaluate(() => JSON.parse(window.localStorage.getItem('candidate') ?? '{}'));
    expect(cached.candidateCredits.credits).toBe(17);
  });

  test('are logged out when the session expires (401)', async ({ page, signIn, mock }) => {
    const session = await signIn();
    await page.goto('/app/dashboard');
    // Expire the token only once the dashboard's own calls have answered: one of them meeting the 401 would
    // log out before pricing opens, and pricing is public, so the 401 under test would never be sent.
    await page.waitForLoadState('networkidle');
    await mock.post('/__mock/tokens/expire', { accessToken: session.accessToken });
    await page.goto('/app/pricing');
    await expectOnLoginPage(page);
    expect(await page.context().cookies()).toEqual([]);
  });
});
