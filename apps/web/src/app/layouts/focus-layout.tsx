import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { AppFooter } from '@/components/app-footer';
import { Logo } from '@/components/logo';
import { PageError } from '@/components/page-error';
import { paths } from '@/config/paths';
import { PAGE_BELOW_TOP_BAR, TopBar } from './top-bar';

/**
 * Layout for task pages outside the shell (template/type selection, both wizards, subscriptions): no rail,
 * so the task gets the full width, but the brand, balance and user menu stay in reach.
 */
function FocusFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar>
        <Link to={paths.dashboard} className="rounded-md">
          <Logo withName />
        </Link>
      </TopBar>
      <main id="main" className={`mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 ${PAGE_BELOW_TOP_BAR}`}>
        {children}
      </main>
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
