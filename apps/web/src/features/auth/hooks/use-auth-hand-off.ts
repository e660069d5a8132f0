import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '@/lib/toast';
import type { CallbackOutcome } from '../utils/complete-sign-in';
import type { StartSignInOutcome } from '../utils/start-sign-in';

/**
 * Runs one step of the sign-in hand-off exactly once per mount (StrictMode mounts effects twice, and a provider
 * code must not be exchanged twice), then follows its outcome: leave for the provider, or toast any error and
 * replace the current entry so Back does not re-enter the hand-off.
 */
export function useAuthHandOff(
  run: (params: URLSearchParams) => Promise<StartSignInOutcome | CallbackOutcome>,
) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run(params).then((outcome) => {
      if (outcome.kind === 'provider') {
        window.location.assign(outcome.url);
        return;
      }
      if (outcome.kind === 'error') notify.error(outcome.message);
      void navigate(outcome.to, { replace: true });
    });
  }, [run, params, navigate]);
}
