import { useLoggedIn } from '@/lib/auth/logged-in';
import { onDemand, useHandover } from '@/lib/on-demand';
import { UserAvatar } from './user-avatar';

const dropdown = onDemand(() => import('./user-menu-dropdown'));

// inline-flex: the button is the avatar's height whether the avatar shows initials or not (a prerendered frame
// has no profile yet); as an inline box the initials' baseline made it 6 px taller and moved the room's header.
const triggerClass =
  'inline-flex rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/**
 * Avatar menu with the candidate's name and Log out; rendered only for logged-in users (the spec's screens). The page
 * shows a look-alike button; the menu's code (Radix menu, focus trap, positioning) arrives on the first
 * hover, focus or press, and a press made before it arrives opens the menu when it does (decision 0440).
 */
export function UserMenu({ onLeaveRequest }: { onLeaveRequest?: (to: 'dashboard' | 'logout') => void } = {}) {
  const loggedIn = useLoggedIn();
  const { handover, placeholder } = useHandover<HTMLButtonElement>(dropdown, { opensOnPress: true });
  if (!loggedIn) return null;
  const lookAlike = (
    <button
      type="button"
      className={triggerClass}
      aria-label="Open user menu"
      aria-haspopup="menu"
      aria-expanded={false}
      {...placeholder}
    >
      <UserAvatar size="sm" />
    </button>
  );
  if (!handover) return lookAlike;
  return (
    <dropdown.Component
      defaultOpen={handover.open}
      autoFocus={handover.focus}
      triggerClassName={triggerClass}
      fallback={lookAlike}
      onLeaveRequest={onLeaveRequest}
    >
      <UserAvatar size="sm" />
    </dropdown.Component>
  );
}
