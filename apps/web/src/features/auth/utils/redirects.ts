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

/** Paths a logged-in user is sent away from (login, sign-in start, callback). */
const SIGNED_OUT_ONLY: readonly string[] = [paths.login, paths.signIn, paths.callback];

/**
 * Paths a visitor is sent to /logout from. The spec lists dashboard, interview-sessions (with its report),
 * type-selection, salary-negotiation, join, room and feedback; transactions, template selection and the
 * job-interview wizard need a candidate too, so they are guarded the same way (decision 0410).
 */
export const VISITOR_BLOCKED: readonly string[] = [
  paths.dashboard,
  paths.interviewSessions,
  paths.interviewSessionReport,
  paths.transactions,
  paths.templateSelection,
  paths.typeSelection,
  paths.registerJobInterview,
  paths.registerSalaryNegotiation,
  paths.interviewJoin,
  paths.interviewRoom,
  paths.interviewFeedback,
];

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The route guard as a pure function: the redirect target, or null to let the navigation through.
 * A visitor opening the job-interview wizard from a template link goes to the login page with the template
 * id kept, so signing in lands back on that template instead of losing it.
 */
export function guardRedirect(pathname: string, search: string, loggedIn: boolean): string | null {
  const path = normalizePath(pathname);
  const params = new URLSearchParams(search);
  if (loggedIn) {
    if (!SIGNED_OUT_ONLY.includes(path)) return null;
    return alreadyLoggedInRedirect({
      interviewTemplateId: queryValue(params, 'interviewTemplateId'),
      theme: queryValue(params, 'theme'),
    });
  }
  if (!VISITOR_BLOCKED.includes(path)) return null;
  const interviewTemplateId = queryValue(params, 'interviewTemplateId');
  if (path === paths.registerJobInterview && interviewTemplateId) {
    return withQuery(paths.login, { interviewTemplateId, theme: queryValue(params, 'theme') });
  }
  return paths.logout;
}
