import { useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { LifeBuoy, Menu } from 'lucide-react';
import { IconButton, Sheet, SheetContent, Tooltip, TooltipProvider } from '@mockint/ui';
import { AppFooter } from '@/components/app-footer';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Logo } from '@/components/logo';
import { PageError } from '@/components/page-error';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { buildBreadcrumbs } from '@/lib/breadcrumbs';
import { helpHref, NAV_ITEMS } from './nav-items';
import { PAGE_BELOW_TOP_BAR, TopBar } from './top-bar';

// Active state is styled from aria-current (set by NavLink): a className function would not survive the
// Tooltip trigger's Slot, which merges class names as strings.
const railLink =
  'flex size-11 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground ' +
  'aria-[current=page]:bg-primary/20 aria-[current=page]:text-primary-soft';

function DesktopRail() {
  const { pathname, search } = useLocation();
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-16 flex-col items-center border-r border-border bg-card py-4 md:flex">
      <Link to={paths.dashboard} aria-label="MockInt home" className="mb-6 rounded-lg">
        <Logo />
      </Link>
      <nav aria-label="Main" className="flex flex-1 flex-col items-center gap-2">
        {NAV_ITEMS.map((item) => (
          <Tooltip key={item.to} content={item.label} side="right">
            <NavLink to={item.to} aria-label={item.label} className={railLink}>
              <item.icon className="size-5" aria-hidden="true" />
            </NavLink>
          </Tooltip>
        ))}
        <div className="mt-auto">
          <Tooltip content="Help" side="right">
            <Link to={helpHref(pathname, search)} aria-label="Help" className={railLink}>
              <LifeBuoy className="size-5" aria-hidden="true" />
            </Link>
          </Tooltip>
        </div>
      </nav>
    </aside>
  );
}

function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const close = () => setOpen(false);
  const item =
    'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-muted ' +
    'aria-[current=page]:bg-primary/20 aria-[current=page]:text-primary-soft';
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <IconButton
        aria-label="Open navigation menu"
        icon={<Menu />}
        className="md:hidden"
        onClick={() => setOpen(true)}
      />
      <SheetContent side="left" title="Menu" description="Navigate between the app pages">
        <nav aria-label="Main" className="flex flex-col gap-1">
          {NAV_ITEMS.map((nav) => (
            <NavLink key={nav.to} to={nav.to} onClick={close} className={item}>
              <nav.icon className="size-5" aria-hidden="true" />
              {nav.label}
            </NavLink>
          ))}
          <Link to={helpHref(pathname, search)} onClick={close} className={item}>
            <LifeBuoy className="size-5" aria-hidden="true" />
            Help
          </Link>
        </nav>
      </SheetContent>
    </Sheet>
  );
}

function DocumentTitle() {
  const { pathname } = useLocation();
  const current = buildBreadcrumbs(pathname).at(-1)?.label ?? 'Home';
  const label = current.charAt(0).toUpperCase() + current.slice(1);
  return <title>{`${label} · ${env.appName}`}</title>;
}

/** Shell for /app/*: icon rail (desktop) or slide-out menu (mobile), top bar, page, footer. */
function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider delayDuration={200}>
      <DocumentTitle />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <DesktopRail />
      <div className="flex min-h-dvh flex-col md:pl-16">
        <TopBar>
          <MobileMenu />
          <Breadcrumbs />
        </TopBar>
        <main
          id="main"
          tabIndex={-1}
          className={`mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:px-6 ${PAGE_BELOW_TOP_BAR}`}
        >
          {children}
        </main>
        <AppFooter />
      </div>
    </TooltipProvider>
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
