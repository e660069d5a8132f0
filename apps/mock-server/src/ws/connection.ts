import {
  SOCKET_CLOSE_CODES,
  serializeServerMessage,
  type Metadata,
  type ServerMessage,
} from '@mockint/api-contract/socket';
import type { RoomScript } from './conversation.ts';
import { handleFrame } from './dispatch.ts';
import { ConnectionFaults } from './connection-faults.ts';
import type { Target } from '../rules/socket-rules.ts';
import { TurnPlayer } from './playback.ts';
import type { JoinedRoom, RoomConnection, SocketContext as RoomSocketContext } from './room-connection.ts';
import { ConnectionTimers } from './timers.ts';

export { codeForParseError } from './dispatch.ts';
export type { ResolvedSocketOptions } from './socket-options.ts';

/** The shared context of this server's sockets, whose registry holds InterviewConnections. */
export type SocketContext = RoomSocketContext<InterviewConnection>;

const OPEN = 1;

/**
 * What a connection needs of its socket: a subset of `ws`'s WebSocket, so the same conversation runs behind
 * Fastify's socket and behind MSW's `ws` client (src/msw/socket.ts, decision 0313).
 */
export interface RoomSocket {
  readonly readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  /** Network loss: no close frame. */
  terminate(): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'error', listener: (err: Error) => void): unknown;
}

/**
 * One accepted socket of GET /ws/v1/interview/rooms: its state, sending, the end of the interview. The rest
 * is split by concern: dispatch.ts (frames → protocol messages, join), playback.ts (interviewer turns and
 * answers), timers.ts (ping, countdown, close after end), connection-faults.ts (the /__mock/ws fault rules).
 * Protocol notes: docs/decisions/0302-interview-socket-protocol.md.
 */
export class InterviewConnection implements RoomConnection {
  // Written only by the methods below (markJoined, recordPong, the countdown, endInterview); dispatch.ts and
  // playback.ts read them through RoomConnection.
  #joined = false;
  #ended = false;
  #metadata: Metadata | null = null;
  #script: RoomScript | null = null;
  #timeRemaining = 0;
  #framesOut = 0;
  #lastPong: { eventId: string; timeRemaining: number } | null = null;
  #silent = false;
  readonly player = new TurnPlayer(this);
  readonly faults: ConnectionFaults;
  private readonly timers: ConnectionTimers;

  constructor(
    private readonly socket: RoomSocket,
    readonly roomId: string,
    readonly candidateId: string,
    readonly ctx: SocketContext,
  ) {
    this.faults = new ConnectionFaults(ctx.faults, ctx.options, this.target);
    this.timers = new ConnectionTimers(ctx.options);
    socket.on('message', (data: Buffer, isBinary: boolean) => handleFrame(this, data, isBinary));
    socket.on('close', () => this.onClose());
    socket.on('error', (err) => ctx.log.warn({ err, roomId }, 'interview socket error'));
  }

  get joined(): boolean {
    return this.#joined;
  }

  /**
   * A `silent` rule took this connection's join, or a `halfopen` rule (or the control API) silenced it later:
   * it answers nothing from then on and sends nothing, pings included, and it never closes by itself.
   */
  get silent(): boolean {
    return this.#silent;
  }

  markSilent(): void {
    this.#silent = true;
  }

  get ended(): boolean {
    return this.#ended;
  }

  get metadata(): Metadata | null {
    return this.#metadata;
  }

  get script(): RoomScript | null {
    return this.#script;
  }

  get timeRemaining(): number {
    return this.#timeRemaining;
  }

  /** A successful `join`: the metadata issued, the room's script and the time left. */
  markJoined(room: JoinedRoom): void {
    this.#joined = true;
    this.#metadata = room.metadata;
    this.#script = room.script;
    this.#timeRemaining = room.timeRemaining;
  }

  /** A pong's values are recorded for GET /__mock/ws, never trusted for the countdown. */
  recordPong(pong: { eventId: string; timeRemaining: number }): void {
    this.#lastPong = pong;
  }

  private get target(): Target {
    return { roomId: this.roomId, candidateId: this.candidateId };
  }

  isOpen(): boolean {
    return this.socket.readyState === OPEN;
  }

  close(code: number, reason: string): void {
    this.timers.stop();
    if (this.socket.readyState === OPEN) this.socket.close(code, reason);
  }

  /** Network loss: no close frame, the client sees 1006. */
  drop(): void {
    this.timers.stop();
    this.socket.terminate();
  }

  /**
   * A half-open socket (a dead link that closes nothing): silent from now on, both ways, pings included. The
   * countdown goes on, as on a server that has not noticed the loss; the connection still holds the room.
   */
  halfOpen(): void {
    this.markSilent();
  }

  /** State for GET /__mock/ws/rooms/:roomId. */
  describe() {
    const progress = this.ctx.progress.get(this.roomId);
    return {
      candidateId: this.candidateId,
      joined: this.#joined,
      ended: this.#ended,
      scenarioId: this.#script?.scenario.id ?? null,
      turnIndex: progress?.turnIndex ?? null,
      turnId: progress && this.#script ? (this.#script.turns[progress.turnIndex]?.id ?? null) : null,
      framesSentInTurn: progress?.framesSent ?? null,
      userTurn: this.player.isUserTurn(),
      timeRemaining: this.#joined ? this.#timeRemaining : null,
      lastPong: this.#lastPong,
      framesOut: this.#framesOut,
      silent: this.#silent,
    };
  }

  /** Validates against the contract and sends, in order (through the delay rules, if any). */
  send(message: ServerMessage): Promise<boolean> {
    const text = serializeServerMessage(message);
    return this.faults.send(() => this.write(text));
  }

  /**
   * A fault rule's frame that breaks the contract on purpose (`invalid`): `message` serialized and validated
   * like any other, then `final_sentence` removed, so the client's parse rejects it. Same order and delays.
   */
  sendSchemaInvalid(message: ServerMessage): Promise<boolean> {
    const { final_sentence: _dropped, ...rest } = JSON.parse(serializeServerMessage(message)) as Record<
      string,
      unknown
    >;
    const text = JSON.stringify(rest);
    return this.faults.send(() => this.write(text));
  }

  private write(text: string): boolean {
    // A silenced connection's frames are lost on the way, as on a dead link.
    if (this.socket.readyState !== OPEN || this.#silent) return false;
    this.socket.send(text);
    this.#framesOut += 1;
    return true;
  }

  sendError(code: string | undefined, message: string): Promise<boolean> {
    return this.send(code === undefined ? { type: 'error', message } : { type: 'error', code, message });
  }

  /** After a successful join: pings and the server's countdown. */
  startTimers(): void {
    this.timers.start(
      (count) =>
        void this.faults.send(
          () =>
            this.write(
              serializeServerMessage({
                type: 'ping',
                eventId: `${this.#metadata?.sessionId as string}:${count}`,
              }),
            ),
          true,
        ),
      () => this.setTimeRemaining(this.#timeRemaining - 1),
    );
  }

  /** The server's own countdown (pong values are recorded, not trusted); 0 ends the interview as a timeout. */
  setTimeRemaining(seconds: number): void {
    if (!this.#joined || this.#ended) return;
    this.#timeRemaining = Math.max(0, Math.floor(seconds));
    this.ctx.store.setTimeRemaining(this.roomId, this.#timeRemaining);
    if (this.#timeRemaining <= 0) this.endInterview(true);
  }

  /** `end` then `toggle_leave_interview`; the room is finished (feedback built) through the store. Once only. */
  endInterview(timeout: boolean): void {
    if (this.#ended || !this.#joined) return;
    this.#ended = true;
    this.timers.stop();
    this.ctx.progress.delete(this.roomId);
    void this.send({ type: 'end' });
    void this.send({ type: 'toggle_leave_interview' });
    try {
      this.ctx.store.endRoom(this.roomId, { timeout });
    } catch (err) {
      this.ctx.log.warn({ err, roomId: this.roomId }, 'ending the room failed');
    }
    // The client closes once its audio queue drains; this only collects sockets that never do.
    this.timers.closeLater(() => this.close(SOCKET_CLOSE_CODES.normal, 'interview ended'));
  }

  /** The room was ended elsewhere (REST end, control API): tell the client the same way. */
  endedElsewhere(): void {
    if (this.#joined && !this.#ended)
      this.endInterview(this.ctx.store.getRoom(this.roomId)?.timedOut ?? false);
  }

  private onClose(): void {
    this.timers.dispose();
    this.ctx.registry.remove(this);
  }
}
