// Live interview sockets of one server instance. One joined socket per room (spec): a second
// socket's `join` is answered with ERROR_MULTIPLE_CONNECTIONS and that NEW socket stays open but idle; revoking
// (POST /api/v1/interview/sessions/revoke, or /__mock/ws/rooms/:id/revoke) closes the OLD one with 4001 so a
// `join` (on the idle socket or a fresh one) goes through. See docs/decisions/0303-interview-socket-sessions.md.

import { SOCKET_CLOSE_CODES } from '@mockint/api-contract/socket';

/** What the registry needs from a connection. */
export interface RegisteredSocket {
  readonly roomId: string;
  readonly candidateId: string | undefined;
  isOpen(): boolean;
  close(code: number, reason: string): void;
}

export class SessionRegistry<C extends RegisteredSocket = RegisteredSocket> {
  private joined = new Map<string, C>();
  private open = new Set<C>();

  add(conn: C): void {
    this.open.add(conn);
  }

  /** The connection holding the room, if it is still open. */
  holder(roomId: string): C | undefined {
    const c = this.joined.get(roomId);
    if (c && !c.isOpen()) {
      this.joined.delete(roomId);
      return undefined;
    }
    return c;
  }

  /** Makes `conn` the room's joined socket; false when another open socket holds it. */
  claim(conn: C): boolean {
    const current = this.holder(conn.roomId);
    if (current && current !== conn) return false;
    this.joined.set(conn.roomId, conn);
    return true;
  }

  remove(conn: C): void {
    this.open.delete(conn);
    if (this.joined.get(conn.roomId) === conn) this.joined.delete(conn.roomId);
  }

  /** Closes the socket holding the room (4001 'revoked'). Returns whether one was closed. */
  revokeRoomConnection(roomId: string): boolean {
    const c = this.holder(roomId);
    if (!c) return false;
    this.joined.delete(roomId);
    c.close(SOCKET_CLOSE_CODES.revoked, 'revoked');
    return true;
  }

  /** Every open socket, optionally of one candidate. */
  list(filter?: { candidateId?: string; roomId?: string }): C[] {
    return [...this.open].filter(
      (c) =>
        (filter?.candidateId === undefined || c.candidateId === filter.candidateId) &&
        (filter?.roomId === undefined || c.roomId === filter.roomId),
    );
  }

  get size(): number {
    return this.open.size;
  }
}
