/**
 * Where sign-in brings a visitor back to, carried in the spec's `redirect` value (sign-in start stores it, the
 * callback reads it). Only values of this allow-list are honoured (decision 0534): 'demo' (spec), and
 * 'pricing' or 'pricing:<plan id>' for a visitor who picked a paid plan. Never a URL, so never an open redirect.
 */
const PRICING = 'pricing';
const PLAN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The redirect value for "back to pricing with this plan chosen". */
export function pricingReturn(planId: string | undefined): string {
  return planId && PLAN_ID.test(planId) ? `${PRICING}:${planId}` : PRICING;
}

/** The plan of a pricing return ('' when none was chosen), or null when `redirect` is no pricing return. */
export function parsePricingReturn(redirect: string | undefined): string | null {
  if (redirect === PRICING) return '';
  if (!redirect?.startsWith(`${PRICING}:`)) return null;
  const planId = redirect.slice(PRICING.length + 1);
  return PLAN_ID.test(planId) ? planId : null;
}
