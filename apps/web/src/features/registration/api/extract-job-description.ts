import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/unwrap';

/** POST /interview/setup/extract-job-description → {experienceLevelId, jobRoleId} (either may be null). */
export async function extractJobDescription(jobDescription: string) {
  return unwrap(
    await api.POST('/interview/setup/extract-job-description', {
      body: { jobDescription },
    }),
    'Extraction failed',
  );
}

/** Silent: extraction only prefills fields; a failure leaves them for the candidate to fill. */
export function useExtractJobDescription() {
  return useMutation({ mutationFn: extractJobDescription, meta: { silent: true } });
}
