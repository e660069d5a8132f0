import { DEFAULT_CANDIDATE_TIER } from '@mockint/api-contract';
import {
  SALARY_PAYMENT_PERIODS,
  isRoomStatus,
  type RoomStatus,
  type TransactionType,
} from '@mockint/api-contract';

/** 'partial_refund' → 'Partial Refund', 'FREE_SIGNUP' → 'Free Signup'. */
export function titleCase(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

export type SessionStatusLabel = RoomStatus | 'Unknown';

/** Known session statuses show as-is; anything else shows an 'Unknown' badge (the spec's states and its error catalogue). */
export function sessionStatusLabel(status: string | null | undefined): SessionStatusLabel {
  return isRoomStatus(status) ? status : 'Unknown';
}

/** Badge tone per status, kept beside the label so every table colours statuses alike. */
export function sessionStatusTone(
  status: string | null | undefined,
): 'info' | 'warning' | 'success' | 'neutral' {
  switch (sessionStatusLabel(status)) {
    case 'REGISTERED':
      return 'info';
    case 'ONGOING':
      return 'warning';
    case 'FINISHED':
      return 'success';
    default:
      return 'neutral';
  }
}

export function interviewTypeLabel(type: string | null | undefined): string {
  if (type === 'JOB_INTERVIEW') return 'Job Interview';
  if (type === 'SALARY_NEGOTIATION') return 'Salary Negotiation';
  return 'Unknown';
}

// Re-exported for the wizard's select and zod enum: the contract's runtime list is the one source.
export { SALARY_PAYMENT_PERIODS };

/** MONTHLY → 'Monthly'; empty → 'Not Specified' (the spec's states and transitions). */
export function salaryPeriodLabel(period: string | null | undefined): string {
  if (!period || !period.trim()) return 'Not Specified';
  return titleCase(period);
}

const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  purchase: 'Purchase',
  manual_adjustment: 'Manual Adjustment',
  signup_bonus: 'Signup Bonus',
};

/** Known types have fixed labels; an unforeseen type is title-cased rather than hidden. */
export function transactionTypeLabel(type: string | null | undefined): string {
  if (!type) return '-';
  return (TRANSACTION_TYPE_LABELS as Record<string, string>)[type.toLowerCase()] ?? titleCase(type);
}

/** pending, failed, paid, refunded, partial_refund, fraudulent, unknown → title case (the spec's states and transitions). */
export function orderStatusLabel(status: string | null | undefined): string {
  if (!status) return 'Unknown';
  return titleCase(status);
}

/** Plan tier badge: title case with underscores as spaces; absent tier is FREE_SIGNUP (the spec's entities). */
export function tierLabel(tier: string | null | undefined): string {
  return titleCase(tier || DEFAULT_CANDIDATE_TIER);
}

/** 'Interview' / 'Interviews' for the Total Interview card. */
export function pluralize(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}

/**
 * The credit count as every screen says it (top bar and Balance card): 'No' when zero or missing (the spec's
 * Balance card), the number otherwise; followed by pluralize(credits, 'Credit'): 'No Credits', '1 Credit'.
 */
export function creditsText(credits: number | null | undefined): string {
  return !credits || credits <= 0 ? 'No' : String(credits);
}
