import { describe, expect, it } from 'vitest';
import { parsePricingReturn, pricingReturn } from './return-to';

describe('pricing return', () => {
  it('round-trips a plan id', () => {
    expect(pricingReturn('pro-pack')).toBe('pricing:pro-pack');
    expect(parsePricingReturn(pricingReturn('pro-pack'))).toBe('pro-pack');
  });

  it('plain pricing has no plan', () => {
    expect(pricingReturn(undefined)).toBe('pricing');
    expect(parsePricingReturn('pricing')).toBe('');
  });

  it('refuses anything outside the allow-list', () => {
    for (const bad of [
      undefined,
      '',
      'demo',
      'https://evil.test',
      '//evil.test',
      'pricing:../x',
      'pricing:a b',
    ])
      expect(parsePricingReturn(bad)).toBeNull();
    expect(pricingReturn('../../x')).toBe('pricing');
  });
});
