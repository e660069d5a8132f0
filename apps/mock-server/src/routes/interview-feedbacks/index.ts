import type { FastifyInstance } from 'fastify';
import { presentFeedback } from '../present.ts';
import { baseUrl } from '../../lib/config.ts';
import { ErrorCode } from '../../store/index.ts';
import { HttpError } from '../../lib/http-error.ts';

export default async function feedbackRoutes(fastify: FastifyInstance) {
  const { store } = fastify;

  fastify.operation('getLatestInterviewFeedback', async (request) => {
    const latest = store.getLatestFeedback(request.candidate!.id);
    return latest ? presentFeedback(store, latest, baseUrl(request, fastify.mockConfig)) : null;
  });

  fastify.operation('getInterviewFeedbackByRoom', async (request) => {
    const { room, feedback } = store.getFeedbackForCandidate(request.params.sessionId, request.candidate!.id);
    if (room.status !== 'FINISHED') throw new HttpError(400, ErrorCode.INTERVIEW_NOT_FINISHED);
    if (!feedback) throw new HttpError(404, ErrorCode.FEEDBACK_NOT_FOUND);
    return presentFeedback(store, feedback, baseUrl(request, fastify.mockConfig));
  });
}
