// Defaults of the build settings, shared by the app (env.ts) and the build itself (vite.config.ts writes the
// Content-Security-Policy for exactly the addresses the app will call). Plain values: no import.meta here.
export const ENV_DEFAULTS = {
  apiBaseUrl: 'http://localhost:4010/api/v1',
  wsBaseUrl: 'ws://localhost:4010/ws/v1',
} as const;
