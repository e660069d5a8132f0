import { Link } from 'react-router';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@mockint/ui';
import { paths } from '@/config/paths';
import { useCandidate } from '@/hooks/use-candidate';

export interface UserMenuDropdownProps {
  /** Opened at once: the user pressed the look-alike trigger before this code arrived. */
  defaultOpen: boolean;
  /** The look-alike had focus: the real trigger takes it over. */
  autoFocus: boolean;
  triggerClassName: string;
  children: ReactNode;
  /** Set where leaving needs a confirmation (a live interview): the links ask instead of navigating. */
  onLeaveRequest?: (to: 'dashboard' | 'logout') => void;
}

/** The user menu itself (Radix dropdown), loaded on demand by `UserMenu` (decision 0440). */
export default function UserMenuDropdown({
  defaultOpen,
  autoFocus,
  triggerClassName,
  children,
  onLeaveRequest,
}: UserMenuDropdownProps) {
  const ask = (to: 'dashboard' | 'logout') => (event: { preventDefault(): void }) => {
    if (!onLeaveRequest) return;
    event.preventDefault();
    onLeaveRequest(to);
  };
  const { candidate } = useCandidate();
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (autoFocus && !defaultOpen) trigger.current?.focus();
  }, [autoFocus, defaultOpen]);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={trigger} className={triggerClassName} aria-label="Open user menu">
        {children}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="flex flex-col">
          <span className="truncate">{candidate?.fullName ?? 'Account'}</span>
          {candidate?.email ? (
            <span className="truncate text-xs font-normal text-muted-foreground">{candidate.email}</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard} onClick={ask('dashboard')}>
            <LayoutDashboard aria-hidden="true" /> Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.logout} onClick={ask('logout')}>
            <LogOut aria-hidden="true" /> Log out
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
