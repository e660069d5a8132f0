import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatMessages, chatText, senderLabel } from './chat-message';

const chat = (id: string, sender: 'MODEL' | 'CANDIDATE', sentences: string[]) => ({
  id,
  sender,
  timestamp: '2026-01-01T09:05:00Z',
  sentences,
});

describe('chat messages', () => {
  it('joins trimmed sentences and names the sender', () => {
    expect(chatText({ sentences: [' Hi. ', '', 'How are you?'] })).toBe('Hi. How are you?');
    expect(senderLabel({ sender: 'CANDIDATE' }, 'Ava')).toBe('You');
    expect(senderLabel({ sender: 'MODEL' }, 'Ava')).toBe('Ava');
  });

  it('lists each message with its sender and time, or the empty text', () => {
    const { rerender } = render(
      <ChatMessages
        chats={[chat('1', 'MODEL', ['Tell me about yourself.']), chat('2', 'CANDIDATE', ['I build apps.'])]}
        interviewerName="Ava"
        empty="No messages in this session."
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ava');
    expect(items[0]).toHaveTextContent('Tell me about yourself.');
    expect(items[1]).toHaveTextContent('You');
    expect(items[1]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-01T09:05:00Z');
    rerender(<ChatMessages chats={[]} interviewerName="Ava" empty="No messages in this session." />);
    expect(screen.getByText('No messages in this session.')).toBeInTheDocument();
  });
});
