import { describe, expect, it } from 'vitest';
import {
  formatPercentageChange,
  monthProgressValue,
  percentageChange,
  progressBarPercent,
  trendOf,
} from './percentage';

describe('percentageChange', () => {
  it('computes (new - old) / |old| * 100 rounded to 2 decimals', () => {
    expect(percentageChange(15, 10)).toBe(50);
    expect(percentageChange(5, 10)).toBe(-50);
    expect(percentageChange(2, 3)).toBe(-33.33);
    expect(percentageChange(1, 3)).toBe(-66.67);
    expect(percentageChange(4, 3)).toBe(33.33);
  });
  it('divides by the absolute old value', () => {
    expect(percentageChange(0, -10)).toBe(100);
    expect(percentageChange(-20, -10)).toBe(-100);
  });
  it('old of 0 gives Infinity when new is above 0, else 0', () => {
    expect(percentageChange(3, 0)).toBe(Infinity);
    expect(percentageChange(0, 0)).toBe(0);
    expect(percentageChange(-2, 0)).toBe(0);
  });
  it('non-numeric input gives null', () => {
    expect(percentageChange('a', 1)).toBeNull();
    expect(percentageChange(1, undefined)).toBeNull();
    expect(percentageChange(null, 1)).toBeNull();
    expect(percentageChange(NaN, 1)).toBeNull();
    expect(percentageChange({}, 1)).toBeNull();
  });
  it('accepts numeric strings', () => {
    expect(percentageChange('20', '10')).toBe(100);
  });
});

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
