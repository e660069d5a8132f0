/**
 * An answer the server acknowledged with its `user_transcript`, as the room gave it: what the delivery
 * coaching keeps on the device (decisions 0800–0803, 0059).
 */
export interface RoomAnswer {
  roomId: string;
  /** The candidate chat the server made for the answer (`user_transcript.chat.id`). */
  chatId: string;
  transcript: string;
  /** The recording as sent; null when the answer was typed (or this tab sent none since the last transcript). */
  audio: Blob | null;
  /** When the answer was recorded or typed here (ms); when the transcript came, if this tab sent none. */
  recordedAt: number;
  /** The interviewer's audio played before the answer, since the previous one (its question's talk time). */
  interviewerSeconds?: number;
}

export type AnswerListener = (answer: RoomAnswer) => void;
/** Subscribes to the room's answers; returns the unsubscribe. */
export type SubscribeAnswers = (listener: AnswerListener) => () => void;

/**
 * The session controller's one seam for answers (decision 0059). The controller tells it what happened (the
 * interviewer's audio played, an answer recorded or typed and sent, a transcript received); it pairs the
 * answer with its transcript and hands the pair to its subscribers. This is the only pending bookkeeping the
 * answer's listeners need: a subscriber receives complete answers and keeps no state of its own.
 */
export class AnswerSeam {
  private readonly listeners = new Set<AnswerListener>();
  /** The interviewer's audio played since the last answer, in ms. */
  private interviewerMs = 0;
  /** The answer sent last and not transcribed yet: its recording (null when typed), when, and its question's time. */
  private pending: { audio: Blob | null; at: number; interviewerSeconds: number } | null = null;

  constructor(
    private readonly roomId: string,
    private readonly now: () => number = Date.now,
  ) {}

  subscribe: SubscribeAnswers = (listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A chunk of the interviewer's audio finished playing. */
  interviewerPlayed(ms: number): void {
    this.interviewerMs += ms;
  }

  /**
   * The interviewer's time of the question being answered, in seconds; the next question's count starts. Taken
   * when the recording stops: the next question may start playing before the recording has encoded.
   */
  takeQuestionSeconds(): number {
    const seconds = this.interviewerMs / 1000;
    this.interviewerMs = 0;
    return seconds;
  }

  /** A recording encoded for sending (as the server receives it), with its question's time. */
  recorded(audio: Blob, interviewerSeconds: number): void {
    this.pending = { audio, at: this.now(), interviewerSeconds };
  }

  /** A typed answer was sent: no recording, and the last recording's transcript is no longer the next one. */
  typed(): void {
    this.pending = { audio: null, at: this.now(), interviewerSeconds: this.takeQuestionSeconds() };
  }

  /** The server's `user_transcript`: the answer waiting for it is complete. */
  transcribed(chatId: string, transcript: string): void {
    const sent = this.pending;
    this.pending = null;
    const answer: RoomAnswer = {
      roomId: this.roomId,
      chatId,
      transcript,
      audio: sent?.audio ?? null,
      recordedAt: sent?.at ?? this.now(),
      ...(sent ? { interviewerSeconds: sent.interviewerSeconds } : {}),
    };
    for (const listener of this.listeners) {
      try {
        listener(answer);
      } catch {
        // A listener's failure never reaches the room.
      }
    }
  }

  dispose(): void {
    this.listeners.clear();
  }
}
