import type { InterviewSetup, InterviewTemplate, SetupOption } from '@mockint/api-contract';
import { countryForInterviewer, matchCountries, matchSubstring } from '@/lib/format';
import { interviewerTag, premiumTag, type OptionTag } from './option-gating';
import type { JobInterviewDraft } from './job-interview-form';
import type { SalaryNegotiationDraft } from './salary-negotiation-form';

export interface GatedOption {
  id: string;
  label: string;
  tag: OptionTag;
}

const gate = (options: readonly SetupOption[], tier: string | undefined): GatedOption[] =>
  options.map((o) => ({ id: o.id, label: o.label, tag: premiumTag(o, tier) }));

/** Setup lists turned into select options with their disabled reason, for the candidate's tier. */
export function gatedSetup(setup: InterviewSetup, tier: string | undefined) {
  return {
    interviewers: setup.interviewers.map((o) => ({ id: o.id, label: o.label, tag: interviewerTag(o, tier) })),
    durations: gate(setup.durations, tier),
    scenarios: gate(setup.scenarios, tier),
    experienceLevels: gate(setup.experienceLevels, tier),
    salaryCurrencies: setup.salaryCurrencies.map((c) => ({
      id: c.id,
      label: `${c.label} (${c.code})`,
      tag: premiumTag(c, tier),
    })),
    countries: setup.countries.map((c) => c.label),
    companies: setup.companies.map((c) => c.label),
    jobRoles: setup.jobRoles.map((r) => r.label),
  };
}

export type GatedSetup = ReturnType<typeof gatedSetup>;

export const suggestCountries = (countries: readonly string[]) => (q: string, limit: number) =>
  matchCountries(countries, q, limit);
export const suggestSubstring = (values: readonly string[]) => (q: string, limit: number) =>
  matchSubstring(values, q, limit);

export const firstAvailable = (options: readonly GatedOption[]): string =>
  options.find((o) => !o.tag)?.id ?? '';

export const labelOf = (options: readonly { id: string; label: string }[], id: string): string =>
  options.find((o) => o.id === id)?.label ?? '';

/** Country that goes with the chosen interviewer ('' clears the field when the language has no mapping). */
export function countryForInterviewerId(setup: GatedSetup, interviewerId: string): string {
  return countryForInterviewer(labelOf(setup.interviewers, interviewerId));
}

export const SAMPLE_JOB_DESCRIPTION =
  'About the role\nBuild and ship user-facing features for a fast-growing product team.\n\nResponsibilities\n- Build accessible, fast UI with React and TypeScript\n- Work with designers and backend engineers\n\nRequirements\n- 3+ years building production web apps\n- Experience with automated testing';

/** Non-production Auto Populate for the job-interview wizard: the first selectable option of every list. */
export function autoPopulateJobInterview(setup: GatedSetup): JobInterviewDraft {
  const interviewerId = firstAvailable(setup.interviewers);
  return {
    interviewerId,
    countryName: countryForInterviewerId(setup, interviewerId) || (setup.countries[0] ?? ''),
    interviewDurationId: firstAvailable(setup.durations),
    companyName: setup.companies[0] ?? '',
    jobDescription: SAMPLE_JOB_DESCRIPTION,
    interviewExperienceLevelId: firstAvailable(setup.experienceLevels),
    interviewJobRoleName: setup.jobRoles[0] ?? '',
    termsAccepted: false,
  };
}

/** Non-production Auto Populate for salary negotiation (spec): first options, salary 10000, MONTHLY. */
export function autoPopulateSalaryNegotiation(setup: GatedSetup): SalaryNegotiationDraft {
  const interviewerId = firstAvailable(setup.interviewers);
  return {
    interviewDurationId: firstAvailable(setup.durations),
    interviewerId,
    countryName: countryForInterviewerId(setup, interviewerId) || (setup.countries[0] ?? ''),
    interviewScenarioId: firstAvailable(setup.scenarios),
    interviewJobRoleName: setup.jobRoles[0] ?? '',
    interviewExperienceLevelId: firstAvailable(setup.experienceLevels),
    companyName: setup.companies[0] ?? '',
    salaryPaymentPeriod: 'MONTHLY',
    interviewSalaryCurrencyId: firstAvailable(setup.salaryCurrencies),
    salaryExpectation: '10000',
    termsAccepted: false,
  };
}

/**
 * Drops template choices the candidate's tier cannot pick (premium or coming-soon options), so the wizard never
 * submits something the server will refuse; the emptied fields send the candidate back to that step.
 */
export function withoutGatedChoices(draft: JobInterviewDraft, setup: GatedSetup): JobInterviewDraft {
  const allowed = (options: readonly GatedOption[], id: string) => options.some((o) => o.id === id && !o.tag);
  return {
    ...draft,
    interviewerId: allowed(setup.interviewers, draft.interviewerId) ? draft.interviewerId : '',
    interviewDurationId: allowed(setup.durations, draft.interviewDurationId) ? draft.interviewDurationId : '',
    interviewExperienceLevelId: allowed(setup.experienceLevels, draft.interviewExperienceLevelId)
      ? draft.interviewExperienceLevelId
      : '',
  };
}

/** Template → wizard values (terms stay unchecked: consent is the candidate's own act). */
export function draftFromTemplate(t: InterviewTemplate): JobInterviewDraft {
  return {
    interviewerId: t.interviewerId,
    countryName: t.countryName,
    interviewDurationId: t.interviewDurationId,
    companyName: t.companyName,
    jobDescription: t.jobDescription,
    interviewExperienceLevelId: t.interviewExperienceLevelId,
    interviewJobRoleName: t.interviewJobRoleName,
    termsAccepted: false,
  };
}
