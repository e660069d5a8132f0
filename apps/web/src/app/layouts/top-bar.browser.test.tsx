// The shell's top bar on a phone (375 px), in real Chromium with the app's styles: the balance, the plan and the
// avatar took the bar's width and the breadcrumbs shrank to "Home > >", every crumb after Home cut to nothing.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { IconButton } from '@mockint/ui';
import { Menu } from 'lucide-react';
import { candidateFixture, renderInApp, settles } from '../../../test/component';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { useAuthStore } from '@/lib/auth/logged-in';
import { candidateQueryOptions } from '@/lib/candidate';
import { createQueryClient } from '@/lib/query-client';
import { TopBar } from './top-bar';

const candidate = candidateFixture({ candidateCredits: { credits: 3, tier: 'FREE_SIGNUP' } });

beforeEach(() => {
  useAuthStore.setState({ loggedIn: true });
});

afterEach(async () => {
  useAuthStore.setState({ loggedIn: false });
  await page.viewport(1440, 900);
});

function renderBar(route: string) {
  const client = createQueryClient();
  client.setQueryData(candidateQueryOptions.queryKey, candidate);
  renderInApp(
    <TopBar>
      <IconButton aria-label="Open navigation menu" icon={<Menu />} className="md:hidden" />
      <Breadcrumbs />
    </TopBar>,
    { client, route },
  );
}

/** The crumbs a reader sees whole: shown, and not cut by the ellipsis (their text fits their box). */
function wholeCrumbs(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return [...nav.querySelectorAll('a, [aria-current="page"]')]
    .filter((crumb) => {
      const box = crumb.getBoundingClientRect();
      return box.width > 0 && crumb.scrollWidth <= Math.ceil(box.width);
    })
    .map((crumb) => crumb.textContent ?? '');
}

for (const [width, height] of [
  [375, 812],
  [1440, 900],
] as const) {
  test(`at ${width} px every crumb of the report's path is shown whole beside the balance, plan and avatar`, async () => {
    await page.viewport(width, height);
    await settles(() => expect(window.innerWidth).toBe(width));
    renderBar('/app/interview-sessions/report?session=s-1');
    await screen.findByText('Free Signup');
    expect(screen.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    expect(wholeCrumbs()).toEqual(['Home', 'Interview Sessions', 'Report']);
  });
}
