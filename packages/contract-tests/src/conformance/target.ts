export interface Target {
  apiUrl: string;
  wsUrl: string;
  /** Stops what was started for the run (an in-process server); no-op for a remote target. */
  close: () => Promise<void>;
  description: string;
}

/** The socket base that goes with an API base: http(s)://host/api/v1 → ws(s)://host/ws/v1. */
export const wsUrlFor = (apiUrl: string): string =>
  apiUrl
    .replace(/\/$/, '')
    .replace(/^http/, 'ws')
    .replace(/\/api\/v1$/, '/ws/v1');

/**
 * CONTRACT_API_URL / CONTRACT_WS_URL: the API to check (a running mock or the real one). The suite never
 * starts a server itself — `pnpm contract` (apps/mock-server) starts the mock and passes its URL.
 */
export function resolveTarget(env: NodeJS.ProcessEnv = process.env): Target {
  if (!env.CONTRACT_API_URL)
    throw new Error(
      'CONTRACT_API_URL is not set: give the API base (e.g. https://api.example.com/api/v1), or run `pnpm contract` at the root to check the mock',
    );
  const apiUrl = env.CONTRACT_API_URL.replace(/\/$/, '');
  const wsUrl = (env.CONTRACT_WS_URL ?? wsUrlFor(apiUrl)).replace(/\/$/, '');
  return { apiUrl, wsUrl, close: async () => {}, description: apiUrl };
}
