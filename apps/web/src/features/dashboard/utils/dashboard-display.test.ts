import { describe, expect, it } from 'vitest';
import { creditsText, hasMoreSessions } from './dashboard-display';

describe('dashboard session helpers', () => {
  it('shows Load More only above five sessions', () => {
    expect(hasMoreSessions(5)).toBe(false);
    expect(hasMoreSessions(6)).toBe(true);
    expect(hasMoreSessions(undefined)).toBe(false);
  });
  it("shows 'No' at zero credits", () => {
    expect(creditsText(0)).toBe('No');
    expect(creditsText(undefined)).toBe('No');
    expect(creditsText(-1)).toBe('No');
    expect(creditsText(3)).toBe('3');
  });
});
