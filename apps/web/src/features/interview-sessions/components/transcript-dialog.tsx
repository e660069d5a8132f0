import { Dialog, DialogContent, Spinner } from '@mockint/ui';
import { useInterviewRoom } from '@/api/get-interview-room';
import { ChatMessages } from '@/components/chat-message';
import { LoadError } from '@/components/load-error';
import { displayName } from '@/lib/people';

export function TranscriptDialog({ roomId, onClose }: { roomId: string | null; onClose: () => void }) {
  const room = useInterviewRoom(roomId);
  const name = displayName(room.data?.interviewer, 'Interviewer');
  return (
    <Dialog open={Boolean(roomId)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Transcript"
        description="The conversation of this interview session."
        className="max-w-2xl"
      >
        <div
          className="max-h-[60dvh] overflow-y-auto pr-1"
          tabIndex={0}
          role="region"
          aria-label="Conversation"
        >
          {room.isPending ? (
            <Spinner />
          ) : room.isError && !room.data ? (
            // A failed fetch is not an empty conversation: say so, with Retry.
            <LoadError
              message="This transcript could not be loaded."
              onRetry={() => void room.refetch()}
              retrying={room.isFetching}
            />
          ) : (
            <ChatMessages
              chats={room.data?.chats ?? []}
              interviewerName={name}
              empty="No messages in this session."
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
