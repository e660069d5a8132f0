import { SALARY_EXPECTATION_MAX } from '@mockint/api-contract';

/**
 * Why a wizard field is not complete, in words a candidate can act on (decision 0530): the DOM id of its
 * control (for aria-describedby and focus) and the message shown under it once touched or on an attempt.
 */
export interface FieldIssue {
  id: string;
  message: string;
}

const FIELDS: Record<string, FieldIssue> = {
  interviewerId: { id: 'interviewer', message: 'Choose an interviewer.' },
  countryName: { id: 'country', message: 'Enter the country of the interview.' },
  interviewDurationId: { id: 'duration', message: 'Choose how long the interview lasts.' },
  companyName: { id: 'company', message: 'Enter the company name.' },
  jobDescription: { id: 'job-description', message: 'Paste or type the job description.' },
  interviewExperienceLevelId: { id: 'experience', message: 'Choose an experience level.' },
  interviewJobRoleName: { id: 'job-role', message: 'Enter the job role.' },
  interviewScenarioId: { id: 'scenario', message: 'Choose a scenario.' },
  salaryPaymentPeriod: { id: 'period', message: 'Choose how often the salary is paid.' },
  interviewSalaryCurrencyId: { id: 'currency', message: 'Choose the salary currency.' },
  salaryExpectation: {
    id: 'salary',
    message: `Enter a salary above 0 and at most ${SALARY_EXPECTATION_MAX.toLocaleString('en-US')}.`,
  },
  termsAccepted: { id: 'terms', message: 'Accept the terms and conditions to register.' },
};

/**
 * The issues of the fields `invalid` names (a step schema's failing fields), in the step's field order, so
 * the first issue is the first field a candidate meets on the page.
 */
export function fieldIssues(stepFields: readonly string[], invalid: ReadonlySet<string>): FieldIssue[] {
  return stepFields.filter((f) => invalid.has(f)).flatMap((f) => (FIELDS[f] ? [FIELDS[f]] : []));
}

/** The live announcement after a blocked Next or Register: how many fields need attention. */
export function issuesAnnouncement(count: number): string {
  if (count === 0) return '';
  return count === 1 ? '1 field needs your attention.' : `${count} fields need your attention.`;
}
