import { Link, NavLink, useLocation } from 'react-router';
import { LifeBuoy } from 'lucide-react';
import { Sheet, SheetContent } from '@mockint/ui';
import type { OnDemandDialogProps } from '@/lib/on-demand';
import { helpHref, NAV_ITEMS } from './nav-items';

const item =
  'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-muted ' +
  'aria-[current=page]:bg-primary/20 aria-[current=page]:text-primary-soft';

/** The phone's slide-out navigation, loaded on demand by the menu button (decision 0440). */
export default function MobileMenuSheet({ open, onOpenChange, onCloseAutoFocus }: OnDemandDialogProps) {
  const { pathname, search } = useLocation();
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        title="Menu"
        description="Navigate between the app pages"
        onCloseAutoFocus={onCloseAutoFocus}
      >
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
