import { describe, expect, it } from 'vitest';
import { formatCurrency, formatPlanPrice, formatSalaryPreview } from './currency';

describe('formatCurrency', () => {
  it('formats USD', () => {
    expect(formatCurrency(12)).toBe('$12.00');
    expect(formatCurrency(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatCurrency('9.99')).toBe('$9.99');
    expect(formatCurrency(0)).toBe('$0.00');
  });
  it("renders '-' for a missing amount, currency or locale", () => {
    expect(formatCurrency(null)).toBe('-');
    expect(formatCurrency(undefined)).toBe('-');
    expect(formatCurrency('')).toBe('-');
    expect(formatCurrency(10, null)).toBe('-');
    expect(formatCurrency(10, '')).toBe('-');
    expect(formatCurrency(10, 'USD', null)).toBe('-');
    expect(formatCurrency(10, 'USD', '')).toBe('-');
  });
  it("renders '-' for non-numeric amounts and bad codes", () => {
    expect(formatCurrency('abc')).toBe('-');
    expect(formatCurrency('  ')).toBe('-');
    expect(formatCurrency(NaN)).toBe('-');
    expect(formatCurrency(Infinity)).toBe('-');
    expect(formatCurrency(10, 'NOT_A_CODE')).toBe('-');
  });
});

describe('formatPlanPrice', () => {
  it('shows dollars, or Free when absent', () => {
    expect(formatPlanPrice(19)).toBe('$19');
    expect(formatPlanPrice(19.9)).toBe('$19.90');
    expect(formatPlanPrice(undefined)).toBe('Free');
    expect(formatPlanPrice(null)).toBe('Free');
  });
});

describe('formatSalaryPreview', () => {
  it('groups digits and uses the currency when known', () => {
    expect(formatSalaryPreview(10000, 'USD')).toBe('$10,000.00');
    expect(formatSalaryPreview('10000')).toBe('10,000');
    expect(formatSalaryPreview(10000, 'XXX1')).toBe('10,000');
    expect(formatSalaryPreview('x')).toBe('-');
  });
});
