import { expect, type Page } from '@playwright/test';
import { TEMPLATE_WIZARD_URL } from '../registration/helpers.ts';
import {
  answerByText,
  joinThroughDeviceCheck,
  startInterview,
  waitForUserTurn,
} from '../interview/helpers.ts';
import { scaled } from '../../machine.ts';

/**
 * Collects every CSP violation of the page: `securitypolicyviolation` events (what a report-uri would get)
 * through a binding installed before any page script, and Chromium's console errors about the policy.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__cspViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      void report(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/**
 * The production journey: sign in through the (mock) Google page, the dashboard, register from a template,
 * the device check, one answer typed in the room, leave, and the feedback page with its score.
 */
export async function signInRegisterAnswerAndFinish(page: Page): Promise<string> {
  // A returning candidate: no first-visit tour over the room.
  await page.addInitScript(() => {
    if (window.localStorage.getItem('intro') === null) window.localStorage.setItem('intro', 'true');
  });
  await page.goto('/');
  // A click that lands in the login page's swap to the router's copy is no longer lost (decision 0035).
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await page.waitForURL(/\/__mock\/google\/authorize/);
  await page.getByLabel('Use a fresh copy (isolated data)').check();
  await page.getByRole('button', { name: /Alex Morgan/ }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();

  await page.goto(TEMPLATE_WIZARD_URL);
  await expect(page.getByText('Step 4 of 4: Summary')).toBeVisible();
  const roomId = await registerFromSummary(page);
  await holdRoomWithOneAnswer(page, roomId, 'I have five years of experience building web apps.');
  return roomId;
}

/** On the wizard's summary step: accept the terms, register, and return the new room's id. */
export async function registerFromSummary(page: Page): Promise<string> {
  await page.getByRole('checkbox', { name: 'Accept terms and conditions' }).click();
  await page.getByRole('button', { name: 'Register Interview' }).click();
  await expect(page).toHaveURL(/\/interview\/join\?session=[^&]+$/);
  return new URL(page.url()).searchParams.get('session')!;
}

/**
 * Device check, join, one typed answer, leave, and the feedback page with its score. `check` runs once the
 * interview started and again after the answer (what a spec wants to assert inside the room).
 */
export async function holdRoomWithOneAnswer(
  page: Page,
  roomId: string,
  answer: string,
  check: () => Promise<void> = async () => {},
): Promise<void> {
  await joinThroughDeviceCheck(page, roomId);
  await startInterview(page);
  await check();
  await waitForUserTurn(page);
  await answerByText(page, answer);
  await check();
  await waitForUserTurn(page);
  await page.getByRole('button', { name: 'End interview' }).click();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`/interview/feedback\\?session=${roomId}`), {
    timeout: scaled(20_000),
  });
  await expect(page.getByTestId('overall-score')).toBeVisible({ timeout: scaled(40_000) });
}
