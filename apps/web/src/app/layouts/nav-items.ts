import { CreditCard, History, LayoutDashboard, Receipt, type LucideIcon } from 'lucide-react';
import { menuPages, type MenuIcon } from '@/config/pages';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

// config/pages.ts is plain data the build reads too, so it names an icon and this maps the name to its
// component: a new menu page with one of these icons needs no edit here.
const ICONS: Record<MenuIcon, LucideIcon> = {
  'layout-dashboard': LayoutDashboard,
  history: History,
  'credit-card': CreditCard,
  receipt: Receipt,
};

/** The side menu's entries (rail and mobile sheet): the pages that declare a `menu`, in their order. */
export const NAV_ITEMS: readonly NavItem[] = menuPages.map((page) => ({
  label: page.menu.label,
  to: page.path,
  icon: ICONS[page.menu.icon],
}));

/**
 * Help "reloads the current path with feedback=true" (spec). The page's own query is kept: the report
 * needs its `session` to stay on the report with the dialog over it.
 */
export function helpHref(pathname: string, search = ''): string {
  const params = new URLSearchParams(search);
  params.set('feedback', 'true');
  return `${pathname}?${params.toString()}`;
}
