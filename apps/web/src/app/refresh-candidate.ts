import { ApiUnauthorizedError } from '@mockint/api-contract/client';
import { paths } from '@/config/paths';
import { candidateQueryOptions } from '@/lib/candidate';
import { hasAccessToken } from '@/lib/auth/cookies';
import { navigateTo, type LogoutNavigationState } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';

export const PROFILE_ERROR = 'Failed to fetch user data. Please try again.';

// The document's first refresh, when the first load's page prefetch started it (decision 0538).
let firstLoad: Promise<void> | undefined;
// Whether the guard has asked for a refresh yet (its first navigation is the first load's).
let guardAsked = false;

/**
 * Starts the first load's profile refresh beside the page's own requests, as soon as the data layout's module
 * has arrived: the guard's loader runs later (after every lazy route module of the page has resolved, then an
 * import of its own), and the pages that need the candidate to paint (the room, the wizards) waited for it.
 * The guard's first call joins this one instead of asking twice; a no-op once the guard has asked.
 */
export function startFirstLoadRefresh(): void {
  if (!guardAsked) firstLoad ??= fetchProfile();
}

/** The spec: logged-in users refresh their profile on every navigation; a failure logs them out. */
export function refreshCandidate(): Promise<void> {
  const joined = guardAsked ? undefined : firstLoad;
  guardAsked = true;
  return joined ?? fetchProfile();
}

async function fetchProfile(): Promise<void> {
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
