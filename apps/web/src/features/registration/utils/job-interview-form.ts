import * as z from 'zod/mini';
import { JOB_DESCRIPTION_MAX_LENGTH } from '@mockint/api-contract';
import { nameText, requiredText, requiredTextUpTo } from './form-rules';

export const JOB_DESCRIPTION_MAX = JOB_DESCRIPTION_MAX_LENGTH;

export const jobInterviewFormSchema = z.object({
  interviewerId: requiredText,
  countryName: nameText,
  interviewDurationId: requiredText,
  companyName: nameText,
  jobDescription: requiredTextUpTo(JOB_DESCRIPTION_MAX),
  interviewExperienceLevelId: requiredText,
  interviewJobRoleName: nameText,
  termsAccepted: z.literal(true),
});

export type JobInterviewForm = z.infer<typeof jobInterviewFormSchema>;

/** What the form holds while being edited (terms may still be unchecked). */
export type JobInterviewDraft = Omit<JobInterviewForm, 'termsAccepted'> & { termsAccepted: boolean };

export const JOB_INTERVIEW_STEPS = ['Settings', 'Scenario', 'Resume', 'Summary'] as const;

/** Required fields per step (the spec's validation rules); the summary step only needs the terms checkbox. */
export const JOB_INTERVIEW_STEP_FIELDS: readonly (readonly (keyof JobInterviewForm)[])[] = [
  ['interviewerId', 'countryName', 'interviewDurationId'],
  ['companyName', 'jobDescription'],
  ['interviewExperienceLevelId', 'interviewJobRoleName'],
  ['termsAccepted'],
];

export const emptyJobInterviewDraft: JobInterviewDraft = {
  interviewerId: '',
  countryName: '',
  interviewDurationId: '',
  companyName: '',
  jobDescription: '',
  interviewExperienceLevelId: '',
  interviewJobRoleName: '',
  termsAccepted: false,
};

const stepSchemas = JOB_INTERVIEW_STEP_FIELDS.map((fields) =>
  z.pick(
    jobInterviewFormSchema,
    Object.fromEntries(fields.map((f) => [f, true])) as Record<keyof JobInterviewForm, true>,
  ),
);

/** Next is enabled only when the step's required fields are filled (the spec's states and transitions). */
export function isJobInterviewStepComplete(step: number, draft: Partial<JobInterviewDraft>): boolean {
  const schema = stepSchemas[step];
  return !!schema && schema.safeParse(draft).success;
}

/** Register is enabled only when every field and the terms checkbox are set. */
export function canSubmitJobInterview(draft: Partial<JobInterviewDraft>): boolean {
  return jobInterviewFormSchema.safeParse(draft).success;
}

/** Pasted or typed text beyond the limit is cut, not rejected (the spec's validation rules). */
export function truncateJobDescription(text: string): string {
  return text.length > JOB_DESCRIPTION_MAX ? text.slice(0, JOB_DESCRIPTION_MAX) : text;
}

/** Where a prefilled wizard should open: the first step with a missing field, else the summary. */
export function firstIncompleteStep(draft: Partial<JobInterviewDraft>): number {
  const last = JOB_INTERVIEW_STEPS.length - 1;
  for (let step = 0; step < last; step++) if (!isJobInterviewStepComplete(step, draft)) return step;
  return last;
}

/** The fields of `step` that are not complete yet (what keeps Next or Register from going on). */
export function jobInterviewStepInvalid(step: number, draft: Partial<JobInterviewDraft>): Set<string> {
  const result = stepSchemas[step]?.safeParse(draft);
  if (!result || result.success) return new Set();
  return new Set(result.error.issues.map((issue) => String(issue.path[0])));
}
