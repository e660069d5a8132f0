import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiUnauthorizedError } from '@mockint/api-contract/client';
import { paths } from '@/config/paths';
import { guardRedirect, normalizePath } from '@/features/auth/utils/redirects';
import { syncLoggedIn } from '@/lib/auth/logged-in';
import { candidateQueryOptions } from '@/lib/candidate';
import { hasAccessToken } from '@/lib/auth/cookies';
import { navigateTo, type LogoutNavigationState } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { applyThemeFromSearch } from '@/lib/theme';

export const PROFILE_ERROR = 'Failed to fetch user data. Please try again.';

/** Spec §4: logged-in users refresh their profile on every navigation; a failure logs them out. */
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

/**
 * Root loader: runs before every navigation (the root route always revalidates). It applies the theme
 * query, enforces the guard, and starts the profile refresh without blocking the page.
 */
export function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  applyThemeFromSearch(url.search);
  const loggedIn = syncLoggedIn();
  const target = guardRedirect(url.pathname, url.search, loggedIn);
  if (target) throw redirect(target);
  if (loggedIn && normalizePath(url.pathname) !== paths.logout) void refreshCandidate();
  return null;
}
