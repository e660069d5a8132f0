import { createApiClient } from '@mockint/api-contract/client';
import { env } from '@/config/env';
import { getAccessToken } from './auth/cookies';
import { takeEarlyResponse } from './early-requests';
import { handleUnauthorized } from './auth/unauthorized';

/** The one typed API client of the app. */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  getAccessToken,
  onUnauthorized: handleUnauthorized,
  // A first load's data may already be on its way, started by index.html's preloader (decision 0545).
  fetch: (request) => takeEarlyResponse(request) ?? globalThis.fetch(request),
});
