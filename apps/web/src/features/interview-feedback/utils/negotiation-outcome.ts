import type { InterviewRoom } from '@mockint/api-contract';
import { formatSalary } from '@/lib/format';

export interface NegotiationOutcome {
  expectation: string;
  finalOffer: string;
  /** How the final offer compares with the expectation; null when either figure is unknown. */
  comparison: string | null;
}

type RoomFigures = Pick<
  InterviewRoom,
  | 'interviewType'
  | 'salaryExpectation'
  | 'salaryFinalOffer'
  | 'salaryPaymentPeriod'
  | 'interviewSalaryCurrency'
>;

/** The final figures of a salary negotiation for its report; null for job interviews. */
export function negotiationOutcome(room: RoomFigures): NegotiationOutcome | null {
  if (room.interviewType !== 'SALARY_NEGOTIATION') return null;
  const currency = room.interviewSalaryCurrency?.code ?? null;
  const { salaryExpectation: expected, salaryFinalOffer: offered } = room;
  let comparison: string | null = null;
  if (expected !== null && offered !== null && expected > 0) {
    const percent = Math.round(((offered - expected) / expected) * 100);
    comparison =
      percent === 0
        ? 'The final offer matches your expectation.'
        : `The final offer is ${Math.abs(percent)}% ${percent < 0 ? 'below' : 'above'} your expectation.`;
  }
  return {
    expectation: formatSalary(expected, currency, room.salaryPaymentPeriod),
    finalOffer: formatSalary(offered, currency, room.salaryPaymentPeriod),
    comparison,
  };
}
