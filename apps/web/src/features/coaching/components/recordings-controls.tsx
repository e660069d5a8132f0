import { Card, CardContent, CardHeader } from '@mockint/ui';
import { useDeleteAnswers, useRetention } from '../hooks/use-stored-answers';
import { RETENTION_CHOICES } from '../api/answer-store';
import { ConfirmDelete } from './confirm-delete';

/** "Recordings on this device" under the report's delivery section: the retention, and deletion (decision 0801). */
export function RecordingsControls({ roomId, hasAny }: { roomId: string; hasAny: boolean }) {
  const retention = useRetention();
  const remove = useDeleteAnswers();
  return (
    <Card className="print:hidden">
      <CardHeader>
        <h3 className="text-base font-semibold leading-tight">Recordings on this device</h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p className="text-muted-foreground">
          Your answers are kept in this browser only, for replay; they are never uploaded again.
        </p>
        <label className="flex flex-wrap items-center gap-2">
          Keep recordings for
          <select
            className="rounded-md border bg-background px-2 py-1"
            value={retention.days ?? ''}
            onChange={(event) => retention.set.mutate(Number(event.target.value))}
          >
            {RETENTION_CHOICES.map((days) => (
              <option key={days} value={days}>
                {days} days
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-2">
          <ConfirmDelete
            title="Delete this session's recordings?"
            description="The recordings and delivery figures of this session are removed from this device. The report itself stays."
            disabled={!hasAny}
            onConfirm={() => remove.mutate(roomId)}
          >
            Delete this session's recordings
          </ConfirmDelete>
          <ConfirmDelete
            title="Delete all recordings?"
            description="Every recorded answer of every session is removed from this device. Reports stay."
            onConfirm={() => remove.mutate(null)}
          >
            Delete all recordings
          </ConfirmDelete>
        </div>
      </CardContent>
    </Card>
  );
}
