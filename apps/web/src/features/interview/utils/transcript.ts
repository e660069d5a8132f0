import type { Chat } from '@mockint/api-contract/socket';

/** Hour and minute of a chat timestamp in the user's time zone, 24 h (e.g. '09:05'); '' when invalid. */
export function formatClock(timestamp: string, timeZone?: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  }).format(date);
}

export function chatText(chat: Pick<Chat, 'sentences'>): string {
  return chat.sentences
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
}

/** Sender name in the transcript: the interviewer's name or 'You' (spec §2.3). */
export function senderLabel(chat: Pick<Chat, 'sender'>, interviewerName: string): string {
  return chat.sender === 'CANDIDATE' ? 'You' : interviewerName;
}

/** Tour flag (spec §2.3): the tour shows unless `intro` is exactly 'true'. */
export const INTRO_KEY = 'intro';
export const shouldShowTour = (stored: string | undefined) => stored !== 'true';
