// Baseline for bench/run.ts: a bare Fastify (no plugins, no hooks, no logging) answering the same JSON bodies
// the mock answers, so the ratio isolates what the mock's layers cost.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(readFileSync(process.env.BARE_BODIES_FILE!, 'utf8')) as Record<string, unknown>;
const app = Fastify({ logger: false });
for (const [url, body] of Object.entries(bodies)) app.get(url, async () => body);
await app.listen({ port: Number(process.env.BARE_PORT ?? 0), host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
