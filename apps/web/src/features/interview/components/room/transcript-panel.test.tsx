import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Chat } from '@mockint/api-contract/socket';
import { TranscriptPanel } from './transcript-panel';

const chats: Chat[] = [
  { id: 'm1', sender: 'MODEL', timestamp: '2026-01-01T09:05:00Z', sentences: ['Tell me about yourself.'] },
  { id: 'c1', sender: 'CANDIDATE', timestamp: '2026-01-01T09:06:00Z', sentences: ['I build web apps.'] },
];

/** The room's side: it owns the draft, clears it once the session took the text, and can hide the panel. */
function Room({
  canSend,
  accept,
  onSend,
}: {
  canSend: boolean;
  accept: boolean;
  onSend: (t: string) => void;
}) {
  const [draft, setDraft] = useState('');
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((v) => !v)}>
        Toggle transcript
      </button>
      {shown ? (
        <TranscriptPanel
          chats={chats}
          interviewerName="Emma"
          modelTyping
          userTyping={false}
          canSend={canSend}
          draft={draft}
          onDraftChange={setDraft}
          onSend={(text) => {
            onSend(text);
            if (accept) setDraft('');
          }}
        />
      ) : null}
    </>
  );
}

function setup(canSend: boolean, accept = true) {
  const onSend = vi.fn();
  render(<Room canSend={canSend} accept={accept} onSend={onSend} />);
  return onSend;
}

describe('TranscriptPanel', () => {
  it('shows bubbles with the sender name (interviewer or You) in a polite live region', () => {
    setup(true);
    expect(screen.getByRole('heading', { name: 'Live Transcript' })).toBeInTheDocument();
    expect(screen.getByText('Emma')).toBeInTheDocument();
    expect(screen.getByText('You')).toBeInTheDocument();
    expect(screen.getByText('I build web apps.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Messages' })).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status', { name: 'Emma is typing' })).toBeInTheDocument();
  });

  it('sends with Enter and clears the box once accepted', async () => {
    const onSend = setup(true);
    const input = screen.getByPlaceholderText('Type your message...');
    await userEvent.type(input, 'My answer{Enter}');
    expect(onSend).toHaveBeenCalledWith('My answer');
    expect(input).toHaveValue('');
  });

  it('keeps the text when the message is refused (e.g. empty)', async () => {
    const onSend = setup(true, false);
    const input = screen.getByPlaceholderText('Type your message...');
    await userEvent.type(input, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('   ');
    expect(input).toHaveValue('   ');
  });

  it('F8: the unsent draft survives hiding and showing the panel', async () => {
    setup(true);
    await userEvent.type(screen.getByPlaceholderText('Type your message...'), 'half an answer');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle transcript' }));
    expect(screen.queryByPlaceholderText('Type your message...')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle transcript' }));
    expect(screen.getByPlaceholderText('Type your message...')).toHaveValue('half an answer');
  });

  it("disables input and Send when it is not the user's turn", () => {
    setup(false);
    expect(screen.getByPlaceholderText('Type your message...')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
