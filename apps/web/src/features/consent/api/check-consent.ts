import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsentType } from '@mockint/api-contract';
import { api } from '@/lib/api-client';
import { CONSENT_PRIVACY_VERSION, CONSENT_TERMS_VERSION } from '@/config/consent';

export const consentCheckQueryKey = (type: ConsentType) => ['candidate-consents', 'check', type] as const;

/** POST /candidate-consents/check — true means consent for these versions was already given. */
export const getConsentCheckQueryOptions = (type: ConsentType = 'SIGN_UP') =>
  queryOptions({
    queryKey: consentCheckQueryKey(type),
    queryFn: async ({ signal }) => {
      const { data, error } = await api.POST('/candidate-consents/check', {
        body: { type, termsVersion: CONSENT_TERMS_VERSION, privacyVersion: CONSENT_PRIVACY_VERSION },
        signal,
      });
      if (error || typeof data?.data !== 'boolean')
        throw new Error(error?.message ?? 'Consent state missing');
      return data.data;
    },
    staleTime: Infinity,
    meta: { errorMessage: 'Failed to check candidate consent. Please try again.', silent: true },
  });

export function useConsentCheck(type: ConsentType = 'SIGN_UP', enabled = true) {
  return useQuery({ ...getConsentCheckQueryOptions(type), enabled });
}
