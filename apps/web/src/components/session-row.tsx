import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { InterviewRoom } from '@mockint/api-contract';
import { Button, TableCell, TableHead, TableHeader, TableRow } from '@mockint/ui';
import { SessionStatusBadge } from '@/components/session-status-badge';
import { formatDuration, formatRelativeTime, interviewTypeLabel } from '@/lib/format';
import { sessionAction, sessionSubtitle, showsDuration } from '@/lib/session-rows';

/** A session's title: its interview type, and under it the role and company line when there is one. */
export function SessionTitle({ room }: { room: InterviewRoom }) {
  const subtitle = sessionSubtitle(room);
  return (
    <>
      <div className="font-medium">{interviewTypeLabel(room.interviewType)}</div>
      {subtitle ? <div className="text-xs text-muted-foreground">{subtitle}</div> : null}
    </>
  );
}

/** The button of a session's status (Join, Continue, View Report), or `fallback` when its status has none. */
export function SessionActionLink({ room, fallback = null }: { room: InterviewRoom; fallback?: ReactNode }) {
  const action = sessionAction(room);
  if (!action) return fallback;
  return (
    <Button asChild size="sm" variant={action.label === 'View Report' ? 'outline' : 'primary'}>
      <Link to={action.to}>{action.label}</Link>
    </Button>
  );
}

/** The duration column: the time spent, for a status that has one. */
export const sessionDuration = (room: InterviewRoom): string =>
  showsDuration(room.status) ? formatDuration(room.timeElapsed) : '-';

const hideSmall = 'hidden md:table-cell';

/** The head of a table of `SessionRow`s, its columns as the rows' (`detailed` the same). */
export function SessionTableHeader({ detailed = false }: { detailed?: boolean }) {
  const secondary = detailed ? undefined : hideSmall;
  return (
    <TableHeader>
      <TableRow>
        <TableHead>Title</TableHead>
        <TableHead className={secondary}>Company</TableHead>
        {detailed ? (
          <>
            <TableHead>Interviewer</TableHead>
            <TableHead>Language</TableHead>
          </>
        ) : null}
        <TableHead className={secondary}>Duration</TableHead>
        <TableHead className={secondary}>Time</TableHead>
        <TableHead>Status</TableHead>
        <TableHead className="text-right">Action</TableHead>
      </TableRow>
    </TableHeader>
  );
}

/**
 * One session as a table row, the same on the dashboard's latest sessions and the sessions page: title,
 * company, then (`detailed`, the sessions page) interviewer and language, duration, time, status and
 * `actions`. Not `detailed`, the company, duration and time columns hide on small screens (the dashboard's
 * table keeps to title, status and action there).
 */
export function SessionRow({
  room,
  detailed = false,
  actions,
}: {
  room: InterviewRoom;
  detailed?: boolean;
  actions: ReactNode;
}) {
  const secondary = detailed ? '' : hideSmall;
  return (
    <TableRow data-testid={detailed ? 'session-row' : undefined}>
      <TableCell>
        <SessionTitle room={room} />
      </TableCell>
      <TableCell className={secondary || undefined}>{room.companyName || '-'}</TableCell>
      {detailed ? (
        <>
          <TableCell>{room.interviewer?.fullName || '-'}</TableCell>
          <TableCell>{room.interviewLanguage?.label || '-'}</TableCell>
        </>
      ) : null}
      <TableCell className={`${secondary} tabular-nums`.trim()}>{sessionDuration(room)}</TableCell>
      <TableCell className={detailed ? undefined : `${hideSmall} whitespace-nowrap`}>
        <time dateTime={room.createdAt} title={new Date(room.createdAt).toLocaleString()}>
          {formatRelativeTime(room.createdAt)}
        </time>
      </TableCell>
      <TableCell>
        <SessionStatusBadge status={room.status} />
      </TableCell>
      <TableCell className={detailed ? undefined : 'text-right'}>{actions}</TableCell>
    </TableRow>
  );
}
