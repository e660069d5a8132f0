import { describe, expect, it } from 'vitest';
import { monthOverMonthChange } from '../src/index.ts';

describe('monthOverMonthChange', () => {
  it.each([
    [4, 5, 25],
    [3, 5, 66.67],
    [5, 4, -20],
    [2, 0, -100],
    [10, 15, 50],
    [10, 5, -50],
    [3, 2, -33.33],
    [3, 1, -66.67],
    [3, 4, 33.33],
    [-10, 0, 100],
    [-10, -20, -100],
  ])('%d last month → %d this month is %s %', (previous, current, expected) =>
    expect(monthOverMonthChange({ previous, current })).toBe(expected),
  );

  it('is 0 with no sessions in either month, and not finite (null on the wire) from none to some', () => {
    expect(monthOverMonthChange({ previous: 0, current: 0 })).toBe(0);
    expect(monthOverMonthChange({ previous: 0, current: -2 })).toBe(0);
    expect(monthOverMonthChange({ previous: 0, current: 3 })).toBeNull();
  });
});
