import { describe, expect, it } from 'vitest';
import { fieldIssues, issuesAnnouncement } from './field-issues';
import { emptyJobInterviewDraft, jobInterviewStepInvalid } from './job-interview-form';
import { emptySalaryNegotiationDraft, salaryStepInvalid } from './salary-negotiation-form';

describe('field issues', () => {
  it('lists the empty fields of a step in page order, with the id of their control', () => {
    const issues = fieldIssues(
      ['interviewerId', 'countryName', 'interviewDurationId'],
      jobInterviewStepInvalid(0, { ...emptyJobInterviewDraft, countryName: 'Germany' }),
    );
    expect(issues).toEqual([
      { id: 'interviewer', message: 'Choose an interviewer.' },
      { id: 'duration', message: 'Choose how long the interview lasts.' },
    ]);
  });

  it('explains a salary of 0 and one above the limit, and accepts a valid one', () => {
    const fields = ['salaryExpectation'];
    for (const salaryExpectation of ['0', '1000000000000'])
      expect(
        fieldIssues(fields, salaryStepInvalid(2, { ...emptySalaryNegotiationDraft, salaryExpectation }))[0]
          ?.message,
      ).toMatch(/^Enter a salary above 0 and at most /);
    expect(
      fieldIssues(
        fields,
        salaryStepInvalid(2, { ...emptySalaryNegotiationDraft, salaryExpectation: '5000' }),
      ),
    ).toEqual([]);
  });

  it('announces the count', () => {
    expect(issuesAnnouncement(0)).toBe('');
    expect(issuesAnnouncement(1)).toBe('1 field needs your attention.');
    expect(issuesAnnouncement(3)).toBe('3 fields need your attention.');
  });
});
