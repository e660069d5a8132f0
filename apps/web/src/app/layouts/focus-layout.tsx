import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { AppFooter } from '@/components/app-footer';
import { Logo } from '@/components/logo';
import { PageError } from '@/components/page-error';
import { PageTitle, SkipLink } from '@/components/page-title';
import { paths } from '@/config/paths';
import { PageMain, TopBar } from './top-bar';

/** The tab title of each focus page (the shell pages take theirs from the breadcrumbs). */
const FOCUS_TITLES: Record<string, string> = {
  [paths.subscriptions]: 'Subscriptions',
  [paths.templateSelection]: 'Choose a template',
  [paths.typeSelection]: 'Choose an interview type',
  [paths.registerJobInterview]: 'Register Job Interview',
  [paths.registerSalaryNegotiation]: 'Register Salary Negotiation',
};

function FocusTitle() {
  const { pathname } = useLocation();
  return <PageTitle title={FOCUS_TITLES[pathname.replace(/\/+$/, '')] ?? 'Interview'} />;
}

/**
 * Layout for task pages outside the shell (template/type selection, both wizards, subscriptions): no rail,
 * so the task gets the full width, but the brand, balance and user menu stay in reach.
 */
function FocusFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <FocusTitle />
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
