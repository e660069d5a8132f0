// zod/mini, like the job interview form (decision 0461).
import * as z from 'zod/mini';
import { REGISTRATION_NAME_MAX_LENGTH, SALARY_EXPECTATION_MAX } from '@mockint/api-contract';
import { SALARY_PAYMENT_PERIODS } from '@/lib/format';
import { wizardStepHeading } from './wizard-steps';

const required = z.string().check(z.trim(), z.minLength(1));
/** Free-text names the contract bounds (company, country, job role). */
const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(REGISTRATION_NAME_MAX_LENGTH));

export const salaryNegotiationFormSchema = z.object({
  interviewDurationId: required,
  interviewerId: required,
  countryName: name,
  interviewScenarioId: required,
  interviewJobRoleName: name,
  interviewExperienceLevelId: required,
  companyName: name,
  salaryPaymentPeriod: z.enum(SALARY_PAYMENT_PERIODS),
  interviewSalaryCurrencyId: required,
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
