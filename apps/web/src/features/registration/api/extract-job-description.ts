import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /interview/setup/extract-job-description → {experienceLevelId, jobRoleId} (either may be null). */
export async function extractJobDescription(jobDescription: string) {
  const { data, error } = await api.POST('/interview/setup/extract-job-description', {
    body: { jobDescription },
  });
  if (error || !data?.data) throw new Error(error?.message ?? 'Extraction failed');
  return data.data;
}

/** Silent: extraction only prefills fields; a failure leaves them for the candidate to fill. */
export function useExtractJobDescription() {
  return useMutation({ mutationFn: extractJobDescription, meta: { silent: true } });
}
