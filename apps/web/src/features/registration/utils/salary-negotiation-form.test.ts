import { describe, expect, it } from 'vitest';
import {
  canSubmitSalaryNegotiation,
  emptySalaryNegotiationDraft,
  isSalaryStepComplete,
  salaryStepHeading,
  sanitizeSalaryInput,
  type SalaryNegotiationDraft,
} from './salary-negotiation-form';

const full: SalaryNegotiationDraft = {
  interviewDurationId: 'dur-10',
  interviewerId: 'itv-emma',
  countryName: 'United States',
  interviewScenarioId: 'scn-first-offer',
  interviewJobRoleName: 'Software Engineer',
  interviewExperienceLevelId: 'exp-mid',
  companyName: 'Atlas',
  salaryPaymentPeriod: 'MONTHLY',
  interviewSalaryCurrencyId: 'cur-usd',
  salaryExpectation: '10000',
  termsAccepted: true,
};

describe('salary negotiation wizard rules', () => {
  it('step 1 (index 0) needs duration, interviewer and country', () => {
    expect(isSalaryStepComplete(0, emptySalaryNegotiationDraft)).toBe(false);
    expect(isSalaryStepComplete(0, { ...full, countryName: '' })).toBe(false);
    expect(isSalaryStepComplete(0, full)).toBe(true);
  });
  it('step 2 needs scenario, job role and experience level', () => {
    expect(isSalaryStepComplete(1, { ...full, interviewScenarioId: '' })).toBe(false);
    expect(isSalaryStepComplete(1, full)).toBe(true);
  });
  it('step 3 needs company, a positive salary, period and currency', () => {
    expect(isSalaryStepComplete(2, { ...full, salaryExpectation: '' })).toBe(false);
    expect(isSalaryStepComplete(2, { ...full, salaryExpectation: '0' })).toBe(false);
    expect(isSalaryStepComplete(2, { ...full, salaryExpectation: 'abc' })).toBe(false);
    expect(isSalaryStepComplete(2, { ...full, salaryPaymentPeriod: '' })).toBe(false);
    expect(isSalaryStepComplete(2, { ...full, interviewSalaryCurrencyId: '' })).toBe(false);
    expect(isSalaryStepComplete(2, full)).toBe(true);
  });
  it("holds the contract's limits: salary up to 1,000,000,000, names up to 100 characters", () => {
    expect(isSalaryStepComplete(2, { ...full, salaryExpectation: '1000000000' })).toBe(true);
    expect(isSalaryStepComplete(2, { ...full, salaryExpectation: '1000000000.01' })).toBe(false);
    expect(isSalaryStepComplete(2, { ...full, companyName: 'x'.repeat(100) })).toBe(true);
    expect(isSalaryStepComplete(2, { ...full, companyName: 'x'.repeat(101) })).toBe(false);
    expect(isSalaryStepComplete(1, { ...full, interviewJobRoleName: 'x'.repeat(101) })).toBe(false);
  });
  it('submit needs every field and the terms checkbox', () => {
    expect(isSalaryStepComplete(3, { ...full, termsAccepted: false })).toBe(false);
    expect(canSubmitSalaryNegotiation({ ...full, termsAccepted: false })).toBe(false);
    expect(canSubmitSalaryNegotiation({ ...full, companyName: '' })).toBe(false);
    expect(canSubmitSalaryNegotiation(full)).toBe(true);
  });
  it('shows 1-based step headings', () => {
    expect(salaryStepHeading(0)).toBe('Step 1 of 4: Settings');
    expect(salaryStepHeading(2)).toBe('Step 3 of 4: Offer');
    expect(salaryStepHeading(3)).toBe('Step 4 of 4: Summary');
  });
  it('keeps only digits and one decimal point in the salary', () => {
    expect(sanitizeSalaryInput('10,000')).toBe('10000');
    expect(sanitizeSalaryInput('12.3.4')).toBe('12.34');
    expect(sanitizeSalaryInput('abc')).toBe('');
  });
});
