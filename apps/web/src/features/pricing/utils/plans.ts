export const EXPLORER_PLAN_TITLE = 'Explorer Plan';

/**
 * Adds `checkout[custom][candidate_id]` to a plan's redirectPath. Goes through URL/URLSearchParams so an
 * existing query or fragment survives and the id is encoded; anything but http(s) is refused (null) so a
 * bad redirectPath can never become a javascript: or data: navigation.
 */
export function buildCheckoutUrl(
  redirectPath: string | null | undefined,
  candidateId: string | null | undefined,
): string | null {
  if (!redirectPath) return null;
  let url: URL;
  try {
    url = new URL(redirectPath);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (candidateId) url.searchParams.set('checkout[custom][candidate_id]', candidateId);
  return url.toString();
}

export type PlanBadge = 'Most Popular' | 'Save 24.9%' | null;

/** A popular plan says 'Most Popular'; a non-popular plan with a price says 'Save 24.9%' (spec). */
export function planBadge(plan: { popular?: boolean | null; price?: number | string | null }): PlanBadge {
  if (plan.popular) return 'Most Popular';
  const hasPrice = plan.price !== null && plan.price !== undefined && plan.price !== '';
  return hasPrice ? 'Save 24.9%' : null;
}

/** The free Explorer Plan is already claimed by anyone signed in. */
export function isClaimedPlan(plan: { title?: string | null }, loggedIn: boolean): boolean {
  return loggedIn && plan.title === EXPLORER_PLAN_TITLE;
}
