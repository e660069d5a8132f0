import type { AddressInfo } from 'node:net';

export interface Target {
  apiUrl: string;
  wsUrl: string;
  /** Stops what was started for the run (the in-process mock); no-op for a remote target. */
  close: () => Promise<void>;
  description: string;
}

/**
 * CONTRACT_API_URL / CONTRACT_WS_URL when set (a running mock or the real API), else the mock server
 * started in-process on a free port — so `pnpm contract` needs nothing running.
 */
export async function resolveTarget(env: NodeJS.ProcessEnv = process.env): Promise<Target> {
  if (env.CONTRACT_API_URL) {
    const apiUrl = env.CONTRACT_API_URL.replace(/\/$/, '');
    const wsUrl = (
      env.CONTRACT_WS_URL ?? apiUrl.replace(/^http/, 'ws').replace(/\/api\/v1$/, '/ws/v1')
    ).replace(/\/$/, '');
    return { apiUrl, wsUrl, close: async () => {}, description: apiUrl };
  }
  const { buildServer } = await import('@mockint/mock-server');
  const server = await buildServer({ logger: false });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api/v1`,
    wsUrl: `ws://127.0.0.1:${port}/ws/v1`,
    close: () => server.close(),
    description: `in-process mock server on port ${port}`,
  };
}
