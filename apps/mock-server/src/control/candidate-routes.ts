// /__mock routes for candidates: personas, isolated sign-in, credits, tier, token expiry, reset.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CANDIDATE_TIERS } from '@mockint/api-contract';
import { controlOk, parseControlBody } from './request-body.ts';
import { presentCandidate } from '../routes/present.ts';
import { baseUrl } from '../lib/config.ts';
import { HttpError } from '../lib/http-error.ts';

export default async function candidateControlRoutes(fastify: FastifyInstance) {
  const { store, rules } = fastify;

  fastify.get('/__mock/personas', async () => controlOk(store.listPersonas()));

  fastify.post<{ Body: { candidateId?: string } | undefined }>('/__mock/reset', async (request) => {
    const { candidateId } = parseControlBody(
      z.object({ candidateId: z.string().min(1).optional() }).strict(),
      request.body,
    );
    store.reset(candidateId ? { candidateId } : {});
    rules.clear(candidateId ? { candidateId } : undefined);
    return controlOk({ reset: candidateId ?? 'all' });
  });

  // A fresh isolated copy of a persona, signed in: what each e2e test uses so parallel workers share nothing.
  fastify.post('/__mock/sessions', async (request) => {
    const { persona, shared } = parseControlBody(
      z.object({ persona: z.string().min(1), shared: z.boolean().optional() }).strict(),
      request.body,
    );
    const personaInfo = store.listPersonas().find((p) => p.id === persona);
    if (!personaInfo) throw new HttpError(404, `Persona '${persona}' not found`);
    const candidate = shared ? store.getCandidate(personaInfo.candidateId) : store.clonePersona(persona);
    if (!candidate) throw new HttpError(404, `Persona '${persona}' not found`);
    const signIn = store.issueTokens(candidate.id);
    return controlOk({
      ...signIn,
      candidate: presentCandidate(signIn.candidate, baseUrl(request, fastify.mockConfig)),
    });
  });

  // The candidate as /candidates/me shows it, for tools that hold only its id (the devtools panel).
  fastify.get<{ Params: { id: string } }>('/__mock/candidates/:id', async (request) => {
    const candidate = store.getCandidate(request.params.id);
    if (!candidate) throw new HttpError(404, 'Candidate not found');
    return controlOk(presentCandidate(candidate, baseUrl(request, fastify.mockConfig)));
  });

  fastify.post<{ Params: { id: string } }>('/__mock/candidates/:id/credits', async (request) => {
    const { credits } = parseControlBody(
      z.object({ credits: z.number().int().min(0).max(1_000_000) }).strict(),
      request.body,
    );
    return controlOk(
      presentCandidate(store.setCredits(request.params.id, credits), baseUrl(request, fastify.mockConfig)),
    );
  });

  fastify.post<{ Params: { id: string } }>('/__mock/candidates/:id/tier', async (request) => {
    const { tier } = parseControlBody(z.object({ tier: z.enum(CANDIDATE_TIERS) }).strict(), request.body);
    return controlOk(
      presentCandidate(store.setTier(request.params.id, tier), baseUrl(request, fastify.mockConfig)),
    );
  });

  fastify.post('/__mock/tokens/expire', async (request) => {
    const { accessToken } = parseControlBody(
      z.object({ accessToken: z.string().min(1) }).strict(),
      request.body,
    );
    store.expireToken(accessToken);
    return controlOk(null);
  });

  fastify.get('/__mock/application-feedbacks', async () => controlOk(store.listApplicationFeedbacks()));
}
