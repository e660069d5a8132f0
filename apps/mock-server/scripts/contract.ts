/**
 * `pnpm contract`: the conformance suite of @mockint/contract-tests against this mock, started in-process
 * on a free port (nothing needs to be running). With CONTRACT_API_URL set it checks that API instead
 * (a running mock, or the real one: see packages/contract-tests/README.md).
 */
import type { AddressInfo } from 'node:net';
import { resolveTarget, runConformanceCli, wsUrlFor, type Target } from '@mockint/contract-tests/conformance';
import { buildServer } from '../src/index.ts';

async function inProcessMock(): Promise<Target> {
  const server = await buildServer({ logger: false });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  const apiUrl = `http://127.0.0.1:${port}/api/v1`;
  return {
    apiUrl,
    wsUrl: wsUrlFor(apiUrl),
    close: () => server.close(),
    description: `in-process mock server on port ${port}`,
  };
}

const target = process.env.CONTRACT_API_URL ? resolveTarget(process.env) : await inProcessMock();
process.exitCode = await runConformanceCli(target, process.env);
