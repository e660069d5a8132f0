import { describe, expect, it } from 'vitest';
import { formatSalary } from './salary';

describe('formatSalary', () => {
  it('shows the amount in its currency with the payment period', () => {
    expect(formatSalary(8500, 'USD', 'MONTHLY')).toBe('$8,500.00 per month');
    expect(formatSalary(95000, 'EUR', 'ANNUALLY')).toBe('€95,000.00 per year');
    expect(formatSalary(40, 'GBP', 'HOURLY')).toBe('£40.00 per hour');
    expect(formatSalary(2000, 'USD', 'BIWEEKLY')).toBe('$2,000.00 every two weeks');
  });

  it('renders a dash while no figure is known', () => {
    expect(formatSalary(null, 'USD', 'MONTHLY')).toBe('-');
    expect(formatSalary(undefined, 'USD', 'MONTHLY')).toBe('-');
    expect(formatSalary(Number.NaN, 'USD', 'MONTHLY')).toBe('-');
  });

  it('leaves out what it does not know instead of guessing', () => {
    expect(formatSalary(8500, null, 'MONTHLY')).toBe('8,500 per month');
    expect(formatSalary(8500, 'USD', null)).toBe('$8,500.00');
    expect(formatSalary(8500, 'USD', 'FORTNIGHTLY')).toBe('$8,500.00');
  });
});
