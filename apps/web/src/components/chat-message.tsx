import type { Chat } from '@mockint/api-contract';
import { cn } from '@mockint/ui';
import { formatClock } from '@/lib/format';

type ChatLike = Pick<Chat, 'id' | 'sender' | 'timestamp' | 'sentences'>;

/** A message's text: its sentences trimmed, blanks dropped, joined with a space. */
export function chatText(chat: Pick<Chat, 'sentences'>): string {
  return chat.sentences
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
}

/** Sender name in a transcript: the interviewer's name or 'You' (spec). */
export function senderLabel(chat: Pick<Chat, 'sender'>, interviewerName: string): string {
  return chat.sender === 'CANDIDATE' ? 'You' : interviewerName;
}

/**
 * One message of a conversation (live transcript, session transcript dialog, report): who said it, when
 * (HH:mm) and what. `bubble` sides the candidate's messages right and the interviewer's left.
 */
export function ChatMessage({
  chat,
  interviewerName,
  bubble = true,
}: {
  chat: ChatLike;
  interviewerName: string;
  bubble?: boolean;
}) {
  const mine = chat.sender === 'CANDIDATE';
  return (
    <li
      className={cn(
        'flex flex-col gap-1',
        bubble && 'max-w-[85%]',
        bubble && (mine ? 'self-end items-end' : 'self-start'),
      )}
    >
      <span className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{senderLabel(chat, interviewerName)}</span>{' '}
        <time dateTime={chat.timestamp}>{formatClock(chat.timestamp)}</time>
      </span>
      <p
        className={cn(
          'text-sm',
          bubble && 'rounded-lg px-3 py-2',
          bubble && (mine ? 'bg-primary text-primary-foreground' : 'bg-muted'),
        )}
      >
        {chatText(chat)}
      </p>
    </li>
  );
}

/** A finished conversation as a list, or `empty` when it has no message. */
export function ChatMessages({
  chats,
  interviewerName,
  empty,
  bubble = true,
}: {
  chats: readonly ChatLike[];
  interviewerName: string;
  empty: string;
  bubble?: boolean;
}) {
  if (chats.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {chats.map((chat) => (
        <ChatMessage key={chat.id} chat={chat} interviewerName={interviewerName} bubble={bubble} />
      ))}
    </ol>
  );
}
