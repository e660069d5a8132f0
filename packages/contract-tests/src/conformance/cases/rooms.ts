import { runLimits, text } from '../limits.ts';
import { holdConversation } from '../socket.ts';
import { dataOf } from '../suite.ts';
import { anyRoom, foreignRoomCase, pagingLimits, type ConformanceCase, type Json } from './shared.ts';

/** Interview rooms: the list, one room, its resume, and the join → socket → end flow of the room this run registered. */
export const listInterviewRooms: ConformanceCase = {
  operationId: 'listInterviewRooms',
  async run({ session, state }) {
    const page = dataOf(
      await session.call('listInterviewRooms', {
        label: 'valid',
        query: { page: 0, size: 5, sort: 'createdAt,desc' },
        expect: 200,
      }),
    );
    state.rooms = Array.isArray(page?.content) ? (page.content as Json[]) : [];
    await session.call('listInterviewRooms', {
      label: 'valid (size 6)',
      query: { page: 0, size: 6, sort: 'createdAt,desc' },
      expect: 200,
    });
    await session.call('listInterviewRooms', {
      label: '400 bad sort',
      query: { page: 0, size: 5, sort: 'fullName' },
      expect: 400,
    });
    await pagingLimits(session, 'listInterviewRooms');
  },
};

export const getInterviewRoom: ConformanceCase = {
  operationId: 'getInterviewRoom',
  async run({ session, state }) {
    const room = anyRoom(state);
    if (!room) return session.skip('getInterviewRoom', 'valid', 'the candidate has no interview rooms');
    const full = dataOf(
      await session.call('getInterviewRoom', {
        label: 'valid',
        params: { session: String(room.id) },
        expect: 200,
      }),
    );
    if (full && state.registeredRoom && full.id === state.registeredRoom.id) state.registeredRoom = full;
    await foreignRoomCase(session, state, 'getInterviewRoom', 'session');
    // Ids are one schema (Id, at most 64 characters) in every path and body.
    await runLimits(session, {
      operationId: 'getInterviewRoom',
      rows: [{ field: 'path.session', limit: 64, value: text }],
      base: {},
      call: ({ params }) => ({ params }),
      accepted: { status: 404 },
    });
  },
};

export const getInterviewResume: ConformanceCase = {
  operationId: 'getInterviewResume',
  async run({ session, state }) {
    const room = anyRoom(state);
    if (!room) return session.skip('getInterviewResume', 'valid', 'the candidate has no interview rooms');
    await session.call('getInterviewResume', {
      label: 'valid',
      params: { roomId: String(room.id) },
      expect: 200,
    });
  },
};

export const joinInterview: ConformanceCase = {
  operationId: 'joinInterview',
  changesData: true,
  async run({ session, state }) {
    const room = state.registeredRoom;
    const interviewerId = (room?.interviewer as Json | undefined)?.id;
    if (!room || !state.candidateId || typeof interviewerId !== 'string') {
      return session.skip('joinInterview', 'valid', 'no room registered by this run');
    }
    const joined = dataOf(
      await session.call('joinInterview', {
        label: 'valid',
        json: { interviewRoomId: room.id, candidateId: state.candidateId, interviewerId },
        expect: 200,
      }),
    );
    if (joined) state.registeredRoom = { ...room, ...joined, joined: true };
  },
};

export const revokeInterviewSession: ConformanceCase = {
  operationId: 'revokeInterviewSession',
  changesData: true,
  async run({ session, state }) {
    const room = state.registeredRoom;
    if (!room?.joined || !state.candidateId) {
      return session.skip('revokeInterviewSession', 'valid', 'no joined room from this run');
    }
    // Nothing else holds the room's socket; revoking is still a valid, idempotent request.
    await session.call('revokeInterviewSession', {
      label: 'valid',
      json: { interviewRoomId: room.id, candidateId: state.candidateId },
      expect: 200,
    });
  },
};

export const endInterview: ConformanceCase = {
  operationId: 'endInterview',
  changesData: true,
  async run(ctx) {
    const { session, state } = ctx;
    const room = state.registeredRoom;
    const interviewerId = (room?.interviewer as Json | undefined)?.id;
    if (!room?.joined || !state.candidateId || typeof interviewerId !== 'string' || !session.token) {
      return session.skip('endInterview', 'valid', 'no joined room from this run');
    }
    const language = (room.interviewLanguage as Json | undefined)?.id;
    state.socket = await holdConversation({
      wsUrl: ctx.wsUrl,
      roomId: String(room.id),
      candidateId: state.candidateId,
      accessToken: session.token,
      interviewLanguageId: typeof language === 'string' ? language : 'en',
    });
    await session.call('endInterview', {
      label: 'valid',
      json: { interviewRoomId: room.id, candidateId: state.candidateId, interviewerId, timeout: false },
      expect: 200,
    });
    await session.call('getInterviewFeedbackByRoom', {
      label: 'valid (room ended by this run)',
      params: { sessionId: String(room.id) },
      expect: 200,
    });
  },
};
