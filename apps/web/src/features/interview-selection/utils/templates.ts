import { paths } from '@/config/paths';
/**
 * Company whose templates are internal (QA smoke/load tests) and never shown to candidates (spec: "one
 * company's templates are hidden"; the mock seeds them as 'Internal QA Co'). Decision 0507.
 */
export const HIDDEN_TEMPLATE_COMPANY = 'Internal QA Co';

export const CUSTOM_TEMPLATE_ID = 'custom';

/** Visible templates, ascending by `sort` (missing sort last, stable otherwise). */
export function visibleTemplates<T extends { companyName?: string | null; sort?: number | null }>(
  templates: readonly T[],
  hiddenCompany: string = HIDDEN_TEMPLATE_COMPANY,
): T[] {
  const hidden = hiddenCompany.trim().toLowerCase();
  return templates
    .filter((t) => (t.companyName ?? '').trim().toLowerCase() !== hidden)
    .map((t, i) => ({ t, i }))
    .sort((a, b) => (a.t.sort ?? Infinity) - (b.t.sort ?? Infinity) || a.i - b.i)
    .map(({ t }) => t);
}

export type InterviewTypeChoice = 'JOB_INTERVIEW' | 'SALARY_NEGOTIATION';

/** Types the selection screens announce as coming soon (spec: salary negotiation) and never start. */
export const COMING_SOON_TYPES: ReadonlySet<string> = new Set<InterviewTypeChoice>(['SALARY_NEGOTIATION']);

export const COMING_SOON_NOTICE = 'Salary Negotiation is coming soon.';

/** A template of a coming-soon type is shown, tagged and disabled, rather than leading to a wizard. */
export function isComingSoonTemplate(t: { interviewType?: string | null }): boolean {
  return COMING_SOON_TYPES.has(t.interviewType ?? '');
}

/** Continue on the type screen (spec): what happens for each choice. */
export function typeSelectionOutcome(
  choice: InterviewTypeChoice | null,
): { kind: 'error'; message: string } | { kind: 'coming-soon' } | { kind: 'navigate'; to: string } {
  if (!choice) return { kind: 'error', message: 'Please select an interview type.' };
  if (COMING_SOON_TYPES.has(choice)) return { kind: 'coming-soon' };
  return { kind: 'navigate', to: paths.registerJobInterview };
}

/** Continue on the template screen: custom → type selection, a template → the wizard prefilled from it. */
export function templateSelectionOutcome(
  choice: string | null,
): { kind: 'error'; message: string } | { kind: 'navigate'; to: string } {
  if (!choice) return { kind: 'error', message: 'Please select an interview template.' };
  if (choice === CUSTOM_TEMPLATE_ID) return { kind: 'navigate', to: paths.typeSelection };
  return {
    kind: 'navigate',
    to: `${paths.registerJobInterview}?interviewTemplateId=${encodeURIComponent(choice)}`,
  };
}
