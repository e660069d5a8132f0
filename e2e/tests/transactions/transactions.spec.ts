import { expect, expectAccessible, test } from '../../fixtures.ts';

test.describe('transactions', () => {
  test('formats labels and amounts, and pages by six', async ({ page, signIn }) => {
    await signIn('default');
    const firstPage = page.waitForRequest(
      (r) =>
        r.url().includes('/candidate-transactions?') &&
        r.url().includes('page=0') &&
        r.url().includes('size=6'),
    );
    await page.goto('/app/transactions');
    await firstPage;
    const table = page.getByRole('table');
    for (const header of ['Order Ref #', 'Type', 'Plan', 'Price', 'Credits', 'Order Status', 'Date']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(6);
    await expect(table).toContainText('Partial Refund');
    await expect(table).toContainText('Manual Adjustment');
    await expect(table).toContainText('$29.99');
    // The manual adjustment has neither plan nor amount: both render '-'.
    const manual = rows.filter({ hasText: 'Manual Adjustment' });
    await expect(manual.locator('td').nth(2)).toHaveText('-');
    await expect(manual.locator('td').nth(3)).toHaveText('-');
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expectAccessible(page);

    const second = page.waitForRequest(
      (r) => r.url().includes('/candidate-transactions?') && r.url().includes('page=1'),
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await second;
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(table).toContainText('Signup Bonus');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
  });

  test('Refresh refetches the current page', async ({ page, signIn }) => {
    await signIn('default');
    await page.goto('/app/transactions');
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(6);
    const again = page.waitForRequest((r) => r.url().includes('/candidate-transactions?'));
    await page.getByRole('button', { name: 'Refresh transactions' }).click();
    await again;
  });

  test('premium history pages through every transaction', async ({ page, signIn }) => {
    await signIn('premium');
    await page.goto('/app/transactions');
    await expect(page.getByText('Page 1 of 4')).toBeVisible();
  });

  test('failure shows the exact toast', async ({ page, signIn, mock }) => {
    await signIn('default');
    await mock.fault('GET /candidate-transactions', { status: 500, message: 'boom', times: 3 });
    await page.goto('/app/transactions');
    await expect(page.getByText('Failed to fetch transactions. Please try again.')).toBeVisible();
  });
});

test("no transactions shows 'No transactions data available'", async ({ page, signIn }) => {
  await signIn('default');
  await page.route('**/api/v1/candidate-transactions?*', (route) =>
    route.fulfill({
      json: { status: 200, message: 'OK', data: { content: [], totalPages: 0, totalElements: 0 } },
    }),
  );
  await page.goto('/app/transactions');
  await expect(page.getByText('No transactions data available')).toBeVisible();
  await expect(page.getByText('Failed to fetch transactions. Please try again.')).toHaveCount(0);
});
