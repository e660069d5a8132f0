/** Join button rule (spec §5): microphone selected, no join in flight, a recorded blob, session == room. */
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

/** Ids the registration flow leaves behind; removed once the join call succeeds (spec §4, §9). */
export const STORED_INTERVIEW_KEYS = ['interviewRoomId', 'interviewerId', 'candidateId'] as const;
