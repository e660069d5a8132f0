import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Candidate } from '@mockint/api-contract';
import { notify } from '@/lib/toast';

export const NO_CREDITS_MESSAGE = 'You have no credits left. Upgrade your plan to start a new interview';

type CreditHolder = Pick<Candidate, 'candidateCredits'> | null | undefined;

/** Starting an interview needs credits > 0; no credit record counts as none (spec). */
export function hasCredits(candidate: CreditHolder): boolean {
  const credits = candidate?.candidateCredits?.credits;
  return typeof credits === 'number' && credits > 0;
}

export interface CreditGateOptions {
  /** The signed-in candidate as last known (possibly the local-storage copy). */
  candidate: CreditHolder;
  /**
   * True once `candidate` comes from the server and no refresh is in flight. The gate never decides on a
   * stale copy: a user who just bought credits would be bounced to pricing by the cached 0 (decision 0522).
   */
  fresh: boolean;
  /** Where to send a candidate without credits: /app/pricing from dashboard/templates, /app/subscriptions from wizards. */
  pricingPath: string;
  /** Run the check as soon as the fresh profile is known (screen entry), not only on demand. */
  checkOnMount?: boolean;
}

/**
 * Credit gate shared by the dashboard, the session list, template selection and the wizards.
 * `startIfCredits(proceed)` runs `proceed` when the fresh profile has credits, otherwise shows the no-credits
 * toast and redirects; asked before the profile is fresh, it waits for it (`checking` is true meanwhile, for a
 * busy button). The toast has a fixed id so a double check (StrictMode, click + mount) shows it once.
 */
export function useCreditGate({ candidate, fresh, pricingPath, checkOnMount = false }: CreditGateOptions) {
  const navigate = useNavigate();
  const checked = useRef(false);
  // A wrapper object: a bare function given to useState would be called as an updater.
  const [pending, setPending] = useState<{ proceed: () => void } | null>(null);

  const decide = useCallback(
    (proceed?: () => void): void => {
      if (hasCredits(candidate)) {
        proceed?.();
        return;
      }
      notify.error(NO_CREDITS_MESSAGE, { id: 'no-credits' });
      navigate(pricingPath, { replace: false });
    },
    [candidate, navigate, pricingPath],
  );

  const startIfCredits = useCallback(
    (proceed: () => void): void => {
      if (fresh) decide(proceed);
      else setPending({ proceed });
    },
    [fresh, decide],
  );

  useEffect(() => {
    if (!fresh || !pending) return;
    setPending(null);
    decide(pending.proceed);
  }, [fresh, pending, decide]);

  useEffect(() => {
    if (!checkOnMount || checked.current || !fresh) return;
    checked.current = true;
    decide();
  }, [checkOnMount, fresh, decide]);

  return { startIfCredits, checking: pending !== null };
}
