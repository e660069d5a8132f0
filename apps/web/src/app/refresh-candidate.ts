import { candidateQueryOptions } from '@/lib/candidate';
import { queryClient } from '@/lib/query-client';

/**
 * The spec: logged-in users refresh their profile on every navigation; a failure logs them out. The logout is
 * the profile query's own (its `endsSessionWith` meta, lib/query-client.ts), so it also happens when a page's
 * read of the profile met the failure first.
 */
export async function refreshCandidate(): Promise<void> {
  await queryClient.fetchQuery({ ...candidateQueryOptions, staleTime: 0 }).catch(() => undefined);
}
