import { expect, test } from '../../fixtures.ts';
import { signInThroughGoogle } from '../auth/helpers.ts';
import { MARKUP, expectInert } from './helpers.ts';

const ELSEWHERE = ['https://evil.example/phish', '//evil.example/phish', 'javascript:window.__xss=1'];

test.describe('query values that try to leave the origin or inject markup are ignored', () => {
  for (const value of [...ELSEWHERE, MARKUP]) {
    test(`sign-in with redirect, theme and template id ${JSON.stringify(value)}`, async ({
      page,
      baseURL,
    }) => {
      const here = (url: URL) => url.origin === new URL(baseURL!).origin;
      const q = encodeURIComponent(value);
      await page.goto(`/?redirect=${q}&theme=${q}`);
      await signInThroughGoogle(page);
      // Only the 'demo' redirect means anything; anything else lands on the dashboard of this app.
      await expect(page).toHaveURL((url) => here(url) && url.pathname === '/app/dashboard' && !url.search);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectInert(page);

      // Signed in: a template id is only ever a query value of our own wizard route.
      await page.goto(`/auth/sign-in?platform=google&interviewTemplateId=${q}&theme=${q}`);
      await expect(page).toHaveURL(
        (url) => here(url) && url.pathname === '/interview/register-job-interview',
      );
      expect(new URL(page.url()).searchParams.get('interviewTemplateId')).toBe(value);
      await expectInert(page);

      await page.goto(`/interview/type-selection?ref=${q}`);
      await expect(page).toHaveURL((url) => here(url) && url.pathname === '/interview/type-selection');
      await expectInert(page);
    });
  }
});
