import type { Chat } from '@mockint/api-contract';
import { Dialog, DialogContent, Spinner } from '@mockint/ui';
import { useInterviewRoom } from '@/api/get-interview-room';
import { formatClock } from '@/lib/format';

export function ChatList({ chats, interviewerName }: { chats: Chat[]; interviewerName: string }) {
  if (chats.length === 0)
    return <p className="text-sm text-muted-foreground">No messages in this session.</p>;
  return (
    <ol className="flex flex-col gap-3">
      {chats.map((chat) => {
        const mine = chat.sender === 'CANDIDATE';
        return (
          <li
            key={chat.id}
            className={mine ? 'flex flex-col items-end gap-1' : 'flex flex-col items-start gap-1'}
          >
            <span className="text-xs text-muted-foreground">
              <span className="font-medium text-foreground">{mine ? 'You' : interviewerName}</span>{' '}
              <time dateTime={chat.timestamp}>{formatClock(chat.timestamp)}</time>
            </span>
            <p
              className={
                mine
                  ? 'max-w-[85%] rounded-lg bg-primary px-3 py-2 text-sm text-primary-foreground'
                  : 'max-w-[85%] rounded-lg bg-muted px-3 py-2 text-sm'
              }
            >
              {chat.sentences.join(' ')}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

export function TranscriptDialog({ roomId, onClose }: { roomId: string | null; onClose: () => void }) {
  const room = useInterviewRoom(roomId);
  const name = room.data ? room.data.interviewer.nickname || room.data.interviewer.fullName : 'Interviewer';
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
          {room.isPending ? <Spinner /> : <ChatList chats={room.data?.chats ?? []} interviewerName={name} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}
