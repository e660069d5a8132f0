import { expect, type Page } from '@playwright/test';

/** Sets window.__xss if it ever runs as code (handler, script or javascript: URL). */
export const MARKUP = '<img src=x onerror="window.__xss=1">';
export const JS_URL = 'javascript:window.__xss=1';

/** The bodies of an HTML document's inline scripts (index.html has one: the first-load preloader, 0545). */
export const inlineScriptsOf = (html: string): string[] =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

/**
 * Nothing injected ran or became an element: no flag, no <img src=x>, no javascript: link, and no inline
 * script but the ones index.html itself is served with.
 */
export async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  const served = inlineScriptsOf(await (await page.request.get('/')).text());
  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  expect(inline.filter((code) => !served.includes(code))).toEqual([]);
}
