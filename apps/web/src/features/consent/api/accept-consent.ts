import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentType } from '@mockint/api-contract';
import { api } from '@/lib/api-client';
import { consentPayload } from '@/config/consent';
import { consentCheckQueryKey } from './check-consent';

export async function acceptConsent(type: ConsentType): Promise<void> {
  const { error } = await api.POST('/candidate-consents/accept', { body: consentPayload(type) });
  if (error) throw new Error(error.message);
}

/** POST /candidate-consents/accept; on success the check is answered true locally, so the dialog closes. */
export function useAcceptConsent(type: ConsentType = 'SIGN_UP') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptConsent(type),
    onSuccess: () => queryClient.setQueryData(consentCheckQueryKey(type), true),
    meta: { errorMessage: 'Failed to accept candidate consent. Please try again.' },
  });
}
