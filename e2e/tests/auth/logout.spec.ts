import { expect, test } from '../../fixtures.ts';
import { expectOnLoginPage, localStorageKeys } from './helpers.ts';

test('logging out from the user menu clears the session but keeps the preserved keys', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/app/dashboard');
  await page.evaluate(() => {
    window.localStorage.setItem('feedbackSubmitted', 'true');
    window.localStorage.setItem('vueuse-color-scheme', 'dark');
    window.localStorage.setItem('interviewRoomId', 'room-1');
  });
  // Logout must record the analytics event; with no tag configured, assert through a stub gtag.
  await page.evaluate(() => {
    const calls: unknown[][] = [];
    (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls = calls;
    (window as unknown as { gtag: (...a: unknown[]) => void }).gtag = (...args) => calls.push(args);
  });

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expectOnLoginPage(page);
  expect(await page.context().cookies()).toEqual([]);
  expect(await localStorageKeys(page)).toEqual(['feedbackSubmitted', 'intro', 'vueuse-color-scheme']);
  const calls = await page.evaluate(() => (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls);
  expect(calls).toContainEqual(['event', 'logout', { method: 'Click Button' }]);

  // The session is really gone: protected pages now bounce.
  await page.goto('/app/dashboard');
  await expectOnLoginPage(page);
});

test('visiting /logout directly ends the session', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/logout');
  await expectOnLoginPage(page);
  expect(await page.context().cookies()).toEqual([]);
});
