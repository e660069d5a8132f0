import type { Metadata, ServerMessage } from '@mockint/api-contract/socket';
import type { Store } from '../store/index.ts';
import type { ScriptCatalogue } from '../interview-scripts/index.ts';
import type { RoomProgress, RoomScript } from './conversation.ts';
import type { ConnectionFaults } from './connection-faults.ts';
import type { SocketRules } from '../rules/socket-rules.ts';
import type { RegisteredSocket, SessionRegistry } from './session-registry.ts';
import type { ResolvedSocketOptions } from './socket-options.ts';

/** Everything a connection shares with the others of its server instance (C: the registry's connections). */
export interface SocketContext<C extends RoomConnection = RoomConnection> {
  store: Store;
  scripts: ScriptCatalogue;
  faults: SocketRules;
  registry: SessionRegistry<C>;
  progress: Map<string, RoomProgress>;
  scenarioOverrides: Map<string, string>;
  /** The script every room without an override plays (a mock scenario's `pinnedScript`); null picks per room. */
  pinnedScript: string | null;
  options: ResolvedSocketOptions;
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

/** What a successful `join` hands the connection. */
export interface JoinedRoom {
  metadata: Metadata;
  script: RoomScript;
  timeRemaining: number;
}

/**
 * What dispatch.ts and playback.ts may see and do of one socket (connection.ts implements it). The state is
 * read-only here: a join and a pong are the only writes, each through its own method, so the connection
 * decides what its state is and nothing else assigns to it.
 */
export interface RoomConnection extends RegisteredSocket {
  readonly roomId: string;
  readonly candidateId: string;
  readonly ctx: SocketContext;
  readonly joined: boolean;
  /** A `silent` rule took the join, or a `halfopen` rule silenced it: nothing is answered from then on. */
  readonly silent: boolean;
  readonly ended: boolean;
  /** The metadata issued by the latest initial_message; null before the join. */
  readonly metadata: Metadata | null;
  /** The room's script and its values; null before the join. */
  readonly script: RoomScript | null;
  readonly timeRemaining: number;
  readonly faults: Pick<
    ConnectionFaults,
    'takeError' | 'takeDrop' | 'takeSilence' | 'takeInvalid' | 'takeHalfOpen'
  >;
  send(message: ServerMessage): Promise<boolean>;
  sendError(code: string | undefined, message: string): Promise<boolean>;
  /** A frame that breaks the contract on purpose (the `invalid` rule). */
  sendSchemaInvalid(message: ServerMessage): Promise<boolean>;
  /** Network loss: no close frame, the client sees 1006. */
  drop(): void;
  /** A dead link that closes nothing: silent both ways from now on (the `halfopen` rule). */
  halfOpen(): void;
  endInterview(timeout: boolean): void;
  markJoined(room: JoinedRoom): void;
  markSilent(): void;
  recordPong(pong: { eventId: string; timeRemaining: number }): void;
  startTimers(): void;
}
