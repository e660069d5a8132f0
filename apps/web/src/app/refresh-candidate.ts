import { ApiUnauthorizedError } from '@mockint/api-contract/client';
import { paths } from '@/config/paths';
import { candidateQueryOptions } from '@/lib/candidate';
import { hasAccessToken } from '@/lib/auth/cookies';
import { navigateTo, type LogoutNavigationState } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';

export const PROFILE_ERROR = 'Failed to fetch user data. Please try again.';

/** The spec: logged-in users refresh their profile on every navigation; a failure logs them out. */
export async function refreshCandidate(): Promise<void> {
  try {
    await queryClient.fetchQuery({ ...candidateQueryOptions, staleTime: 0 });
  } catch (error) {
    // A 401 is already on its way to /logout; a logout that raced this call needs no message either.
    if (error instanceof ApiUnauthorizedError || !hasAccessToken()) return;
    // Logout clears every toast, so the message travels with the navigation and is shown afterwards.
    const state: LogoutNavigationState = { errorMessage: PROFILE_ERROR };
    navigateTo(paths.logout, { replace: true, state });
  }
}
