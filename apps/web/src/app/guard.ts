import { redirect, type LoaderFunctionArgs } from 'react-router';
import { pageKey } from '@/config/pages';
import { paths } from '@/config/paths';
import { syncLoggedIn } from '@/lib/auth/logged-in';
import { applyThemeFromSearch } from '@/lib/theme';
import { guardRedirect } from './page-access';

/**
 * Root loader: runs before every navigation (the root route always revalidates). It applies the theme
 * query, enforces the guard, and starts the profile refresh without blocking the page. The refresh (query
 * client + API client) is imported on demand: the logged-out login page never needs it (decision 0030).
 */
export function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  applyThemeFromSearch(url.search);
  const loggedIn = syncLoggedIn();
  const target = guardRedirect(url.pathname, url.search, loggedIn);
  if (target) throw redirect(target);
  if (loggedIn && pageKey(url.pathname) !== paths.logout)
    void import('./refresh-candidate').then((m) => m.refreshCandidate());
  return null;
}
