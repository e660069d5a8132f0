import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FileText, MessageSquareText, Plus } from 'lucide-react';
import type { InterviewRoom } from '@mockint/api-contract';
import { Button, Card, CardContent, Skeleton, Spinner, Table, TableCell, TableRow } from '@mockint/ui';
import {
  SessionActionLink,
  SessionRow,
  SessionTableHeader,
  SessionTitle,
  sessionDuration,
} from '@/components/session-row';
import { SessionStatusBadge } from '@/components/session-status-badge';
import {
  CardField,
  CardListStates,
  RefreshButton,
  TableBodyStates,
  TableCardHeader,
} from '@/components/table-card';
import { paths } from '@/config/paths';
import { useCandidate } from '@/hooks/use-candidate';
import { useCreditGate } from '@/hooks/use-credit-gate';
import { useNarrowScreen } from '@/hooks/use-narrow-screen';
import { formatRelativeTime } from '@/lib/format';
import { useInterviewRoomsPage } from '../api/get-interview-rooms-page';
import { useOpenInterviewResume } from '../api/get-interview-resume';
import { SESSIONS_PAGE_SIZE, sessionsPageFrom, showsPagination } from '../utils/pagination';
import { SessionsPagination } from './sessions-pagination';
import { TranscriptDialog } from './transcript-dialog';

/** Transcript, resume and the status's action: the same buttons in the table row and on the phone card. */
function SessionActions({ room, onTranscript }: { room: InterviewRoom; onTranscript: (id: string) => void }) {
  const openResume = useOpenInterviewResume();
  return (
    <div className="flex items-center justify-end gap-1">
      {room.chats.length > 0 || room.status !== 'REGISTERED' ? (
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label="View transcript"
          onClick={() => onTranscript(room.id)}
        >
          <MessageSquareText aria-hidden="true" />
        </Button>
      ) : null}
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label="Open resume"
        aria-busy={openResume.isPending || undefined}
        disabled={openResume.isPending}
        onClick={() => openResume.mutate(room.id)}
      >
        <FileText aria-hidden="true" />
      </Button>
      <SessionActionLink room={room} />
    </div>
  );
}

/** A session as a card (phones): the table's columns as labelled lines, then the same actions. */
function SessionCard({ room, onTranscript }: { room: InterviewRoom; onTranscript: (id: string) => void }) {
  return (
    <li data-testid="session-card" className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <SessionTitle room={room} />
        </div>
        <SessionStatusBadge status={room.status} />
      </div>
      <dl className="flex flex-col gap-1.5">
        <CardField label="Company">{room.companyName || '-'}</CardField>
        <CardField label="Interviewer">{room.interviewer?.fullName || '-'}</CardField>
        <CardField label="Language">{room.interviewLanguage?.label || '-'}</CardField>
        <CardField label="Duration">{sessionDuration(room)}</CardField>
        <CardField label="Time">
          <time dateTime={room.createdAt}>{formatRelativeTime(room.createdAt)}</time>
        </CardField>
      </dl>
      <SessionActions room={room} onTranscript={onTranscript} />
    </li>
  );
}

/**
 * A loading row shaped like a detailed SessionRow (two-line title, one line per column, a badge, a button), so the
 * columns and the table keep roughly their size when the rows arrive instead of shifting the page.
 */
function SkeletonRow() {
  const line = (width: string) => <Skeleton className={`h-5 ${width}`} />;
  return (
    <TableRow aria-hidden="true">
      <TableCell>
        <div className="flex flex-col gap-1">
          {line('w-24')}
          <Skeleton className="h-4 w-32" />
        </div>
      </TableCell>
      <TableCell>{line('w-20')}</TableCell>
      <TableCell>{line('w-24')}</TableCell>
      <TableCell>{line('w-16')}</TableCell>
      <TableCell>{line('w-12')}</TableCell>
      <TableCell>{line('w-16')}</TableCell>
      <TableCell>
        <Skeleton className="h-6 w-20 rounded-full" />
      </TableCell>
      <TableCell>
        <Skeleton className="ml-auto h-8 w-28" />
      </TableCell>
    </TableRow>
  );
}

/** /app/interview-sessions (the spec's session list). The page number lives in the URL so Back keeps it. */
export function SessionsPage() {
  const [params, setParams] = useSearchParams();
  const page = sessionsPageFrom(params);
  const query = useInterviewRoomsPage(page);
  const navigate = useNavigate();
  const { candidate, fresh } = useCandidate();
  const gate = useCreditGate({ candidate, fresh, pricingPath: paths.pricing });
  const [transcriptRoom, setTranscriptRoom] = useState<string | null>(null);
  const rooms = query.data?.content ?? [];
  const total = query.data?.totalElements ?? 0;
  const narrow = useNarrowScreen();

  return (
    <Card>
      <TableCardHeader title="Interview Sessions" description="All your mock interviews, newest first." wrap>
        <div className="flex gap-2">
          <RefreshButton
            label="Refresh sessions"
            refreshing={query.isFetching}
            onRefresh={() => void query.refetch()}
          />
          <Button
            size="sm"
            aria-busy={gate.checking || undefined}
            disabled={gate.checking}
            onClick={() => gate.startIfCredits(() => navigate(paths.templateSelection))}
          >
            {gate.checking ? <Spinner size="sm" aria-hidden="true" /> : <Plus aria-hidden="true" />} Start New
            Session
          </Button>
        </div>
      </TableCardHeader>
      <CardContent className="flex flex-col gap-4">
        {narrow ? (
          <CardListStates
            query={query}
            items={rooms}
            label="Interview sessions"
            skeleton={<Skeleton className="h-64 w-full" />}
            errorMessage="Your interview sessions could not be loaded."
            emptyMessage="No interviews data available"
            renderItem={(room) => <SessionCard key={room.id} room={room} onTranscript={setTranscriptRoom} />}
          />
        ) : (
          <div className="overflow-x-auto">
            <Table aria-busy={query.isPending || undefined}>
              <SessionTableHeader detailed />
              <TableBodyStates
                query={query}
                items={rooms}
                colSpan={8}
                skeleton={Array.from({ length: SESSIONS_PAGE_SIZE }, (_, i) => (
                  <SkeletonRow key={i} />
                ))}
                errorMessage="Your interview sessions could not be loaded."
                emptyMessage="No interviews data available"
                renderRow={(room) => (
                  <SessionRow
                    key={room.id}
                    room={room}
                    detailed
                    actions={<SessionActions room={room} onTranscript={setTranscriptRoom} />}
                  />
                )}
              />
            </Table>
          </div>
        )}
        {showsPagination(total) ? (
          <SessionsPagination
            page={page}
            totalPages={query.data?.totalPages ?? 1}
            onChange={(next) => setParams(next > 0 ? { page: String(next) } : {})}
          />
        ) : null}
      </CardContent>
      <TranscriptDialog roomId={transcriptRoom} onClose={() => setTranscriptRoom(null)} />
    </Card>
  );
}
