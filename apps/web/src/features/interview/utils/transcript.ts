import type { Chat } from '@mockint/api-contract/socket';

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
