import { describe, expect, it } from 'vitest';
import {
  interviewTypeLabel,
  orderStatusLabel,
  pluralize,
  salaryPeriodLabel,
  sessionStatusLabel,
  sessionStatusTone,
  tierLabel,
  titleCase,
  transactionTypeLabel,
} from './labels';

describe('labels', () => {
  it('title-cases with underscores as spaces', () => {
    expect(titleCase('partial_refund')).toBe('Partial Refund');
    expect(titleCase('FREE_SIGNUP')).toBe('Free Signup');
    expect(titleCase('')).toBe('');
  });
  it('session status with Unknown fallback', () => {
    expect(sessionStatusLabel('REGISTERED')).toBe('REGISTERED');
    expect(sessionStatusLabel('ONGOING')).toBe('ONGOING');
    expect(sessionStatusLabel('FINISHED')).toBe('FINISHED');
    expect(sessionStatusLabel('CANCELLED')).toBe('Unknown');
    expect(sessionStatusLabel(undefined)).toBe('Unknown');
    expect(sessionStatusTone('FINISHED')).toBe('success');
    expect(sessionStatusTone('weird')).toBe('neutral');
  });
  it('interview type', () => {
    expect(interviewTypeLabel('JOB_INTERVIEW')).toBe('Job Interview');
    expect(interviewTypeLabel('SALARY_NEGOTIATION')).toBe('Salary Negotiation');
    expect(interviewTypeLabel('OTHER')).toBe('Unknown');
    expect(interviewTypeLabel(null)).toBe('Unknown');
  });
  it('salary period', () => {
    expect(salaryPeriodLabel('MONTHLY')).toBe('Monthly');
    expect(salaryPeriodLabel('BIWEEKLY')).toBe('Biweekly');
    expect(salaryPeriodLabel('')).toBe('Not Specified');
    expect(salaryPeriodLabel(null)).toBe('Not Specified');
  });
  it('transaction type', () => {
    expect(transactionTypeLabel('purchase')).toBe('Purchase');
    expect(transactionTypeLabel('manual_adjustment')).toBe('Manual Adjustment');
    expect(transactionTypeLabel('signup_bonus')).toBe('Signup Bonus');
    expect(transactionTypeLabel('gift_card')).toBe('Gift Card');
    expect(transactionTypeLabel(undefined)).toBe('-');
  });
  it('order status', () => {
    for (const [raw, label] of [
      ['pending', 'Pending'],
      ['failed', 'Failed'],
      ['paid', 'Paid'],
      ['refunded', 'Refunded'],
      ['partial_refund', 'Partial Refund'],
      ['fraudulent', 'Fraudulent'],
      ['unknown', 'Unknown'],
    ]) {
      expect(orderStatusLabel(raw)).toBe(label);
    }
    expect(orderStatusLabel(null)).toBe('Unknown');
  });
  it('tier', () => {
    expect(tierLabel('FREE_SIGNUP')).toBe('Free Signup');
    expect(tierLabel(undefined)).toBe('Free Signup');
    expect(tierLabel('PREMIUM_MONTHLY')).toBe('Premium Monthly');
    expect(tierLabel('PREMIUM')).toBe('Premium');
    expect(tierLabel('some__odd_TIER')).toBe('Some Odd Tier');
  });
  it('pluralize', () => {
    expect(pluralize(1, 'Interview')).toBe('Interview');
    expect(pluralize(0, 'Interview')).toBe('Interviews');
    expect(pluralize(2, 'Interview')).toBe('Interviews');
  });
});
