// routes/interview-feedbacks: the report of a finished room.
import type { FeedbackRecord, RoomRecord } from './types.ts';
import type { StoreState } from './state.ts';

export function getFeedback(state: StoreState, roomId: string): FeedbackRecord | undefined {
  return state.feedbacks.get(roomId);
}

export function getFeedbackForCandidate(
  state: StoreState,
  roomId: string,
  candidateId: string,
): { room: RoomRecord; feedback: FeedbackRecord | undefined } {
  const room = state.ownRoom(roomId, candidateId);
  return { room, feedback: state.feedbacks.get(roomId) };
}

export function getLatestFeedback(state: StoreState, candidateId: string): FeedbackRecord | undefined {
  let latest: FeedbackRecord | undefined;
  for (const f of state.feedbacks.values())
    if (f.candidateId === candidateId && (!latest || f.createdAt > latest.createdAt)) latest = f;
  return latest;
}
