import type { Page } from '@playwright/test';
import { MOCK_URL } from '../../env.ts';
import { expect, expectAccessible, holdCalls, test, toast } from '../../fixtures.ts';
import { expectOnLoginPage, localStorageKeys, signInThroughGoogle, SIGN_IN_KEYS } from './helpers.ts';

test.describe('sign-in through the mock Google page', () => {
  test('lands on the dashboard with the four session cookies and the cached candidate', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expectAccessible(page);
    await signInThroughGoogle(page);

    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();

    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    for (const name of ['accessToken', 'refreshToken', 'expiresAt', 'session']) {
      expect(cookies[name], `${name} cookie`).toBeDefined();
      expect(cookies[name]?.path).toBe('/');
    }
    const accessToken = cookies.accessToken!;
    // All four expire together, at the token expiry written into expiresAt.
    const expiresAt = Date.parse(decodeURIComponent(cookies.expiresAt!.value));
    expect(Math.abs(accessToken.expires * 1000 - expiresAt)).toBeLessThan(2000);
    expect(expiresAt).toBeGreaterThan(Date.now());

    const candidate = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('candidate') ?? 'null'),
    );
    expect(candidate?.fullName).toBe('Alex Morgan');
    expect(decodeURIComponent(cookies.session!.value)).toBe(`${candidate.id}:${accessToken.value}`);
    // The sign-in hand-over keys are gone once the callback is done.
    const keys = await localStorageKeys(page);
    for (const key of SIGN_IN_KEYS) expect(keys).not.toContain(key);
  });

  test('a demo sign-in continues to type selection', async ({ page }) => {
    await page.goto('/?redirect=demo');
    await signInThroughGoogle(page);
    await expect(page).toHaveURL(/\/interview\/type-selection\?ref=demo$/);
  });

  test('a template sign-in continues to the job-interview wizard with that template', async ({ page }) => {
    await page.goto('/?interviewTemplateId=tpl-e2e-1');
    await signInThroughGoogle(page);
    await expect(page).toHaveURL(/\/interview\/register-job-interview\?interviewTemplateId=tpl-e2e-1$/);
  });

  test('the start screen explains the wait while the provider address is fetched', async ({ page }) => {
    const release = await holdCalls(page, '**/api/v1/auth/google/authorization-uri');
    await page.goto('/auth/sign-in?platform=google');
    await expect(page.getByText('Processing sign in with Google...')).toBeVisible();
    await expect(page.getByText('Please wait while we connecting you to your Google account.')).toBeVisible();
    await expectAccessible(page);
    release();
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  });
});

test.describe("the login page's swap to the router's copy (decision 0035)", () => {
  /**
   * Holds the router's chunk until `act` has run on the login page painted without the router, then lets
   * it load and waits until the router would have replaced the page (its chunks loaded, network idle).
   */
  async function whileTheRouterArrives(page: Page, act: () => Promise<void>) {
    const release = await holdCalls(page, /\/assets\/app-shell-[^/]+\.js$/);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible();
    await act();
    release();
    await page.waitForResponse(/\/assets\/app-shell-[^/]+\.js$/);
    await page.waitForLoadState('networkidle');
    // Past the router's start and first render, had nothing held the swap back.
    await page.waitForTimeout(500);
  }

  test('a press that spans the swap still signs in', async ({ page }) => {
    const link = page.getByRole('link', { name: 'Sign in with Google' });
    await whileTheRouterArrives(page, async () => {
      const box = (await link.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
    });
    await page.mouse.up();
    await page.waitForURL((url) => url.href.startsWith(`${MOCK_URL}/__mock/google/authorize`));
  });

  test('keyboard focus stays on the link through the swap, and Enter signs in', async ({ page }) => {
    const link = page.getByRole('link', { name: 'Sign in with Google' });
    await whileTheRouterArrives(page, () => link.focus());
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href.startsWith(`${MOCK_URL}/__mock/google/authorize`));
  });
});

// The answers of the authorization-uri call that the sign-in start screen refuses (non-200 statuses, a missing
// codeVerifier, a foreign address, no answer) are component tests of that screen with the same stubbed answers
// (decision 0772: apps/web/src/features/auth/components/sign-in-page.test.tsx). The refused platform stays here:
// the whole app, nothing stubbed, from the address to the login page.
test.describe('sign-in start failures', () => {
  test('a platform other than google is refused', async ({ page }) => {
    await page.goto('/auth/sign-in?platform=github');
    await expect(toast(page, 'Failed to sign in with Google, please try again')).toBeVisible();
    await expectOnLoginPage(page);
  });
});

test.describe('auth callback', () => {
  test('missing parameters go silently to the login page and clear the hand-over keys', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.localStorage.setItem('redirect', 'demo');
      window.localStorage.setItem('provider', 'google');
    });
    await page.goto('/auth/callback?state=only-state');
    await expectOnLoginPage(page);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    expect(await localStorageKeys(page)).toEqual([]);
  });

  test('a rejected code shows the callback error and clears the hand-over keys', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      for (const [k, v] of Object.entries({
        codeVerifier: 'cv',
        provider: 'google',
        redirect: 'undefined',
        interviewTemplateId: 'undefined',
      }))
        window.localStorage.setItem(k, v);
    });
    await page.goto('/auth/callback?code=not-a-real-code&state=nope');
    await expect(toast(page, 'Something went wrong. Please try again.')).toBeVisible();
    await expectOnLoginPage(page);
    expect(await localStorageKeys(page)).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });

  test('the callback screen explains the wait while the code is exchanged', async ({ page }) => {
    await page.route('**/api/v1/auth/google/exchange-code', () => {
      // Never answered: the screen must keep explaining itself.
    });
    await page.goto('/');
    await page.evaluate(() => {
      window.localStorage.setItem('codeVerifier', 'cv');
      window.localStorage.setItem('provider', 'google');
    });
    await page.goto('/auth/callback?code=c&state=s');
    await expect(page.getByText('Redirecting you to the application...')).toBeVisible();
    await expect(page.getByText('Please wait while we finalize the authentication process.')).toBeVisible();
  });
});
