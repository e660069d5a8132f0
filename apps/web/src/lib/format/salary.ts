import type { SalaryPaymentPeriod } from '@mockint/api-contract';
import { formatSalaryPreview } from './currency';

const PERIOD_SUFFIX: Record<SalaryPaymentPeriod, string> = {
  HOURLY: 'per hour',
  DAILY: 'per day',
  WEEKLY: 'per week',
  BIWEEKLY: 'every two weeks',
  MONTHLY: 'per month',
  ANNUALLY: 'per year',
};

/**
 * A salary figure in its currency and payment period: '$8,500.00 per month'. Unknown amount → '-' (the
 * negotiation has not reached a figure yet); an unknown period leaves the suffix out rather than guess.
 */
export function formatSalary(
  amount: number | null | undefined,
  currencyCode: string | null | undefined,
  period: string | null | undefined,
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '-';
  const money = formatSalaryPreview(amount, currencyCode);
  const suffix = period ? PERIOD_SUFFIX[period as SalaryPaymentPeriod] : undefined;
  return suffix ? `${money} ${suffix}` : money;
}
