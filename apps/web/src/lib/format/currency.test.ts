import { describe, expect, it } from 'vitest';
import { formatCurrency, formatPlanPrice, formatSalaryPreview } from './currency';

describe('formatCurrency', () => {
  it('formats USD', () => {
    expect(formatCurrency(12, 'USD', 'en-US')).toBe('$12.00');
    expect(formatCurrency(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatCurrency('9.99', 'USD', 'en-US')).toBe('$9.99');
    expect(formatCurrency(0, 'USD', 'en-US')).toBe('$0.00');
    expect(formatCurrency(5, 'usd', 'en-US')).toBe('$5.00');
  });
  it("renders '-' for a missing amount, currency or locale, null and undefined alike", () => {
    expect(formatCurrency(null, 'USD', 'en-US')).toBe('-');
    expect(formatCurrency(undefined, 'USD', 'en-US')).toBe('-');
    expect(formatCurrency('', 'USD', 'en-US')).toBe('-');
    expect(formatCurrency(10, null, 'en-US')).toBe('-');
    expect(formatCurrency(10, undefined, 'en-US')).toBe('-');
    expect(formatCurrency(10, '', 'en-US')).toBe('-');
    expect(formatCurrency(10, 'USD', null)).toBe('-');
    expect(formatCurrency(10, 'USD', undefined)).toBe('-');
    expect(formatCurrency(10, 'USD', '')).toBe('-');
  });
  it("renders '-' for non-numeric amounts and bad codes", () => {
    expect(formatCurrency('abc', 'USD', 'en-US')).toBe('-');
    expect(formatCurrency('12abc', 'USD', 'en-US')).toBe('-');
    expect(formatCurrency('  ', 'USD', 'en-US')).toBe('-');
    expect(formatCurrency(NaN, 'USD', 'en-US')).toBe('-');
    expect(formatCurrency(Infinity, 'USD', 'en-US')).toBe('-');
    expect(formatCurrency(10, 'NOT_A_CODE', 'en-US')).toBe('-');
    expect(formatCurrency(10, 'USD', 'not a locale!')).toBe('-');
  });
  it("renders '-' rather than another currency (amounts are USD)", () => {
    expect(formatCurrency(10, 'EUR', 'en-US')).toBe('-');
    expect(formatCurrency(10, 'IDR', 'id-ID')).toBe('-');
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
