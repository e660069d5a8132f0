import { describe, expect, it } from 'vitest';
import type { InterviewStats } from '@mockint/api-contract';
import { monthChange } from './stats';

const stats = (month: InterviewStats['month']): InterviewStats => ({ all: { sessions: 9 }, month });

describe('monthChange', () => {
  it('recomputes from the two monthly counts', () => {
    expect(monthChange(stats({ sessions: 3, previousSessions: 2, percentageChange: 50 }))).toBe(50);
    expect(monthChange(stats({ sessions: 1, previousSessions: 4, percentageChange: -75 }))).toBe(-75);
  });
  it('turns the API null for "previous month was 0" into Infinity', () => {
    expect(monthChange(stats({ sessions: 2, previousSessions: 0, percentageChange: null }))).toBe(Infinity);
    expect(monthChange(stats({ sessions: 0, previousSessions: 0, percentageChange: 0 }))).toBe(0);
  });
  it('falls back to the sent value without previous counts, and null without stats', () => {
    expect(monthChange(stats({ sessions: 2, percentageChange: 12.5 }))).toBe(12.5);
    expect(monthChange(stats({ sessions: 2, percentageChange: null }))).toBeNull();
    expect(monthChange(undefined)).toBeNull();
  });
});
