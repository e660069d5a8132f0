import { describe, expect, it } from 'vitest';
import {
  JOB_DESCRIPTION_MAX,
  canSubmitJobInterview,
  emptyJobInterviewDraft,
  isJobInterviewStepComplete,
  firstIncompleteStep,
  truncateJobDescription,
  type JobInterviewDraft,
} from './job-interview-form';

const full: JobInterviewDraft = {
  interviewerId: 'itv-emma',
  countryName: 'United States',
  interviewDurationId: 'dur-15',
  companyName: 'Nimbus Cloud',
  jobDescription: 'Build things',
  interviewExperienceLevelId: 'exp-mid',
  interviewJobRoleName: 'Frontend Engineer',
  termsAccepted: true,
};

describe('job interview wizard rules', () => {
  it('step 0 needs interviewer, country and duration', () => {
    expect(isJobInterviewStepComplete(0, emptyJobInterviewDraft)).toBe(false);
    expect(
      isJobInterviewStepComplete(0, { ...emptyJobInterviewDraft, interviewerId: 'a', countryName: 'b' }),
    ).toBe(false);
    expect(
      isJobInterviewStepComplete(0, {
        ...emptyJobInterviewDraft,
        interviewerId: 'a',
        countryName: 'b',
        interviewDurationId: 'c',
      }),
    ).toBe(true);
  });
  it('step 1 needs company and a job description within the limit; blanks do not count', () => {
    expect(isJobInterviewStepComplete(1, { ...full, companyName: '   ' })).toBe(false);
    expect(isJobInterviewStepComplete(1, { ...full, jobDescription: '' })).toBe(false);
    expect(
      isJobInterviewStepComplete(1, { ...full, jobDescription: 'x'.repeat(JOB_DESCRIPTION_MAX + 1) }),
    ).toBe(false);
    expect(isJobInterviewStepComplete(1, { ...full, jobDescription: 'x'.repeat(JOB_DESCRIPTION_MAX) })).toBe(
      true,
    );
    expect(isJobInterviewStepComplete(1, { ...full, companyName: 'x'.repeat(100) })).toBe(true);
    expect(isJobInterviewStepComplete(1, { ...full, companyName: 'x'.repeat(101) })).toBe(false);
    expect(isJobInterviewStepComplete(0, { ...full, countryName: 'x'.repeat(101) })).toBe(false);
  });
  it('step 2 needs experience level and job role', () => {
    expect(isJobInterviewStepComplete(2, { ...full, interviewJobRoleName: '' })).toBe(false);
    expect(isJobInterviewStepComplete(2, { ...full, interviewExperienceLevelId: '' })).toBe(false);
    expect(isJobInterviewStepComplete(2, full)).toBe(true);
  });
  it('the summary step and submit need the terms checkbox', () => {
    expect(isJobInterviewStepComplete(3, { ...full, termsAccepted: false })).toBe(false);
    expect(isJobInterviewStepComplete(3, full)).toBe(true);
    expect(canSubmitJobInterview({ ...full, termsAccepted: false })).toBe(false);
    expect(canSubmitJobInterview(full)).toBe(true);
    expect(canSubmitJobInterview({ ...full, countryName: '' })).toBe(false);
  });
  it('unknown steps are never complete', () => {
    expect(isJobInterviewStepComplete(4, full)).toBe(false);
    expect(isJobInterviewStepComplete(-1, full)).toBe(false);
  });
  it('truncates the job description to 2500 characters', () => {
    expect(truncateJobDescription('x'.repeat(3000))).toHaveLength(2500);
    expect(truncateJobDescription('short')).toBe('short');
  });
  it('opens a prefilled wizard on the first incomplete step, else on the summary', () => {
    expect(firstIncompleteStep({ ...full, termsAccepted: false })).toBe(3);
    expect(firstIncompleteStep({ ...full, interviewDurationId: '' })).toBe(0);
    expect(firstIncompleteStep({ ...full, interviewExperienceLevelId: '' })).toBe(2);
  });
});
