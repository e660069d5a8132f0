import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';

/** Answers the stats call with the mock's own answer, its month change replaced by `change`. */
async function statsWithChange(page: Page, change: number) {
  await page.route('**/api/v1/candidate/interview-stats', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.data.month = { sessions: json.data.month.sessions, percentageChange: change };
    await route.fulfill({ response, json });
  });
}

/** The colour of the percentage change as [r, g, b]. */
async function changeColour(page: Page): Promise<[number, number, number]> {
  const el = page.getByTestId('percentage-change');
  await expect(el).toBeVisible();
  const rgb = await el.evaluate((node) => {
    const probe = document.createElement('span');
    probe.style.color = getComputedStyle(node).color;
    document.body.append(probe);
    // Normalise oklch/lab to rgb through the canvas.
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = getComputedStyle(probe).color;
    ctx.fillRect(0, 0, 1, 1);
    probe.remove();
    return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
  return rgb as [number, number, number];
}

test.describe('dashboard spec lines', () => {
  test('a rise is green with a plus', async ({ page, signIn }) => {
    await signIn('default');
    await statsWithChange(page, 25);
    await page.goto('/app/dashboard');
    await expect(page.getByTestId('percentage-change')).toContainText('+25');
    const [r, g, b] = await changeColour(page);
    expect(g).toBeGreaterThan(r + 40);
    expect(g).toBeGreaterThan(b);
  });

  test('a fall is red', async ({ page, signIn }) => {
    await signIn('default');
    await statsWithChange(page, -40);
    await page.goto('/app/dashboard');
    await expect(page.getByTestId('percentage-change')).toContainText('-40');
    const [r, g, b] = await changeColour(page);
    expect(r).toBeGreaterThan(g + 40);
    expect(r).toBeGreaterThan(b + 40);
  });

  test('no change is neutral, without a sign', async ({ page, signIn }) => {
    await signIn('default');
    await statsWithChange(page, 0);
    await page.goto('/app/dashboard');
    await expect(page.getByTestId('percentage-change')).not.toContainText('+');
    const [r, g, b] = await changeColour(page);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(40);
  });

  for (const status of ['FINISHED', 'ONGOING', 'REGISTERED'] as const) {
    test(`the session summary shows the duration only when FINISHED (${status})`, async ({
      page,
      signIn,
    }) => {
      await signIn('default');
      await page.route('**/candidate/interview-rooms?*', async (route) => {
        const response = await route.fetch();
        const json = await response.json();
        const content = json.data.content as { status: string }[];
        const first = content.find((r) => r.status === status)!;
        json.data.content = [first, ...content.filter((r) => r !== first)];
        await route.fulfill({ response, json });
      });
      await page.goto('/app/dashboard');
      const details = page.getByRole('heading', { name: 'Session Details', exact: true }).locator('..');
      await expect(details.getByRole('term').filter({ hasText: 'Company' })).toBeVisible();
      await expect(details.getByRole('term').filter({ hasText: 'Duration' })).toHaveCount(
        status === 'FINISHED' ? 1 : 0,
      );
    });
  }

  for (const [name, body] of [
    ['data null', { status: 200, message: 'OK', data: null }],
    ['no data', { status: 200, message: 'OK' }],
  ] as const) {
    test(`an empty latest-feedback answer (${name}) is no feedback yet, not an error`, async ({
      page,
      signIn,
    }) => {
      await signIn('default');
      await page.route('**/api/v1/candidate/interview-feedbacks/latest', (route) =>
        route.fulfill({ json: body }),
      );
      await page.goto('/app/dashboard');
      await expect(page.getByText('No feedback yet.', { exact: false })).toBeVisible();
      await expect(
        page.getByText('Failed to fetch candidate interview feedback. Please try again.'),
      ).toHaveCount(0);
      await expect(page.getByText('Your latest feedback could not be loaded.')).toHaveCount(0);
    });
  }
});
