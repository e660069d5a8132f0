import type { ConsentPayload, ConsentType } from '@mockint/api-contract';
import { links } from './links';

/**
 * Versions of the terms and privacy policy the candidate agrees to. The spec has two readings (2025-04-12 sent,
 * 2024-04-17 displayed in one dialog); we send and display the same version so what the candidate reads is what
 * gets recorded. Decision 0500.
 */
export const CONSENT_TERMS_VERSION = '2025-04-12';
export const CONSENT_PRIVACY_VERSION = '2025-04-12';

export function consentPayload(type: ConsentType): ConsentPayload {
  return {
    type,
    termsVersion: CONSENT_TERMS_VERSION,
    privacyVersion: CONSENT_PRIVACY_VERSION,
    termsAccepted: true,
    privacyAccepted: true,
    termsUrl: links.termsAndConditions,
    privacyUrl: links.privacyPolicy,
  };
}
