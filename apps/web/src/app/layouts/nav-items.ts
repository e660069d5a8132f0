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

/** Help "reloads the current path with feedback=true" (spec §2): same path, other query params dropped. */
export function helpHref(pathname: string): string {
  return `${pathname}?feedback=true`;
}
