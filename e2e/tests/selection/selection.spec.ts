import { expect, expectAccessible, test } from '../../fixtures.ts';

test.describe('template selection', () => {
  test('custom card first, templates sorted, internal company hidden', async ({ page, signIn }) => {
    await signIn('default');
    await page.goto('/interview/template-selection');
    const group = page.getByRole('radiogroup', { name: 'Interview template' });
    const cards = group.getByRole('radio');
    await expect(cards).toHaveCount(10); // custom + 9 visible templates
    await expect(cards.first()).toContainText('Custom Interview');
    await expect(cards.nth(1)).toContainText('Frontend Engineer');
    await expect(cards.nth(1)).toContainText('Nimbus Cloud');
    await expect(cards.nth(4)).toContainText('Lumen Bank');
    await expect(group).not.toContainText('Internal QA Co');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please select an interview template.')).toBeVisible();

    await cards.first().click();
    await page.getByRole('button', { name: 'Customize Interview' }).click();
    await expect(page).toHaveURL(/\/interview\/type-selection$/);
  });

  test('announces salary negotiation as coming soon', async ({ page, signIn }) => {
    await signIn('default');
    await page.goto('/interview/template-selection');
    const notice = page.getByRole('complementary', { name: 'Salary Negotiation' });
    await expect(notice).toContainText('Coming soon');
    await expect(notice).toContainText('Salary Negotiation is coming soon.');
    await expectAccessible(page);
  });

  test('a template continues to the prefilled wizard summary', async ({ page, signIn }) => {
    await signIn('default');
    await page.goto('/interview/template-selection');
    await page.getByRole('radio', { name: /Data Analyst/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(
      /\/interview\/register-job-interview\?interviewTemplateId=tpl-lumen-data-analyst$/,
    );
    await expect(page.getByText(/^Auto-populated form was successfully/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(page.getByText('Lumen Bank').first()).toBeVisible();
  });

  test('without credits the template screen redirects to pricing', async ({ page, signIn }) => {
    await signIn('no-credits');
    await page.goto('/interview/template-selection');
    await expect(
      page.getByText('You have no credits left. Upgrade your plan to start a new interview'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/app\/pricing$/);
  });

  test('template list failure shows the exact toast', async ({ page, signIn, mock }) => {
    await signIn('default');
    await mock.fault('GET /interview-templates', { status: 500, message: 'boom' });
    await page.goto('/interview/template-selection');
    await expect(page.getByText('Failed to load interview templates. Please try again.')).toBeVisible();
  });
});

test.describe('type selection', () => {
  test('needs a choice, announces salary negotiation as coming soon, continues to the job wizard', async ({
    page,
    signIn,
  }) => {
    await signIn('default');
    await page.goto('/interview/type-selection?ref=demo');
    await expect(page.getByText(/Welcome!/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please select an interview type.').first()).toBeVisible();

    await page.getByRole('radio', { name: /Salary Negotiation/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Salary Negotiation is coming soon.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/interview\/type-selection/);

    await page.getByRole('radio', { name: /Job Interview/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/interview\/register-job-interview$/);
  });
});
