import { expect, expectAccessible, test } from '../../fixtures.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('on a phone the top bar shows credits, plan tier and user menu side by side', async ({
  page,
  signIn,
}) => {
  const session = await signIn('default');
  for (const path of ['/app/dashboard', '/app/interview-sessions', '/app/transactions']) {
    await page.goto(path);
    const bar = page.getByRole('banner');
    const credits = bar.getByTitle('Interview credits');
    const tier = bar.getByTitle('Plan tier');
    const menu = bar.getByRole('button', { name: 'Open user menu' });
    await expect(credits).toBeVisible();
    await expect(tier).toBeVisible();
    await expect(tier).toHaveText(/Free Signup/);
    await expect(menu).toBeVisible();
    // Screen readers still hear the full credit count.
    const count = session.candidate.candidateCredits?.credits ?? 0;
    await expect(credits).toHaveText(`${count} ${count === 1 ? 'Credit' : 'Credits'}`);
    // All three fit inside the viewport, without horizontal scrolling.
    for (const el of [credits, tier, menu]) {
      const box = await el.boundingBox();
      expect(box, 'laid out').not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  }
});
