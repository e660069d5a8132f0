import type { Analytics } from '@mockint/api-contract/socket';
import { formatSalary } from '@/lib/format';

/** The negotiation as the room shows it: offers already formatted, scores 0–100 or null while unknown. */
export interface NegotiationView {
  initialOffer: string;
  currentOffer: string;
  scores: { key: NegotiationScoreKey; label: string; value: number | null }[];
  /** One sentence for screen readers; empty before the first analytics message. */
  announcement: string;
}

export type NegotiationScoreKey = 'negotiationConfidence' | 'assertivenessScore' | 'justificationStrength';

export const NEGOTIATION_SCORES: readonly { key: NegotiationScoreKey; label: string }[] = [
  { key: 'negotiationConfidence', label: 'Confidence' },
  { key: 'assertivenessScore', label: 'Assertiveness' },
  { key: 'justificationStrength', label: 'Justification' },
];

/** What the room knows before any analytics arrive (registration answers). */
export interface NegotiationRoomFacts {
  currencyCode: string | null;
  period: string | null;
}

const clampScore = (n: number | null) => (n === null ? null : Math.max(0, Math.min(100, Math.round(n))));

export function negotiationView(analytics: Analytics | null, room: NegotiationRoomFacts): NegotiationView {
  // The analytics name the currency the interviewer speaks in; the registration's is the fallback.
  const currency = analytics?.salaryCurrency ?? room.currencyCode;
  const initialOffer = formatSalary(analytics?.salaryInitialOffer, currency, room.period);
  // "Current" is the latest offer on the table; before a counter-offer that is still the opening one.
  const currentOffer = formatSalary(
    analytics?.salaryFinalOffer ?? analytics?.salaryInitialOffer,
    currency,
    room.period,
  );
  const scores = NEGOTIATION_SCORES.map(({ key, label }) => ({
    key,
    label,
    value: clampScore(analytics?.[key] ?? null),
  }));
  const known = scores.filter((s) => s.value !== null).map((s) => `${s.label} ${s.value} of 100`);
  const announcement = analytics
    ? [`Current offer ${currentOffer}.`, known.length ? `${known.join(', ')}.` : ''].filter(Boolean).join(' ')
    : '';
  return { initialOffer, currentOffer, scores, announcement };
}
