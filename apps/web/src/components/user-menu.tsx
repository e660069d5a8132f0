import { Link } from 'react-router';
import { LayoutDashboard, LogOut } from 'lucide-react';
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
import { useLoggedIn } from '@/lib/auth/logged-in';
import { UserAvatar } from './user-avatar';

/** Avatar menu with the candidate's name and Log out; rendered only for logged-in users (spec §2). */
export function UserMenu() {
  const loggedIn = useLoggedIn();
  const { candidate } = useCandidate();
  if (!loggedIn) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        aria-label="Open user menu"
      >
        <UserAvatar size="sm" />
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
          <Link to={paths.dashboard}>
            <LayoutDashboard aria-hidden="true" /> Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.logout}>
            <LogOut aria-hidden="true" /> Log out
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
