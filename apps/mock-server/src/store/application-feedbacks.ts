// routes/application-feedbacks: feedback about the app itself.
import { badRequest } from './errors.ts';
import { newId } from './ids.ts';
import type { ApplicationFeedbackRecord } from './types.ts';
import type { StoreState } from './state.ts';

export function submitApplicationFeedback(
  state: StoreState,
  callerId: string,
  input: {
    candidateId: string;
    candidateName?: string | null;
    rating: number;
    comment: string;
    interviewRoomId?: string | null;
  },
): ApplicationFeedbackRecord {
  state.ownCandidate(callerId, input.candidateId);
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
    throw badRequest('body/rating must be an integer from 1 to 5');
  const comment = input.comment.trim();
  if (!comment) throw badRequest('Please ensure the feedback is not empty.');
  if (input.interviewRoomId) state.ownRoom(input.interviewRoomId, callerId);
  const rec: ApplicationFeedbackRecord = {
    id: newId(),
    candidateId: callerId,
    candidateName: input.candidateName?.trim() || null,
    rating: input.rating,
    comment,
    interviewRoomId: input.interviewRoomId || null,
    createdAt: state.iso(),
  };
  state.applicationFeedbacks.push(rec);
  state.changed();
  return rec;
}

export function listApplicationFeedbacks(
  state: StoreState,
  candidateId?: string,
): ApplicationFeedbackRecord[] {
  return state.applicationFeedbacks.filter((f) => !candidateId || f.candidateId === candidateId);
}
