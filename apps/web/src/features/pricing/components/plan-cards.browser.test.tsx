// The pricing cards' answers of one component (moved from e2e/tests/pricing/pricing.spec.ts, decision 0767): a
// plan without a checkout address, and plans that could not be loaded. The visitor's and the candidate's
// journeys through checkout stay in e2e.
import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ApplicationPlan } from '@mockint/api-contract';
import { jsonAnswer, renderInApp, settles } from '../../../../test/component';
import { createQueryClient } from '@/lib/query-client';
import { applicationPlansQueryKey } from '../api/get-application-plans';
import { PlanCards } from './plan-cards';

/** The contract's example plans: the free one has no checkout address. */
const PLANS: ApplicationPlan[] = [
  {
    id: 'plan-explorer',
    title: 'Explorer Plan',
    description: 'Try mock interviews for free. No credit card required.',
    credits: 3,
    popular: false,
    benefits: [{ title: '3 interview credits' }],
    redirectPath: null,
    buttonText: 'Get Started',
  },
  {
    id: 'plan-pro',
    title: 'Pro Pack',
    description: 'Practise until you are ready.',
    price: 29.99,
    currency: 'USD',
    credits: 20,
    popular: true,
    benefits: [{ title: '20 interview credits' }],
    redirectPath: 'https://checkout.example-payments.test/buy/pro-pack-20-credits',
    buttonText: 'Buy Pro Pack',
  },
];

test('a plan without a checkout address shows Coming Soon', async () => {
  // The plans are in the cache before the cards mount, and any fetch answers them: seeded after the render, the
  // mount's own fetch (no server here) could fail first on a slow machine, and its error toast then covered the
  // button (decision 0768).
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    jsonAnswer({ status: 200, message: 'OK', data: PLANS }),
  );
  const client = createQueryClient();
  client.setQueryData(applicationPlansQueryKey, PLANS);
  renderInApp(<PlanCards />, { client, route: '/app/pricing' });
  const explorer = await screen.findByRole('article', { name: 'Explorer Plan' });
  await userEvent.click(within(explorer).getByRole('button', { name: 'Get Started' }));
  expect(await screen.findByText('Coming Soon')).toBeVisible();
});

test('plans failure shows the exact toast', async () => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    jsonAnswer({ status: 500, message: 'boom', data: null }, 500),
  );
  renderInApp(<PlanCards />, { route: '/app/pricing' });
  // A toast: waited for until it has faded in, not read once.
  await settles(() => expect(screen.getByText('Failed to get application plans')).toBeVisible());
});
