import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { LifeBuoy, Menu } from 'lucide-react';
import { IconButton } from '@mockint/ui';
import { AppFooter } from '@/components/app-footer';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Logo } from '@/components/logo';
import { PageError } from '@/components/page-error';
import { SkipLink } from '@/components/page-title';
import { paths } from '@/config/paths';
import { onDemand, useOnDemandDialog } from '@/lib/on-demand';
import { helpHref, NAV_ITEMS } from './nav-items';
import { PageMain, TopBar } from './top-bar';

const mobileMenuSheet = onDemand(() => import('./mobile-menu-sheet'));

// Active state is styled from aria-current (set by NavLink).
const railLink =
  'flex size-11 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground ' +
  'aria-[current=page]:bg-primary/20 aria-[current=page]:text-primary-soft';

const tooltip =
  'pointer-events-none invisible absolute left-full top-1/2 z-50 ml-1.5 -translate-y-1/2 whitespace-nowrap rounded-md border border-border ' +
  'bg-popover px-2.5 py-1 text-xs text-popover-foreground opacity-0 shadow-md transition-[opacity,visibility] duration-100';
const tooltipShown =
  'group-hover:visible group-hover:opacity-100 group-hover:delay-200 group-has-[:focus-visible]:visible group-has-[:focus-visible]:opacity-100';

/**
 * A rail link with its name beside it on hover or keyboard focus. A CSS tooltip: no tooltip code on the
 * shell's first load and nothing swapped under the pointer (decision 0440). Escape hides it until the
 * pointer or focus comes back (content on hover stays dismissible without moving the pointer, WCAG 1.4.13).
 */
function RailLink({ label, children }: { label: string; children: ReactNode }) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    // On the document: a hovered link has no focus, so its own keydown would never see the key.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const show = () => setDismissed(false);
  return (
    <div className="group relative" onPointerEnter={show} onFocus={show}>
      {children}
      <span role="tooltip" className={dismissed ? tooltip : `${tooltip} ${tooltipShown}`}>
        {label}
      </span>
    </div>
  );
}

function DesktopRail() {
  const { pathname, search } = useLocation();
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-16 flex-col items-center border-r border-border bg-card py-4 md:flex">
      <Link to={paths.dashboard} aria-label="MockInt home" className="mb-6 rounded-lg">
        <Logo />
      </Link>
      <nav aria-label="Main" className="flex flex-1 flex-col items-center gap-2">
        {NAV_ITEMS.map((item) => (
          <RailLink key={item.to} label={item.label}>
            <NavLink to={item.to} aria-label={item.label} className={railLink}>
              <item.icon className="size-5" aria-hidden="true" />
            </NavLink>
          </RailLink>
        ))}
        <div className="mt-auto">
          <RailLink label="Help">
            <Link to={helpHref(pathname, search)} aria-label="Help" className={railLink}>
              <LifeBuoy className="size-5" aria-hidden="true" />
            </Link>
          </RailLink>
        </div>
      </nav>
    </aside>
  );
}

/** The phone's menu button; the sheet it opens is downloaded on the button's first hover, focus or press. */
function MobileMenu() {
  const menu = useOnDemandDialog(mobileMenuSheet);
  return (
    <>
      <IconButton aria-label="Open navigation menu" icon={<Menu />} className="md:hidden" {...menu.trigger} />
      {menu.mounted ? <mobileMenuSheet.Component {...menu.props} /> : null}
    </>
  );
}

/** Shell for /app/*: icon rail (desktop) or slide-out menu (mobile), top bar, page, footer. */
function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <DesktopRail />
      <div className="flex min-h-dvh flex-col md:pl-16">
        <TopBar>
          <MobileMenu />
          <Breadcrumbs />
        </TopBar>
        <PageMain width="max-w-6xl">{children}</PageMain>
        <AppFooter />
      </div>
    </>
  );
}

export function AppShellLayout() {
  return (
    <ShellFrame>
      <Outlet />
    </ShellFrame>
  );
}

/** A page that fails keeps the shell around its error, so navigation still works. */
export function ErrorBoundary() {
  return (
    <ShellFrame>
      <PageError />
    </ShellFrame>
  );
}

export { AppShellLayout as Component };
