/** Join button rule (the spec's validation rules): microphone selected, no join in flight, a recorded blob, session == room. */
export function canJoin(input: {
  microphoneId: string | null;
  joining: boolean;
  recordedBlob: Blob | null;
  sessionId: string | null;
  roomId: string | null | undefined;
}): boolean {
  return (
    Boolean(input.microphoneId) &&
    !input.joining &&
    Boolean(input.recordedBlob && input.recordedBlob.size > 0) &&
    Boolean(input.sessionId) &&
    input.sessionId === input.roomId
  );
}

/**
 * The session in the URL is not a room of this candidate (the spec's validation rules: join requires it to equal the loaded room
 * id). Only once the room request has settled: while it loads there is nothing to compare yet. The page says
 * so instead of leaving Join Interview silently disabled (decision 0552).
 */
export function sessionMismatch(input: {
  sessionId: string | null;
  roomId: string | null | undefined;
  roomSettled: boolean;
}): boolean {
  return Boolean(input.sessionId) && input.roomSettled && input.sessionId !== input.roomId;
}

/** Ids the registration flow leaves behind; removed once the join call succeeds (the spec's states and its limits). */
export const STORED_INTERVIEW_KEYS = ['interviewRoomId', 'interviewerId', 'candidateId'] as const;
