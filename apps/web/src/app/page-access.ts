import { paths, withQuery } from '@/config/paths';
import { pageAt, pageKey } from '@/config/pages';
import { alreadyLoggedInRedirect, queryValue } from '@/features/auth/utils/redirects';

/**
 * The route guard as a pure function: the redirect target, or null to let the navigation through. Who may
 * open a page is its `access` in config/pages.ts (decision 0061); a path no page declares (the catch-all)
 * is open to anyone. A visitor opening the job-interview wizard from a template link goes to the login page
 * with the template id kept, so signing in lands back on that template instead of losing it.
 */
export function guardRedirect(pathname: string, search: string, loggedIn: boolean): string | null {
  const path = pageKey(pathname);
  const access = pageAt(path)?.access ?? 'anyone';
  const params = new URLSearchParams(search);
  if (loggedIn) {
    if (access !== 'visitor') return null;
    return alreadyLoggedInRedirect({
      interviewTemplateId: queryValue(params, 'interviewTemplateId'),
      theme: queryValue(params, 'theme'),
    });
  }
  if (access !== 'candidate') return null;
  const interviewTemplateId = queryValue(params, 'interviewTemplateId');
  if (path === paths.registerJobInterview && interviewTemplateId) {
    return withQuery(paths.login, { interviewTemplateId, theme: queryValue(params, 'theme') });
  }
  return paths.logout;
}
