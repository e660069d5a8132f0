import * as z from 'zod/mini';
import { SALARY_EXPECTATION_MAX } from '@mockint/api-contract';
import { SALARY_PAYMENT_PERIODS } from '@/lib/format';
import { nameText, requiredText } from './form-rules';
import { wizardStepHeading } from './wizard-steps';

export const salaryNegotiationFormSchema = z.object({
  interviewDurationId: requiredText,
  interviewerId: requiredText,
  countryName: nameText,
  interviewScenarioId: requiredText,
  interviewJobRoleName: nameText,
  interviewExperienceLevelId: requiredText,
  companyName: nameText,
  salaryPaymentPeriod: z.enum(SALARY_PAYMENT_PERIODS),
  interviewSalaryCurrencyId: requiredText,
  // Kept as text while typing; must be a positive number to count as filled.
  salaryExpectation: z.string().check(
    z.trim(),
    z.refine(
      (v) => v !== '' && Number.isFinite(Number(v)) && Number(v) > 0 && Number(v) <= SALARY_EXPECTATION_MAX,
    ),
  ),
  termsAccepted: z.literal(true),
});

export type SalaryNegotiationForm = z.infer<typeof salaryNegotiationFormSchema>;
export type SalaryNegotiationDraft = Omit<SalaryNegotiationForm, 'termsAccepted' | 'salaryPaymentPeriod'> & {
  termsAccepted: boolean;
  salaryPaymentPeriod: SalaryNegotiationForm['salaryPaymentPeriod'] | '';
};

export const SALARY_NEGOTIATION_STEPS = ['Settings', 'Scenario', 'Offer', 'Summary'] as const;

export const SALARY_NEGOTIATION_STEP_FIELDS: readonly (readonly (keyof SalaryNegotiationForm)[])[] = [
  ['interviewDurationId', 'interviewerId', 'countryName'],
  ['interviewScenarioId', 'interviewJobRoleName', 'interviewExperienceLevelId'],
  ['companyName', 'salaryExpectation', 'salaryPaymentPeriod', 'interviewSalaryCurrencyId'],
  ['termsAccepted'],
];

export const emptySalaryNegotiationDraft: SalaryNegotiationDraft = {
  interviewDurationId: '',
  interviewerId: '',
  countryName: '',
  interviewScenarioId: '',
  interviewJobRoleName: '',
  interviewExperienceLevelId: '',
  companyName: '',
  salaryPaymentPeriod: '',
  interviewSalaryCurrencyId: '',
  salaryExpectation: '',
  termsAccepted: false,
};

const stepSchemas = SALARY_NEGOTIATION_STEP_FIELDS.map((fields) =>
  z.pick(
    salaryNegotiationFormSchema,
    Object.fromEntries(fields.map((f) => [f, true])) as Record<keyof SalaryNegotiationForm, true>,
  ),
);

export function isSalaryStepComplete(step: number, draft: Partial<SalaryNegotiationDraft>): boolean {
  const schema = stepSchemas[step];
  return !!schema && schema.safeParse(draft).success;
}

export function canSubmitSalaryNegotiation(draft: Partial<SalaryNegotiationDraft>): boolean {
  return salaryNegotiationFormSchema.safeParse(draft).success;
}

export function salaryStepHeading(step: number): string {
  return wizardStepHeading(SALARY_NEGOTIATION_STEPS, step);
}

/** Salary input keeps digits and one decimal point only, so the 'Formatted:' preview never shows NaN. */
export function sanitizeSalaryInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const [int = '', ...rest] = cleaned.split('.');
  return rest.length ? `${int}.${rest.join('').slice(0, 2)}` : int;
}

/** The fields of `step` that are not complete yet (what keeps Next or Register from going on). */
export function salaryStepInvalid(step: number, draft: Partial<SalaryNegotiationDraft>): Set<string> {
  const result = stepSchemas[step]?.safeParse(draft);
  if (!result || result.success) return new Set();
  return new Set(result.error.issues.map((issue) => String(issue.path[0])));
}
