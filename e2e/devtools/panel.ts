// The docked mock devtools (decision 0310), as the devtools specs open and read it.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { scaled } from '../machine.ts';

export type DevtoolsTab = 'Session' | 'HTTP' | 'Socket' | 'Frames' | 'Recordings';

export const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Mock devtools' });
export const toggleOf = (page: Page) => page.getByRole('button', { name: /^Mock devtools/ });

/** Opens the panel with its keyboard shortcut (unless it is open already) and picks a tab. */
export async function openPanel(page: Page, tab: DevtoolsTab) {
  const panel = panelOf(page);
  if (!(await panel.isVisible())) {
    // The dev server compiles the panel's modules on their first request: slow on a busy machine.
    await expect(toggleOf(page)).toBeVisible({ timeout: scaled(60_000) });
    await page.keyboard.press('Alt+Shift+D');
  }
  await expect(panel).toBeVisible();
  await panel.getByRole('tab', { name: tab }).click();
  await expect(panel.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return panel;
}

/**
 * Every visible link and button of the app (the page's <body>) whose centre the pointer cannot reach: the
 * element at that point is neither the control nor inside it. While a dialog of the app is open, only its own
 * controls count (the page under a modal is meant to be out of reach). Each control is scrolled to the centre of
 * its scroller first, as a pointer user would; each is checked once in document order, once in reverse.
 */
export async function unreachableControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialogs = [...document.body.querySelectorAll('[role="dialog"], [role="alertdialog"]')];
    const scope = dialogs.at(-1) ?? document.body;
    const controls = [
      ...scope.querySelectorAll<HTMLElement>('a[href], button, [role="button"], [role="link"]'),
    ];
    const blocked = new Set<string>();
    // Forward, then backward: a control fixed to the screen (the page actions, the rail) is checked again after
    // the page scrolled to its end, where a layout that scrolled it away would show.
    for (const control of [...controls, ...controls.slice().reverse()]) {
      const style = getComputedStyle(control);
      // Not meant for the pointer: hidden, or disabled (the kit's disabled buttons take no pointer events).
      if (style.visibility !== 'visible' || style.pointerEvents === 'none') continue;
      if (control.matches(':disabled') || control.closest('[aria-hidden="true"], [inert]')) continue;
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const box = control.getBoundingClientRect();
      // Not drawn (display none, visually hidden skip links, collapsed content).
      if (box.width < 2 || box.height < 2) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === control || control.contains(hit))) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
      const by = hit
        ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''} "${(hit.textContent ?? '').trim().slice(0, 30)}"`
        : 'nothing';
      blocked.add(
        `${control.tagName.toLowerCase()} "${name}" at (${Math.round(x)}, ${Math.round(y)}) reaches ${by}`,
      );
    }
    return [...blocked];
  });
}
