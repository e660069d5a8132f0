// routes/interview-feedbacks: the report of a finished room.
import type { FeedbackRecord, RoomRecord } from './types.ts';
import type { StoreState } from './state.ts';

export function getFeedback(s: StoreState, roomId: string): FeedbackRecord | undefined {
  return s.feedbacks.get(roomId);
}

export function getFeedbackForCandidate(
  s: StoreState,
  roomId: string,
  candidateId: string,
): { room: RoomRecord; feedback: FeedbackRecord | undefined } {
  const room = s.ownRoom(roomId, candidateId);
  return { room, feedback: s.feedbacks.get(roomId) };
}

export function getLatestFeedback(s: StoreState, candidateId: string): FeedbackRecord | undefined {
  let latest: FeedbackRecord | undefined;
  for (const f of s.feedbacks.values())
    if (f.candidateId === candidateId && (!latest || f.createdAt > latest.createdAt)) latest = f;
  return latest;
}
