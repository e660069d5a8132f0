import type { FastifyInstance } from 'fastify';
import { presentCandidate } from '../present.ts';
import { baseUrl, isAllowedOrigin } from '../../lib/config.ts';
import { ErrorCode, StoreError } from '../../store/index.ts';
import { HttpError } from '../../lib/http-error.ts';

export default async function authRoutes(fastify: FastifyInstance) {
  fastify.operation('createGoogleAuthorizationUri', async (request) => {
    const config = fastify.mockConfig;
    // The web app may run on any allow-listed origin (vite dev, vite preview): send the user back where they came from.
    const origin = request.headers.origin;
    const webOrigin = origin && isAllowedOrigin(config, origin) ? origin : config.webOrigin;
    const redirectUri = `${webOrigin}/auth/callback`;
    const { state, codeVerifier, codeChallenge } = fastify.store.startAuthorization(redirectUri);
    const params = new URLSearchParams({
      client_id: 'mockint-web',
      response_type: 'code',
      scope: 'openid email profile',
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      redirect_uri: redirectUri,
    });
    return {
      authorizationUri: `${baseUrl(request, config)}/__mock/google/authorize?${params}`,
      codeVerifier,
    };
  });

  fastify.operation('exchangeAuthorizationCode', async (request) => {
    try {
      const signIn = fastify.store.exchangeCode(request.body);
      return {
        ...signIn,
        candidate: presentCandidate(signIn.candidate, baseUrl(request, fastify.mockConfig)),
      };
    } catch (e) {
      if (!(e instanceof StoreError)) throw e;
      request.log.info({ reason: e.message }, 'code exchange refused');
      throw new HttpError(400, ErrorCode.INVALID_AUTHORIZATION_CODE);
    }
  });
}
