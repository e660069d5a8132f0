import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { TooltipProvider } from '@mockint/ui';
import { AppFooter } from '@/components/app-footer';
import { CreditsBadge } from '@/components/credits-badge';
import { Logo } from '@/components/logo';
import { PageError } from '@/components/page-error';
import { TierBadge } from '@/components/tier-badge';
import { UserMenu } from '@/components/user-menu';
import { paths } from '@/config/paths';

/**
 * Layout for task pages outside the shell (template/type selection, both wizards, subscriptions): no rail,
 * so the task gets the full width, but the brand, balance and user menu stay in reach.
 */
function FocusFrame({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider delayDuration={200}>
      <div className="flex min-h-dvh flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-border bg-background/90 px-4 backdrop-blur sm:px-6">
          <Link to={paths.dashboard} className="rounded-md">
            <Logo withName />
          </Link>
          <div className="ml-auto flex items-center gap-2">
            <CreditsBadge />
            <span className="hidden sm:inline-flex">
              <TierBadge />
            </span>
            <UserMenu />
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6">
          {children}
        </main>
        <AppFooter />
      </div>
    </TooltipProvider>
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
