import { useEffect, useRef } from 'react';
import { Send } from 'lucide-react';
import type { Chat } from '@mockint/api-contract/socket';
import { Button, Input } from '@mockint/ui';
import { ChatMessage } from '@/components/chat-message';
import { useToastClearance } from '@/hooks/use-toast-clearance';
import { TypingDots } from './captions';

export function TranscriptPanel(props: {
  chats: Chat[];
  interviewerName: string;
  modelTyping: boolean;
  userTyping: boolean;
  canSend: boolean;
  /** The unsent answer, owned by the room so that hiding this panel does not discard it. */
  draft: string;
  onDraftChange: (text: string) => void;
  /** The room clears the draft once the session took the text. */
  onSend: (text: string) => void;
}) {
  const text = props.draft;
  const listRef = useRef<HTMLOListElement>(null);
  // Toasts stack above the message field: three of them covered it while the candidate typed (decision 0659).
  const formRef = useRef<HTMLFormElement>(null);
  useToastClearance(formRef, undefined, 'field');

  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [props.chats, props.modelTyping, props.userTyping]);

  const submit = () => {
    if (!props.canSend) return;
    props.onSend(text);
  };

  return (
    <aside
      aria-labelledby="transcript-title"
      className="flex min-h-[350px] w-full flex-col rounded-xl border border-border bg-card lg:w-96"
    >
      <h2 id="transcript-title" className="border-b border-border px-4 py-3 font-semibold">
        Live Transcript
      </h2>
      <ol
        ref={listRef}
        tabIndex={0}
        aria-label="Messages"
        aria-live="polite"
        aria-relevant="additions text"
        className="flex flex-1 flex-col gap-3 overflow-y-auto p-4"
      >
        {props.chats.map((chat) => (
          <ChatMessage key={chat.id} chat={chat} interviewerName={props.interviewerName} />
        ))}
        {props.userTyping ? (
          <li className="self-end">
            <TypingDots label="You are typing" />
          </li>
        ) : null}
        {props.modelTyping ? (
          <li className="self-start">
            <TypingDots label={`${props.interviewerName} is typing`} />
          </li>
        ) : null}
      </ol>
      <form
        ref={formRef}
        className="flex gap-2 border-t border-border p-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Input
          aria-label="Type your message"
          placeholder="Type your message..."
          value={text}
          disabled={!props.canSend}
          onChange={(e) => props.onDraftChange(e.target.value)}
        />
        <Button type="submit" disabled={!props.canSend} aria-label="Send">
          <Send aria-hidden="true" /> Send
        </Button>
      </form>
    </aside>
  );
}
