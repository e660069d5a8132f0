import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Candidate } from '@mockint/api-contract';

export const NO_CREDITS_MESSAGE = 'You have no credits left. Upgrade your plan to start a new interview';

type CreditHolder = Pick<Candidate, 'candidateCredits'> | null | undefined;

/** Starting an interview needs credits > 0; no credit record counts as none (spec §5). */
export function hasCredits(candidate: CreditHolder): boolean {
  const credits = candidate?.candidateCredits?.credits;
  return typeof credits === 'number' && credits > 0;
}

export interface CreditGateOptions {
  /** The signed-in candidate (undefined while the profile is still loading: the gate then waits). */
  candidate: CreditHolder;
  /** Where to send a candidate without credits: /app/pricing from dashboard/templates, /app/subscriptions from wizards. */
  pricingPath: string;
  /** Run the check as soon as the candidate is known (screen entry), not only on demand. */
  checkOnMount?: boolean;
}

/**
 * Credit gate shared by the dashboard, template selection and the wizards. `ensureCredits()` returns true when
 * the candidate may start an interview; otherwise it shows the no-credits toast and redirects. The toast has a
 * fixed id so a double check (StrictMode, click + mount) shows it once.
 */
export function useCreditGate({ candidate, pricingPath, checkOnMount = false }: CreditGateOptions) {
  const navigate = useNavigate();
  const checked = useRef(false);

  const ensureCredits = useCallback((): boolean => {
    if (hasCredits(candidate)) return true;
    toast.error(NO_CREDITS_MESSAGE, { id: 'no-credits' });
    navigate(pricingPath, { replace: false });
    return false;
  }, [candidate, navigate, pricingPath]);

  useEffect(() => {
    if (!checkOnMount || checked.current || candidate === undefined) return;
    checked.current = true;
    ensureCredits();
  }, [checkOnMount, candidate, ensureCredits]);

  return { ensureCredits, hasCredits: hasCredits(candidate) };
}
