import { describe, expect, it } from 'vitest';
import { formatPercentageChange, monthProgressValue, progressBarPercent, trendOf } from './percentage';

describe('monthProgressValue', () => {
  it('is 0 when the change is 0 or unknown', () => {
    expect(monthProgressValue(0)).toBe(0);
    expect(monthProgressValue(null)).toBe(0);
  });
  it('is the larger of 100 and the change otherwise', () => {
    expect(monthProgressValue(40)).toBe(100);
    expect(monthProgressValue(-40)).toBe(100);
    expect(monthProgressValue(250)).toBe(250);
    expect(monthProgressValue(Infinity)).toBe(Infinity);
  });
});

describe('progressBarPercent', () => {
  it('clamps to the 0..100 track', () => {
    expect(progressBarPercent(250)).toBe(100);
    expect(progressBarPercent(Infinity)).toBe(100);
    expect(progressBarPercent(0)).toBe(0);
    expect(progressBarPercent(-5)).toBe(0);
    expect(progressBarPercent(42)).toBe(42);
  });
});

describe('trend and label', () => {
  it('classifies the trend', () => {
    expect(trendOf(3)).toBe('up');
    expect(trendOf(-3)).toBe('down');
    expect(trendOf(0)).toBe('flat');
    expect(trendOf(null)).toBe('none');
    expect(trendOf(Infinity)).toBe('up');
  });
  it('prefixes gains with a plus', () => {
    expect(formatPercentageChange(12.5)).toBe('+12.5%');
    expect(formatPercentageChange(-3)).toBe('-3%');
    expect(formatPercentageChange(0)).toBe('0%');
    expect(formatPercentageChange(Infinity)).toBe('+∞%');
    expect(formatPercentageChange(null)).toBe('-');
  });
});
