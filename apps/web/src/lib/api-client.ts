import { createApiClient } from '@mockint/api-contract/client';
import { env } from '@/config/env';
import { getAccessToken } from './auth/cookies';
import { handleUnauthorized } from './auth/unauthorized';

/** The one typed API client of the app. */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  getAccessToken,
  onUnauthorized: handleUnauthorized,
});
