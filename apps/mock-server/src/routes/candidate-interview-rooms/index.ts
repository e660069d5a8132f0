import type { FastifyInstance } from 'fastify';
import type { InterviewRoom, InterviewRoomPage } from '@mockint/api-contract';
import { roomJson } from '../present.ts';
import { RawJson } from '../../lib/raw-json.ts';
import { baseUrl } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';

export default async function interviewRoomRoutes(fastify: FastifyInstance) {
  const { store } = fastify;

  fastify.operation('getInterviewStats', async (request) => store.getStats(request.candidate!.id));

  fastify.operation('listInterviewRooms', async (request) => {
    const { page = 0, size = 10, sort } = request.query;
    const result = store.listRooms(request.candidate!.id, { page, size, sort });
    const base = baseUrl(request, fastify.mockConfig);
    const content = result.content.map((r) => roomJson(store, r, base)).join(',');
    return new RawJson<InterviewRoomPage>(
      `{"content":[${content}],"totalPages":${result.totalPages},"totalElements":${result.totalElements},"page":${page},"size":${size}}`,
    );
  });

  fastify.operation('getInterviewRoom', async (request) => {
    const room = store.getRoomForCandidate(request.params.session, request.candidate!.id);
    if (!room) throw new HttpError(404, 'Interview room not found');
    return new RawJson<InterviewRoom>(roomJson(store, room, baseUrl(request, fastify.mockConfig)));
  });

  fastify.operation('getInterviewResume', async (request) => {
    const link = store.createResumeLink(request.params.roomId, request.candidate!.id);
    if (!link) return { presignedUrl: null };
    return {
      presignedUrl: `${baseUrl(request, fastify.mockConfig)}/__mock/files/resumes/${link.token}?expires=${link.expires}`,
    };
  });
}
