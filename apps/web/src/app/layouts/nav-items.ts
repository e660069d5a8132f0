import { CreditCard, History, LayoutDashboard, Receipt, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
  { label: 'Interview Sessions', to: paths.interviewSessions, icon: History },
  { label: 'Pricing', to: paths.pricing, icon: CreditCard },
  { label: 'Transactions', to: paths.transactions, icon: Receipt },
];

/**
 * Help "reloads the current path with feedback=true" (spec). The page's own query is kept: the report
 * needs its `session` to stay on the report with the dialog over it.
 */
export function helpHref(pathname: string, search = ''): string {
  const params = new URLSearchParams(search);
  params.set('feedback', 'true');
  return `${pathname}?${params.toString()}`;
}
