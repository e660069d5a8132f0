/**
 * Where the room's spoken answers become available to whoever keeps them (the delivery coaching), without
 * the room knowing who listens: the room publishes, the coaching subscribes (features never import each
 * other). In-memory only; nothing here leaves the page.
 */

export type AnswerEvent =
  /**
   * An answer was recorded and is being sent; `blob` is the recording as sent. `interviewerSeconds`: the
   * interviewer's audio played in the room since the previous answer (the question's talk time).
   */
  | { type: 'audio'; roomId: string; blob: Blob; interviewerSeconds: number }
  /** The candidate sent a typed answer instead. */
  | { type: 'text'; roomId: string; interviewerSeconds: number }
  /** The server's `user_transcript`: what it understood, and the chat entry it made for the answer. */
  | { type: 'transcript'; roomId: string; chatId: string; transcript: string };

type Listener = (event: AnswerEvent) => void;
const listeners = new Set<Listener>();

export function publishAnswerEvent(event: AnswerEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // A listener's failure never reaches the room.
    }
  }
}

export function subscribeAnswerEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
