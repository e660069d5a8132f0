import {
  SOCKET_CLOSE_CODES,
  SOCKET_ROOMS_CHANNEL,
  parseServerMessage,
  serializeClientMessage,
  type ClientMessage,
  type ServerMessage,
} from '@mockint/api-contract/socket';
import { tapFrame } from '@/lib/dev-frame-tap';

/**
 * The interview socket connection (the spec's WebSocket calls, error catalogue and limits):
 * - an attempt not open within 10 s is abandoned;
 * - a failed attempt is retried up to 3 times, 2 s × attempt apart, then onFailed ('Failed to connect with
 *   server' is the owner's toast);
 * - closes we caused (a new connection replacing the old, disconnect(), or the server refusing a second
 *   session after ERROR_MULTIPLE_CONNECTIONS) are not reported as lost connections;
 * - every frame goes through the contract's parseServerMessage; an unparseable frame is logged and
 *   ignored (decision 0603).
 */

export const OPEN_TIMEOUT_MS = 10_000;
export const MAX_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 2000;

export const retryDelayMs = (attempt: number) => RETRY_BASE_DELAY_MS * attempt;

export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketFactory = (url: string) => WebSocketLike;

export interface SocketTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface InterviewSocketOptions {
  url: string;
  createSocket?: WebSocketFactory;
  timers?: SocketTimers;
  onOpen?: () => void;
  onMessage?: (message: ServerMessage) => void;
  /** A retry is scheduled; attempt is 1-based. */
  onRetry?: (attempt: number, delayMs: number) => void;
  /** All retries failed. */
  onFailed?: () => void;
  /** An open connection closed without us asking for it. */
  onUnexpectedClose?: (event: { code: number; reason: string }) => void;
  onInvalidFrame?: (error: string) => void;
  log?: (message: string, detail?: unknown) => void;
}

const OPEN = 1;

export function interviewSocketUrl(wsBase: string, sessionId: string): string {
  return `${wsBase.replace(/\/+$/, '')}${SOCKET_ROOMS_CHANNEL}?session=${encodeURIComponent(sessionId)}`;
}

export class InterviewSocket {
  private socket: WebSocketLike | null = null;
  private openTimer: unknown = null;
  private retryTimer: unknown = null;
  private attempt = 0;
  private ignoreNextClose = false;
  private readonly timers: SocketTimers;
  private readonly createSocket: WebSocketFactory;

  constructor(private readonly options: InterviewSocketOptions) {
    this.timers = options.timers ?? {
      setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
      clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
    };
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as WebSocketLike);
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Opens a fresh connection (replacing any current one) and resets the retry budget. */
  connect(): void {
    this.attempt = 0;
    this.clearRetry();
    this.open();
  }

  /** Closes on purpose: no lost-connection report, no retries. */
  disconnect(): void {
    this.clearRetry();
    this.drop();
  }

  /** Validates and sends; returns false when the socket is not open. */
  send(message: ClientMessage): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return false;
    const text = serializeClientMessage(message);
    socket.send(text);
    // The devtools panel's Frames tab (development builds only: compiled out of production).
    if (import.meta.env.DEV) tapFrame('client', text, this.options.url);
    return true;
  }

  private open(): void {
    this.drop();
    this.ignoreNextClose = false;
    let socket: WebSocketLike;
    try {
      socket = this.createSocket(this.options.url);
    } catch (error) {
      this.options.log?.('interview socket: could not create', error);
      this.failedAttempt();
      return;
    }
    this.socket = socket;
    let opened = false;
    this.openTimer = this.timers.setTimeout(() => {
      this.openTimer = null;
      if (this.socket !== socket || opened) return;
      this.options.log?.('interview socket: not open after 10 s, abandoning');
      this.drop();
      this.failedAttempt();
    }, OPEN_TIMEOUT_MS);

    socket.onopen = () => {
      if (this.socket !== socket) return;
      opened = true;
      this.clearOpenTimer();
      this.attempt = 0;
      this.options.onOpen?.();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      if (import.meta.env.DEV) tapFrame('server', event.data, this.options.url);
      const parsed = parseServerMessage(event.data);
      if (!parsed.ok) {
        this.options.log?.(`interview socket: ignoring invalid frame: ${parsed.error}`);
        this.options.onInvalidFrame?.(parsed.error);
        return;
      }
      if (parsed.message.type === 'error' && parsed.message.code === 'ERROR_MULTIPLE_CONNECTIONS') {
        this.ignoreNextClose = true;
      }
      this.options.onMessage?.(parsed.message);
    };
    socket.onerror = (event) => {
      this.options.log?.('interview socket: error', event);
    };
    socket.onclose = (event) => {
      // A socket we replaced or dropped: its close is ours, not news.
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearOpenTimer();
      if (!opened) {
        this.failedAttempt();
        return;
      }
      if (this.ignoreNextClose) {
        this.ignoreNextClose = false;
        return;
      }
      this.options.onUnexpectedClose?.(event);
    };
  }

  private failedAttempt(): void {
    if (this.attempt >= MAX_RETRIES) {
      this.attempt = 0;
      this.options.onFailed?.();
      return;
    }
    this.attempt++;
    const delay = retryDelayMs(this.attempt);
    this.options.onRetry?.(this.attempt, delay);
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, delay);
  }

  private drop(): void {
    this.clearOpenTimer();
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    // Keep a no-op onclose: the handler above checks identity, but detaching avoids holding the closure.
    socket.onclose = null;
    try {
      socket.close(SOCKET_CLOSE_CODES.normal, 'client closed');
    } catch {
      // Closing a socket that never opened can throw in some browsers.
    }
  }

  private clearOpenTimer() {
    if (this.openTimer !== null) this.timers.clearTimeout(this.openTimer);
    this.openTimer = null;
  }

  private clearRetry() {
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}
