import { describe, expect, it } from 'vitest';
import type { InterviewSetup, InterviewTemplate } from '@mockint/api-contract';
import {
  autoPopulateJobInterview,
  autoPopulateSalaryNegotiation,
  countryForInterviewerId,
  draftFromTemplate,
  gatedSetup,
  withoutGatedChoices,
} from './setup-options';

const setup: InterviewSetup = {
  interviewers: [
    { id: 'itv-yuki', label: 'Yuki - Japanese', premium: false },
    { id: 'itv-james', label: 'James - English', premium: true },
    { id: 'itv-emma', label: 'Emma - English', premium: false },
  ],
  durations: [
    { id: 'dur-30', label: '30 Minutes', premium: true },
    { id: 'dur-10', label: '10 Minutes', premium: false },
  ],
  countries: [{ label: 'United States' }, { label: 'Indonesia' }],
  scenarios: [{ id: 'scn-1', label: 'First offer', premium: false }],
  jobRoles: [{ id: 'role-1', label: 'Software Engineer' }],
  experienceLevels: [
    { id: 'exp-senior', label: 'Senior', premium: true },
    { id: 'exp-entry', label: 'Entry', premium: false },
  ],
  companies: [{ label: 'Nimbus Cloud' }],
  salaryCurrencies: [
    { id: 'cur-eur', label: 'Euro', code: 'EUR', premium: true },
    { id: 'cur-usd', label: 'US Dollar', code: 'USD', premium: false },
  ],
};

describe('gatedSetup', () => {
  it('tags premium and coming-soon options for FREE_SIGNUP', () => {
    const g = gatedSetup(setup, 'FREE_SIGNUP');
    expect(g.interviewers.map((o) => o.tag)).toEqual(['Coming soon', 'Premium', null]);
    expect(g.durations.map((o) => o.tag)).toEqual(['Premium', null]);
    expect(g.salaryCurrencies[1]).toEqual({ id: 'cur-usd', label: 'US Dollar (USD)', tag: null });
  });
  it('unlocks premium options for paying tiers', () => {
    const g = gatedSetup(setup, 'PREMIUM');
    expect(g.interviewers.map((o) => o.tag)).toEqual(['Coming soon', null, null]);
    expect(g.durations.every((o) => o.tag === null)).toBe(true);
  });
  it('maps interviewer ids to countries', () => {
    const g = gatedSetup(setup, 'PREMIUM');
    expect(countryForInterviewerId(g, 'itv-emma')).toBe('United States');
    expect(countryForInterviewerId(g, 'itv-yuki')).toBe('Japan');
    expect(countryForInterviewerId(g, 'nope')).toBe('');
  });
});

describe('auto populate', () => {
  it('picks the first selectable options for the job interview', () => {
    const draft = autoPopulateJobInterview(gatedSetup(setup, 'FREE_SIGNUP'));
    expect(draft).toMatchObject({
      interviewerId: 'itv-emma',
      countryName: 'United States',
      interviewDurationId: 'dur-10',
      companyName: 'Nimbus Cloud',
      interviewExperienceLevelId: 'exp-entry',
      interviewJobRoleName: 'Software Engineer',
      termsAccepted: false,
    });
    expect(draft.jobDescription.length).toBeGreaterThan(0);
  });
  it('uses salary 10000 and MONTHLY for salary negotiation', () => {
    const draft = autoPopulateSalaryNegotiation(gatedSetup(setup, 'FREE_SIGNUP'));
    expect(draft).toMatchObject({
      salaryExpectation: '10000',
      salaryPaymentPeriod: 'MONTHLY',
      interviewSalaryCurrencyId: 'cur-usd',
      interviewScenarioId: 'scn-1',
    });
  });
});

describe('draftFromTemplate', () => {
  it('copies the template fields and leaves terms unchecked', () => {
    const t: InterviewTemplate = {
      id: 'tpl-1',
      interviewType: 'JOB_INTERVIEW',
      companyName: 'Nimbus Cloud',
      companyLogoUrl: null,
      countryName: 'Germany',
      interviewerId: 'itv-emma',
      interviewDurationId: 'dur-10',
      interviewExperienceLevelId: 'exp-entry',
      interviewJobRoleId: 'role-1',
      interviewJobRoleName: 'Software Engineer',
      jobDescription: 'JD',
      sort: 1,
    };
    expect(draftFromTemplate(t)).toEqual({
      interviewerId: 'itv-emma',
      countryName: 'Germany',
      interviewDurationId: 'dur-10',
      companyName: 'Nimbus Cloud',
      jobDescription: 'JD',
      interviewExperienceLevelId: 'exp-entry',
      interviewJobRoleName: 'Software Engineer',
      termsAccepted: false,
    });
  });
});

describe('withoutGatedChoices', () => {
  const draft = {
    interviewerId: 'itv-james',
    countryName: 'United States',
    interviewDurationId: 'dur-30',
    companyName: 'Nimbus Cloud',
    jobDescription: 'JD',
    interviewExperienceLevelId: 'exp-senior',
    interviewJobRoleName: 'Software Engineer',
    termsAccepted: false,
  };
  it('clears premium template choices for free candidates', () => {
    expect(withoutGatedChoices(draft, gatedSetup(setup, 'FREE_SIGNUP'))).toMatchObject({
      interviewerId: '',
      interviewDurationId: '',
      interviewExperienceLevelId: '',
      companyName: 'Nimbus Cloud',
    });
  });
  it('keeps them for paying tiers', () => {
    expect(withoutGatedChoices(draft, gatedSetup(setup, 'PREMIUM'))).toEqual(draft);
  });
});
