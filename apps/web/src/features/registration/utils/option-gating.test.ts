import { describe, expect, it } from 'vitest';
import { interviewerTag, premiumTag } from './option-gating';

describe('option gating', () => {
  it('disables premium options for FREE_SIGNUP (also when the tier is absent)', () => {
    expect(premiumTag({ premium: true }, 'FREE_SIGNUP')).toBe('Premium');
    expect(premiumTag({ premium: true }, undefined)).toBe('Premium');
    expect(premiumTag({ premium: false }, 'FREE_SIGNUP')).toBeNull();
    expect(premiumTag({ premium: true }, 'PREMIUM')).toBeNull();
  });
  it('marks non English/Indonesian interviewers as coming soon for every tier', () => {
    expect(interviewerTag({ label: 'Yuki - Japanese', premium: false }, 'PREMIUM')).toBe('Coming soon');
    expect(interviewerTag({ label: 'James - English', premium: true }, 'FREE_SIGNUP')).toBe('Premium');
    expect(interviewerTag({ label: 'James - English', premium: true }, 'PREMIUM')).toBeNull();
    expect(interviewerTag({ label: 'Sari - Indonesian', premium: false }, 'FREE_SIGNUP')).toBeNull();
  });
});
