import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { guardRedirect, normalizePath } from '@/features/auth/utils/redirects';
import { syncLoggedIn } from '@/lib/auth/logged-in';
import { applyThemeFromSearch } from '@/lib/theme';
import { refreshCandidate } from './refresh-candidate';

/**
 * Root loader: runs before every navigation (the root route always revalidates). It applies the theme
 * query, enforces the guard, and starts the profile refresh without blocking the page. The refresh comes with
 * the router's chunk (app-shell, which holds the query and API clients already): the logged-out login page
 * loads that only after its first paint (decision 0030), and a signed-in first load has started the refresh
 * from the data layout already (decision 0538).
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
