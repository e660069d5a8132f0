import { runLimits, text } from '../limits.ts';
import { anyRoom, foreignRoomCase, roomWithStatus, type ConformanceCase } from './shared.ts';

/** Interview feedback (the report) and the application feedback dialog. */
export const getLatestInterviewFeedback: ConformanceCase = {
  operationId: 'getLatestInterviewFeedback',
  run: async ({ session }) =>
    void (await session.call('getLatestInterviewFeedback', { label: 'valid', expect: 200 })),
};

export const getInterviewFeedbackByRoom: ConformanceCase = {
  operationId: 'getInterviewFeedbackByRoom',
  async run({ session, state }) {
    const finished = roomWithStatus(state, 'FINISHED');
    if (finished) {
      await session.call('getInterviewFeedbackByRoom', {
        label: 'valid (finished room)',
        params: { sessionId: String(finished.id) },
        expect: 200,
      });
    } else session.skip('getInterviewFeedbackByRoom', 'valid', 'no FINISHED room in the first page');
    await foreignRoomCase(session, state, 'getInterviewFeedbackByRoom', 'sessionId');
    const unfinished = roomWithStatus(state, 'REGISTERED') ?? roomWithStatus(state, 'ONGOING');
    if (unfinished) {
      await session.call('getInterviewFeedbackByRoom', {
        label: '400 room not finished',
        params: { sessionId: String(unfinished.id) },
        expect: 400,
      });
    }
  },
};

export const submitApplicationFeedback: ConformanceCase = {
  operationId: 'submitApplicationFeedback',
  changesData: true,
  async run({ session, state }) {
    if (!state.candidateId) return session.skip('submitApplicationFeedback', 'valid', 'no candidate id');
    const body = {
      candidateId: state.candidateId,
      candidateName: state.fullName ?? null,
      comment: 'Contract test: the interviewer felt realistic.',
      interviewRoomId: anyRoom(state)?.id ?? null,
    };
    await session.call('submitApplicationFeedback', {
      label: 'valid',
      json: { ...body, rating: 5 },
      expect: 200,
    });
    await session.call('submitApplicationFeedback', {
      label: '400 rating 9',
      json: { ...body, rating: 9 },
      expect: 400,
    });
    await runLimits(session, {
      operationId: 'submitApplicationFeedback',
      rows: [
        { field: 'candidateName', limit: 100, value: text },
        { field: 'comment', limit: 2000, value: text },
        { field: 'rating', limit: 5, value: (n) => n },
      ],
      base: { body: { ...body, rating: 5 } },
      call: ({ body }) => ({ json: body }),
      accepted: { status: 200 },
    });
  },
};
