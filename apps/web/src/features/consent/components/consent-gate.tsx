import { CONSENT_PRIVACY_VERSION, CONSENT_TERMS_VERSION } from '@/config/consent';
import { onDemand, useLatch } from '@/lib/on-demand';
import { useAcceptConsent } from '../api/accept-consent';
import { useConsentCheck } from '../api/check-consent';

// Most visits have consented already: the dialog's code is downloaded only when it has to show.
const consentDialog = onDemand(() => import('./consent-dialog'));

/** Checks SIGN_UP consent on load and asks for it when missing. */
export function SignUpConsentGate() {
  const check = useConsentCheck('SIGN_UP');
  const accept = useAcceptConsent('SIGN_UP');
  const isOpen = check.data === false;
  // Once shown it stays mounted, so accepting closes it with its animation.
  const mounted = useLatch(isOpen);
  if (!mounted) return null;
  return (
    <consentDialog.Component
      isOpen={isOpen}
      termsVersion={CONSENT_TERMS_VERSION}
      privacyVersion={CONSENT_PRIVACY_VERSION}
      accepting={accept.isPending}
      onAccept={() => accept.mutate()}
    />
  );
}
