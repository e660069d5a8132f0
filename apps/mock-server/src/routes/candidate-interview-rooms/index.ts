import type { FastifyInstance } from 'fastify';
import { presentRoom } from '../../lib/present.ts';
import { baseUrl } from '../../lib/config.ts';
import { HttpError } from '../../plugins/app/envelope.ts';

export default async function interviewRoomRoutes(fastify: FastifyInstance) {
  const { store } = fastify;

  fastify.operation('getInterviewStats', async (request) => store.getStats(request.candidate!.id));

  fastify.operation('listInterviewRooms', async (request) => {
    const { page = 0, size = 10, sort } = request.query;
    const result = store.listRooms(request.candidate!.id, { page, size, sort });
    return { ...result, content: result.content.map((r) => presentRoom(store, r)), page, size };
  });

  fastify.operation('getInterviewRoom', async (request) => {
    const room = store.getRoomForCandidate(request.params.session, request.candidate!.id);
    if (!room) throw new HttpError(404, 'Interview room not found');
    return presentRoom(store, room);
  });

  fastify.operation('getInterviewResume', async (request) => {
    const link = store.createResumeLink(request.params.roomId, request.candidate!.id);
    if (!link) return { presignedUrl: null };
    return {
      presignedUrl: `${baseUrl(request, fastify.mockConfig)}/__mock/files/resumes/${link.token}?expires=${link.expires}`,
    };
  });
}
