import { Link, useLocation } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { buildBreadcrumbs } from '@/lib/breadcrumbs';

/** Breadcrumbs for /app pages (spec): Home first, last crumb is the current page and not a link. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = buildBreadcrumbs(pathname);
  return (
    // On a phone the top bar's own row under the balance, plan and avatar (`TopBar` wraps there), where the
    // crumbs have the screen's width; beside them from `sm` up.
    <nav aria-label="Breadcrumb" className="min-w-0 max-sm:order-last max-sm:basis-full max-sm:pb-2.5">
      <ol className="flex min-w-0 items-center gap-1 text-sm">
        {crumbs.map((crumb, index) => (
          <li
            key={`${crumb.label}-${index}`}
            className={index === 0 ? 'flex shrink-0 items-center gap-1' : 'flex min-w-0 items-center gap-1'}
          >
            {index > 0 ? (
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            ) : null}
            {crumb.to ? (
              <Link to={crumb.to} className="truncate text-muted-foreground capitalize hover:text-foreground">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium capitalize">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
