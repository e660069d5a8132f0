import type { Locator, Page } from '@playwright/test';
import { expect, toast, type MockControl } from '../../fixtures.ts';

/** Picks an option of a Radix select by its label. */
export async function choose(page: Page, field: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** A tiny but real PDF file for the resume input. */
export function pdf(name = 'resume.pdf', size?: number) {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const buffer =
    size && size > head.length ? Buffer.concat([head, Buffer.alloc(size - head.length, 32)]) : head;
  return { name, mimeType: 'application/pdf', buffer };
}

export const JOB_DESCRIPTION =
  'About the role\nWe are hiring a frontend engineer to build our React console.\n\nRequirements\n- 3+ years with React and TypeScript\n- Testing experience';

/** Template that fills every field, so the job-interview wizard opens on its summary step. */
export const TEMPLATE_WIZARD_URL =
  '/interview/register-job-interview?interviewTemplateId=tpl-nimbus-frontend';

/** Opens a wizard and checks it starts on step 1 with Back and Next disabled. */
export async function openWizardAtFirstStep(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByText('Step 1 of 4: Settings')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
}

/**
 * Opens the job-interview wizard from the template, which lands on the summary step with the template's toast.
 * The toast stays: it stacks above the bottom action bar, so Register Interview is clicked as a user would.
 */
export async function openTemplateSummary(page: Page): Promise<void> {
  await page.goto(TEMPLATE_WIZARD_URL);
  await expect(page.getByText('Step 4 of 4: Summary')).toBeVisible();
  await expect(toast(page, 'Auto-populated form was successfully loaded from the template.')).toBeVisible();
}

/** After Register: checks the join redirect and returns the room as the server stored it. */
export async function registeredRoom(
  page: Page,
  mock: MockControl,
  accessToken: string,
): Promise<Record<string, unknown>> {
  await expect(page).toHaveURL(/\/interview\/join\?session=[^&]+$/);
  const session = new URL(page.url()).searchParams.get('session')!;
  const { body } = await mock.api<{ data: Record<string, unknown> }>(
    'GET',
    `/candidate/interview-rooms/${session}`,
    accessToken,
  );
  return body.data;
}

/**
 * Presses an aria-disabled control, as a candidate can. Playwright clicks one only with `force`, which also
 * skips its checks that nothing covers the control (a toast arriving, the step still laying out): those are
 * waited for here first (the control is what is under the middle of its box), then it is pressed.
 */
export async function pressAriaDisabled(control: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const box = await control.boundingBox();
      if (!box) return false;
      const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      return control.evaluate((el, { x, y }) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && el.contains(hit);
      }, middle);
    })
    .toBe(true);
  await control.click({ force: true });
}
