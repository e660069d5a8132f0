import { pages, type Page } from '@/config/pages';
import { paths } from '@/config/paths';

export interface Crumb {
  label: string;
  /** Absent for the last crumb (the current page is not a link). */
  to?: string;
}

/** The crumb of each page that declares one (config/pages.ts), by its path's last segment. */
const LABELS: Record<string, string> = {
  // The spec's label for a session's own segment, which no page has yet.
  'interview-session': 'Interview Session',
  ...Object.fromEntries(
    Object.values<Page>(pages).flatMap((page) =>
      page.crumb ? [[page.path.slice(page.path.lastIndexOf('/') + 1), page.crumb]] : [],
    ),
  ),
};

export function segmentLabel(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Keep the raw segment when it is not valid percent-encoding.
  }
  return LABELS[decoded] ?? decoded.replace(/-/g, ' ');
}

/**
 * Breadcrumbs for a path under /app (spec): Home (→ dashboard), then one crumb per segment after /app.
 * Known segments get their label; others show their text with hyphens as spaces. The last crumb has no link.
 */
export function buildBreadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const rest = segments[0] === 'app' ? segments.slice(1) : segments;
  const crumbs: Crumb[] = [{ label: 'Home', to: paths.dashboard }];
  let href: string = paths.appRoot;
  rest.forEach((segment, index) => {
    href += `/${segment}`;
    const last = index === rest.length - 1;
    crumbs.push(last ? { label: segmentLabel(segment) } : { label: segmentLabel(segment), to: href });
  });
  if (crumbs.length === 1) return [{ label: 'Home' }];
  return crumbs;
}
