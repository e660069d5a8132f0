import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';

type UpgradeHandler = (wss: WebSocketServer, req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * Lets the proxy or the replay take socket upgrades before the mock's own socket route: `claim` returns a
 * handler for the upgrades it wants, undefined for the rest, which go to the listeners already there.
 */
export function takeOverUpgrades(
  fastify: FastifyInstance,
  claim: (req: IncomingMessage) => UpgradeHandler | undefined,
): void {
  const wss = new WebSocketServer({ noServer: true });
  fastify.addHook('onReady', async () => {
    const server = fastify.server;
    const others = server.listeners('upgrade') as Array<
      (req: IncomingMessage, socket: Duplex, head: Buffer) => void
    >;
    server.removeAllListeners('upgrade');
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const handler = claim(req);
      if (handler) {
        handler(wss, req, socket, head);
        return;
      }
      for (const listener of others) listener.call(server, req, socket, head);
    });
  });
  fastify.addHook('onClose', async () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  });
}
