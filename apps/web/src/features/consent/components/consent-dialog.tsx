import { AlertDialog, AlertDialogContent, AlertDialogFooter, Button } from '@mockint/ui';
import { ExternalLink } from 'lucide-react';
import { links } from '@/config/links';

export interface SignUpConsentDialogProps {
  isOpen: boolean;
  termsVersion: string;
  privacyVersion: string;
  accepting: boolean;
  onAccept: () => void;
}

/** 'Accept Our Terms & Privacy Policy' (spec). Must be answered: no close button, no outside click. */
export function SignUpConsentDialog({
  isOpen,
  termsVersion,
  privacyVersion,
  accepting,
  onAccept,
}: SignUpConsentDialogProps) {
  return (
    <AlertDialog open={isOpen}>
      <AlertDialogContent
        title="Accept Our Terms & Privacy Policy"
        description="Please review and accept our latest Terms & Conditions and Privacy Policy to continue using the app."
      >
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
            <a
              href={links.termsAndConditions}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-medium text-link underline-offset-4 hover:underline"
            >
              Terms & Conditions
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <span className="text-xs text-muted-foreground">Version {termsVersion}</span>
          </li>
          <li className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
            <a
              href={links.privacyPolicy}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-medium text-link underline-offset-4 hover:underline"
            >
              Privacy Policy
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <span className="text-xs text-muted-foreground">Version {privacyVersion}</span>
          </li>
        </ul>
        <AlertDialogFooter>
          <Button onClick={onAccept} loading={accepting}>
            Accept & Continue
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

// Loaded on demand by SignUpConsentGate, only for candidates who still have to answer it (decision 0440).
export default SignUpConsentDialog;
