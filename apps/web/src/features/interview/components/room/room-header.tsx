import { Clock } from 'lucide-react';
import { InlineSkeleton } from '@mockint/ui';
import { UserMenu } from '@/components/user-menu';
import { formatHms } from '../../session/countdown';

export function RoomHeader({
  title,
  subtitle,
  timeRemaining,
  onLeaveRequest,
}: {
  /** Null while the room loads (decision 0546): a skeleton line in its place. */
  title: string | null;
  subtitle: string | null;
  /** Null until the session knows it: dashes of the clock's width, so nothing moves when it starts. */
  timeRemaining: number | null;
  /** While the interview runs, the menu's Dashboard and Log out ask 'Are you sure?' first (decision 0631). */
  onLeaveRequest?: (to: 'dashboard' | 'logout') => void;
}) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-4 border-b border-border px-4 py-3">
      <div className="min-w-0">
        <h1 className="truncate text-lg font-semibold">
          {title ?? <InlineSkeleton className="my-1 h-5 w-40" />}
        </h1>
        <p className="truncate text-sm text-muted-foreground">
          {subtitle ?? <InlineSkeleton className="my-0.5 h-4 w-56" />}
        </p>
      </div>
      <div className="flex items-center gap-4">
        <div
          className="flex items-center gap-2 rounded-md bg-muted px-3 py-1.5 text-sm"
          role="timer"
          aria-label="Time Remaining"
        >
          <Clock className="size-4" aria-hidden="true" />
          <span className="text-muted-foreground">Time Remaining</span>
          {timeRemaining === null ? (
            <span className="font-mono tabular-nums text-muted-foreground">
              {formatHms(0).replace(/\d/g, '-')}
            </span>
          ) : (
            <span className="font-mono tabular-nums" data-testid="time-remaining">
              {formatHms(timeRemaining)}
            </span>
          )}
        </div>
        <UserMenu onLeaveRequest={onLeaveRequest} />
      </div>
    </header>
  );
}
