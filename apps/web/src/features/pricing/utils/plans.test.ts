import { describe, expect, it } from 'vitest';
import { buildCheckoutUrl, isClaimedPlan, planBadge } from './plans';

describe('buildCheckoutUrl', () => {
  it('appends the candidate id as checkout[custom][candidate_id]', () => {
    const url = buildCheckoutUrl('https://pay.test/buy/pro', 'cand-1');
    expect(url).toBe('https://pay.test/buy/pro?checkout%5Bcustom%5D%5Bcandidate_id%5D=cand-1');
    expect(new URL(url!).searchParams.get('checkout[custom][candidate_id]')).toBe('cand-1');
  });
  it('keeps an existing query and fragment and encodes the id', () => {
    const url = new URL(buildCheckoutUrl('https://pay.test/buy?discount=X#top', 'a&b=c')!);
    expect(url.searchParams.get('discount')).toBe('X');
    expect(url.searchParams.get('checkout[custom][candidate_id]')).toBe('a&b=c');
    expect(url.hash).toBe('#top');
  });
  it('refuses missing, relative and non-http(s) URLs', () => {
    expect(buildCheckoutUrl(null, 'x')).toBeNull();
    expect(buildCheckoutUrl('', 'x')).toBeNull();
    expect(buildCheckoutUrl('/relative', 'x')).toBeNull();
    expect(buildCheckoutUrl('javascript:alert(1)', 'x')).toBeNull();
    expect(buildCheckoutUrl('data:text/html,hi', 'x')).toBeNull();
  });
  it('leaves the URL alone for visitors without an id', () => {
    expect(buildCheckoutUrl('https://pay.test/buy', undefined)).toBe('https://pay.test/buy');
  });
});

describe('plan badges and claimed state', () => {
  it('popular beats price', () => {
    expect(planBadge({ popular: true, price: 29.99 })).toBe('Most Popular');
    expect(planBadge({ popular: false, price: 9.99 })).toBe('Save 24.9%');
    expect(planBadge({ popular: false, price: null })).toBeNull();
    expect(planBadge({ popular: false })).toBeNull();
  });
  it('claims the Explorer Plan only for logged-in users', () => {
    expect(isClaimedPlan({ title: 'Explorer Plan' }, true)).toBe(true);
    expect(isClaimedPlan({ title: 'Explorer Plan' }, false)).toBe(false);
    expect(isClaimedPlan({ title: 'Pro Pack' }, true)).toBe(false);
  });
});
