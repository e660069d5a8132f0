import { describe, expect, it } from 'vitest';
import { negotiationOutcome } from './negotiation-outcome';

const salaryRoom = {
  interviewType: 'SALARY_NEGOTIATION' as const,
  salaryExpectation: 10000,
  salaryFinalOffer: 9200,
  salaryPaymentPeriod: 'MONTHLY' as const,
  interviewSalaryCurrency: { label: 'US Dollar', code: 'USD' },
};

describe('negotiationOutcome', () => {
  it('is absent for a job interview', () => {
    expect(negotiationOutcome({ ...salaryRoom, interviewType: 'JOB_INTERVIEW' })).toBeNull();
  });

  it('gives expectation and final offer in currency and period, and how they compare', () => {
    expect(negotiationOutcome(salaryRoom)).toEqual({
      expectation: '$10,000.00 per month',
      finalOffer: '$9,200.00 per month',
      comparison: 'The final offer is 8% below your expectation.',
    });
    expect(negotiationOutcome({ ...salaryRoom, salaryFinalOffer: 10500 })?.comparison).toBe(
      'The final offer is 5% above your expectation.',
    );
    expect(negotiationOutcome({ ...salaryRoom, salaryFinalOffer: 10000 })?.comparison).toBe(
      'The final offer matches your expectation.',
    );
  });

  it('shows a dash and no comparison when no final offer was reached', () => {
    const outcome = negotiationOutcome({ ...salaryRoom, salaryFinalOffer: null });
    expect(outcome?.finalOffer).toBe('-');
    expect(outcome?.comparison).toBeNull();
  });
});
