import { paths, withQuery } from '@/config/paths';
import { parsePricingReturn } from '@/lib/auth/return-to';

/** A query value as the spec reads it: empty and the string 'undefined' count as absent. */
export function queryValue(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim();
  return value && value !== 'undefined' && value !== 'null' ? value : undefined;
}

export interface EntryQuery {
  interviewTemplateId?: string | undefined;
  theme?: string | undefined;
}

/**
 * Where a user who is already logged in goes instead of signing in again (the spec's sign-in start screen and its route guard):
 * the job-interview wizard for a template, else the dashboard (keeping theme; decision 0411).
 */
export function alreadyLoggedInRedirect({ interviewTemplateId, theme }: EntryQuery): string {
  if (interviewTemplateId) return withQuery(paths.registerJobInterview, { interviewTemplateId, theme });
  return withQuery(paths.dashboard, { theme });
}

export interface StoredSignIn {
  redirect?: string | undefined;
  interviewTemplateId?: string | undefined;
}

/**
 * After a successful code exchange (the spec's auth callback screen): demo → type selection, template → wizard, else dashboard.
 * A visitor who picked a paid plan goes back to pricing with that plan chosen (allow-listed value, decision 0534).
 */
export function callbackRedirect({ redirect, interviewTemplateId }: StoredSignIn): string {
  if (redirect === 'demo') return withQuery(paths.typeSelection, { ref: 'demo' });
  const plan = parsePricingReturn(redirect);
  if (plan !== null) return withQuery(paths.pricing, { plan });
  if (interviewTemplateId) return withQuery(paths.registerJobInterview, { interviewTemplateId });
  return paths.dashboard;
}
