import { createApiClient } from '@mockint/api-contract/client';
import { env } from '@/config/env';
import { getAccessToken } from './auth/cookies';
import { httpTapped, tapHttp } from './dev-frame-tap';
import { takeEarlyResponse } from './early-requests';
import { handleUnauthorized } from './auth/unauthorized';

/** The one typed API client of the app. */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  getAccessToken,
  onUnauthorized: handleUnauthorized,
  // A first load's data may already be on its way, started by index.html's preloader (decision 0545).
  fetch: (request) => {
    // The devtools' HAR export sees every call (development builds only: compiled out of production).
    const copy = import.meta.env.DEV && httpTapped() ? request.clone() : undefined;
    const response = takeEarlyResponse(request) ?? globalThis.fetch(request);
    if (import.meta.env.DEV && copy) tapHttp(copy, response);
    return response;
  },
});
