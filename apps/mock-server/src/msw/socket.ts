// The interview socket through MSW's `ws` API (decision 0313): MSW's client connection is adapted to the
// RoomSocket a connection needs, and admitted by the same admitSocket() as the Fastify route, so the same
// conversation, scripts, rule book and store answer.
import { ws } from 'msw';
import type { FastifyInstance } from 'fastify';
import { SOCKET_ROOMS_PATH } from '@mockint/api-contract/socket';
import { admitSocket } from '../ws/index.ts';
import type { RoomSocket } from '../ws/connection.ts';

type Client = Parameters<Parameters<ReturnType<typeof ws.link>['addEventListener']>[1]>[0]['client'];

/** Close code of a connection cut without a close frame (what `drop` makes the browser see). */
const ABNORMAL_CLOSURE = 1006;

/** MSW's client as a RoomSocket: text frames out, frames in as Buffers, `terminate` as a 1006 close. */
function roomSocketOf(client: Client): RoomSocket {
  const listeners = { message: [] as ((d: Buffer, b: boolean) => void)[], close: [] as (() => void)[] };
  client.addEventListener('message', (event) => {
    const data = event.data;
    const frame =
      typeof data === 'string'
        ? { buffer: Buffer.from(data), binary: false }
        : { buffer: Buffer.from(data as ArrayBuffer), binary: true };
    for (const l of listeners.message) l(frame.buffer, frame.binary);
  });
  client.addEventListener('close', () => {
    for (const l of listeners.close) l();
  });
  return {
    get readyState() {
      return client.socket.readyState;
    },
    send: (text) => client.send(text),
    close: (code, reason) => client.close(code, reason),
    terminate: () => client.close(ABNORMAL_CLOSURE, ''),
    on(event: 'message' | 'close' | 'error', listener: never) {
      if (event === 'message') listeners.message.push(listener);
      else if (event === 'close') listeners.close.push(listener);
      return this;
    },
  };
}

/**
 * The handler for `${wsOrigin}/ws/v1/interview/rooms`: `?session=` names the room, `sessionCookie()` gives the
 * web app's `session` cookie (a browser sends it with the handshake; MSW sees no headers), by default the
 * document's.
 */
export function interviewSocketHandler(
  app: FastifyInstance,
  wsOrigin: string,
  sessionCookie: () => string | undefined = () =>
    /(?:^|;\s*)session=([^;]*)/.exec(
      (globalThis as { document?: { cookie: string } }).document?.cookie ?? '',
    )?.[1],
) {
  const link = ws.link(`${wsOrigin.replace(/\/$/, '')}${SOCKET_ROOMS_PATH}`);
  return link.addEventListener('connection', ({ client }) => {
    const session = sessionCookie();
    const auth = app.store.authenticateSessionCookie(session ? decodeURIComponent(session) : undefined);
    const roomId = client.url.searchParams.get('session') || undefined;
    admitSocket(
      app.interviewSockets.context,
      roomSocketOf(client),
      roomId,
      auth.ok ? auth.candidate.id : undefined,
    );
  });
}
