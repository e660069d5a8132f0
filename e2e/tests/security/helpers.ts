import { expect, type Page } from '@playwright/test';

/** Sets window.__xss if it ever runs as code (handler, script or javascript: URL). */
export const MARKUP = '<img src=x onerror="window.__xss=1">';
export const JS_URL = 'javascript:window.__xss=1';

/** Nothing injected ran or became an element: no flag, no <img src=x>, no javascript: link, no inline script. */
export async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(page.locator('script:not([src])')).toHaveCount(0);
}
