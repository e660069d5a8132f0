import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../generated/openapi.d.ts';
import { bearerAuthMiddleware, responseHandlingMiddleware, type AccessTokenGetter } from './middleware.ts';

export type ApiPaths = paths;
export type ApiClient = Client<paths>;

export interface CreateApiClientOptions {
  /** Root of the API including /api/v1, e.g. http://localhost:4010/api/v1. */
  baseUrl: string;
  /** Current access token (the web app reads its cookie); no Authorization header is sent when it is empty. */
  getAccessToken: AccessTokenGetter;
  /**
   * Called once per 401 answer, before the call rejects with ApiUnauthorizedError. The web app logs out here;
   * concurrent calls can each trigger it, so the handler must be idempotent.
   */
  onUnauthorized: () => void;
  /** Custom fetch (tests, SSR). Defaults to globalThis.fetch at call time. */
  fetch?: (input: Request) => Promise<Response>;
}

/**
 * Typed client for every /api/v1 operation in openapi.yaml, with the spec's HTTP handling built in:
 * bearer token, 401 → onUnauthorized + ApiUnauthorizedError, body status ≠ HTTP status → ApiStatusMismatchError,
 * 400/403/500 → returned as `{ error }`, other non-OK → ApiHttpError, no response → ApiNetworkError.
 */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    // Resolve globalThis.fetch per call so test doubles installed after creation still apply.
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  // Order matters for onResponse, which runs last-registered first: status handling sees the raw response.
  client.use(
    bearerAuthMiddleware(options.getAccessToken),
    responseHandlingMiddleware(options.onUnauthorized),
  );
  return client;
}
