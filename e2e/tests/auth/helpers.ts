import { expect, type Page } from '@playwright/test';
import { MOCK_URL } from '../../env.ts';

export const SIGN_IN_KEYS = ['codeVerifier', 'provider', 'redirect', 'interviewTemplateId'] as const;

/** Clicks 'Sign in with Google' on the login page and picks a fresh copy of a persona on the mock Google page. */
export async function signInThroughGoogle(page: Page, personaName = 'Alex Morgan'): Promise<void> {
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${MOCK_URL}/__mock/google/authorize`));
  await page.getByLabel('Use a fresh copy (isolated data)').check();
  await page.getByRole('button', { name: new RegExp(personaName) }).click();
}

export async function localStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage).sort());
}

export async function expectOnLoginPage(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible();
}
