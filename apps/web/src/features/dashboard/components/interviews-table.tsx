import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, CardContent, Skeleton, Table, TableCell, TableRow } from '@mockint/ui';
import { SessionActionLink, SessionRow, SessionTableHeader } from '@/components/session-row';
import { RefreshButton, TableBodyStates, TableCardHeader } from '@/components/table-card';
import { paths } from '@/config/paths';
import { latestInterviewRoomsQueryKey, useLatestInterviewRooms } from '../api/get-interview-rooms';
import { interviewStatsQueryKey } from '../api/get-interview-stats';
import { DASHBOARD_PAGE_SIZE, hasMoreSessions } from '../utils/dashboard-display';

const hideSmall = 'hidden md:table-cell';

function SkeletonRows() {
  return Array.from({ length: DASHBOARD_PAGE_SIZE }, (_, i) => (
    <TableRow key={i} aria-hidden="true">
      <TableCell>
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-1.5 h-3 w-40" />
      </TableCell>
      <TableCell className={hideSmall}>
        <Skeleton className="h-4 w-24" />
      </TableCell>
      <TableCell className={hideSmall}>
        <Skeleton className="h-4 w-16" />
      </TableCell>
      <TableCell className={hideSmall}>
        <Skeleton className="h-4 w-20" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-5 w-20 rounded-full" />
      </TableCell>
      <TableCell>
        <Skeleton className="ml-auto h-8 w-24" />
      </TableCell>
    </TableRow>
  ));
}

export function InterviewsTable() {
  const queryClient = useQueryClient();
  const query = useLatestInterviewRooms();
  const { data, isPending, isFetching } = query;
  const rooms = data?.content ?? [];
  const refresh = () => {
    // The dashboard's refresh event fetches the interview rooms and the stats (spec).
    void queryClient.invalidateQueries({ queryKey: latestInterviewRoomsQueryKey });
    void queryClient.invalidateQueries({ queryKey: interviewStatsQueryKey });
  };
  return (
    <Card>
      <TableCardHeader title="Interviews" description="Your latest interview sessions.">
        <RefreshButton label="Refresh interviews" refreshing={isFetching} onRefresh={refresh} />
      </TableCardHeader>
      <CardContent>
        <Table aria-busy={isPending || undefined}>
          <SessionTableHeader />
          <TableBodyStates
            query={query}
            items={rooms}
            colSpan={6}
            skeleton={<SkeletonRows />}
            errorMessage="Your interviews could not be loaded."
            emptyMessage="No interviews data available"
            renderRow={(room) => (
              <SessionRow
                key={room.id}
                room={room}
                actions={
                  <SessionActionLink
                    room={room}
                    fallback={<span className="text-muted-foreground">-</span>}
                  />
                }
              />
            )}
          />
        </Table>
        {hasMoreSessions(data?.totalElements) ? (
          <div className="mt-4 flex justify-center">
            <Button asChild variant="link">
              <Link to={paths.interviewSessions}>Load More</Link>
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
