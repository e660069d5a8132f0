import type { Page } from '@playwright/test';

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
