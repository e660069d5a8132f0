/**
 * Session cookies written at sign-in (spec). A module of its own, importing nothing, so the build can read
 * the names too (the first-load preloader in index.html checks for the access token: decision 0460).
 */
export const cookieNames = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  expiresAt: 'expiresAt',
  session: 'session',
} as const;
