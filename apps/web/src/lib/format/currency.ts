/** The one currency transaction amounts are in (spec: "amount (USD)"). */
const AMOUNT_CURRENCY = 'USD';

/**
 * Money per spec (transactions): formatted in USD; a missing amount, currency or locale (null or
 * undefined alike: nothing is defaulted), or a non-numeric amount renders '-'. A currency other than USD
 * also renders '-' (decision 0520): the amount is defined as USD, so another code means the row cannot be
 * shown truthfully. Numeric strings ('12.50') are accepted because APIs often send decimals as strings.
 */
export function formatCurrency(
  amount: number | string | null | undefined,
  currency: string | null | undefined,
  locale: string | null | undefined,
): string {
  if (amount === null || amount === undefined || amount === '') return '-';
  if (!currency || !locale) return '-';
  if (currency.toUpperCase() !== AMOUNT_CURRENCY) return '-';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (typeof amount === 'string' && amount.trim() === '') return '-';
  if (!Number.isFinite(value)) return '-';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: AMOUNT_CURRENCY }).format(value);
  } catch {
    // Unknown locale tag: better a dash than a crash in a table cell.
    return '-';
  }
}

/** Plan price: '$19' / '$19.99'; absent price means Free (spec). */
export function formatPlanPrice(price: number | string | null | undefined): string {
  if (price === null || price === undefined || price === '') return 'Free';
  const value = Number(price);
  if (!Number.isFinite(value)) return 'Free';
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** Salary preview for the 'Formatted:' line: '10,000' grouped, with the currency code when known. */
export function formatSalaryPreview(
  amount: number | string | null | undefined,
  currencyCode?: string | null,
): string {
  if (amount === null || amount === undefined || amount === '') return '-';
  const value = Number(amount);
  if (!Number.isFinite(value)) return '-';
  if (currencyCode) {
    try {
      return new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(value);
    } catch {
      // fall through to plain grouping for codes Intl does not know
    }
  }
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
}
