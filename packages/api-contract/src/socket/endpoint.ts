/** Where the interview socket is, below the socket base URL (`VITE_WS_BASE_URL`, e.g. `wss://api.example.com/ws/v1`). */
export const SOCKET_ROOMS_CHANNEL = '/interview/rooms';
/** The socket's full path on a server: `?session={interviewRoomId}` names the room. */
export const SOCKET_ROOMS_PATH = `/ws/v1${SOCKET_ROOMS_CHANNEL}`;

/**
 * Close codes of the interview socket, for the server that closes and the client that reacts. A refused
 * handshake is accepted and then closed with a 44xx code (the HTTP status + 4000), so a browser can read why;
 * see decisions 0302, 0303 and 0621 (what the room does on each).
 */
export const SOCKET_CLOSE_CODES = {
  /** The interview ended and the client (or the server, for a client that never does) closed. */
  normal: 1000,
  /** The server is shutting down. */
  goingAway: 1001,
  /** The mock's state was reset under the socket (`POST /__mock/reset`). */
  reset: 4000,
  /** Another tab revoked this session (POST /interview/sessions/revoke); joining again takes the room back. */
  revoked: 4001,
  /** No `?session={interviewRoomId}` on the URL. */
  missingSession: 4400,
  /** No valid session cookie or bearer token. */
  unauthorized: 4401,
  /** No such room, or not the caller's. */
  roomNotFound: 4404,
  /** The room is not ONGOING (not joined yet, or finished). */
  roomNotOngoing: 4409,
} as const;

export type SocketCloseCode = (typeof SOCKET_CLOSE_CODES)[keyof typeof SOCKET_CLOSE_CODES];

/**
 * The server's keep-alive promise (decision 0632): once a client has joined, the server sends a `ping` at most
 * this many ms after the join and after the previous ping, until the socket closes. A client may take a longer
 * silence (the web room: three missed pings) as a dead link, even when no close ever arrives.
 */
export const SOCKET_PING_INTERVAL_MS = 5000;
