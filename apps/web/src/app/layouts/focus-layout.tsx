import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { AppFooter } from '@/components/app-footer';
import { Logo } from '@/components/logo';
import { PageError } from '@/components/page-error';
import { SkipLink } from '@/components/page-title';
import { paths } from '@/config/paths';
import { PageMain, TopBar } from './top-bar';

/**
 * Layout for task pages outside the shell (template/type selection, both wizards, subscriptions): no rail,
 * so the task gets the full width, but the brand, balance and user menu stay in reach.
 */
function FocusFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar>
        <Link to={paths.dashboard} className="rounded-md">
          <Logo withName />
        </Link>
      </TopBar>
      <PageMain width="max-w-5xl">{children}</PageMain>
      <AppFooter />
    </div>
  );
}

export function FocusLayout() {
  return (
    <FocusFrame>
      <Outlet />
    </FocusFrame>
  );
}

export function ErrorBoundary() {
  return (
    <FocusFrame>
      <PageError />
    </FocusFrame>
  );
}

export { FocusLayout as Component };
