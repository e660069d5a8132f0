import type { Analytics } from '@mockint/api-contract/socket';
import { describe, expect, it } from 'vitest';
import { negotiationView } from './negotiation';

const room = { currencyCode: 'USD', period: 'MONTHLY' };
const analytics: Analytics = {
  salaryCurrency: 'USD',
  salaryInitialOffer: 8500,
  salaryFinalOffer: 9000,
  negotiationConfidence: 72,
  assertivenessScore: 55.4,
  justificationStrength: 64,
};

describe('negotiationView', () => {
  it('shows dashes, empty meters and says nothing before the first analytics message', () => {
    const view = negotiationView(null, room);
    expect(view.initialOffer).toBe('-');
    expect(view.currentOffer).toBe('-');
    expect(view.scores.map((s) => s.value)).toEqual([null, null, null]);
    expect(view.announcement).toBe('');
  });

  it('formats initial and current offer in the currency and period, scores rounded', () => {
    const view = negotiationView(analytics, room);
    expect(view.initialOffer).toBe('$8,500.00 per month');
    expect(view.currentOffer).toBe('$9,000.00 per month');
    expect(view.scores).toEqual([
      { key: 'negotiationConfidence', label: 'Confidence', value: 72 },
      { key: 'assertivenessScore', label: 'Assertiveness', value: 55 },
      { key: 'justificationStrength', label: 'Justification', value: 64 },
    ]);
    expect(view.announcement).toBe(
      'Current offer $9,000.00 per month. Confidence 72 of 100, Assertiveness 55 of 100, Justification 64 of 100.',
    );
  });

  it('keeps the opening offer as the current one until a counter-offer is known', () => {
    const view = negotiationView({ ...analytics, salaryFinalOffer: null }, room);
    expect(view.currentOffer).toBe('$8,500.00 per month');
  });

  it("uses the analytics' currency over the registration's, and leaves unknown scores out of the announcement", () => {
    const view = negotiationView(
      { ...analytics, salaryCurrency: 'EUR', assertivenessScore: null, justificationStrength: null },
      room,
    );
    expect(view.currentOffer).toBe('€9,000.00 per month');
    expect(view.scores[1]!.value).toBeNull();
    expect(view.announcement).toBe('Current offer €9,000.00 per month. Confidence 72 of 100.');
  });
});
