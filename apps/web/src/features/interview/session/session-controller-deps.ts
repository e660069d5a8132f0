import type { EndInterviewRequest, RevokeSessionRequest } from '@mockint/api-contract';
import type { Chat } from '@mockint/api-contract/socket';
import type { AudioContextLike, StreamPlayer } from '../audio/audio-queue';
import type { MediaStreamLike, RecorderDeps } from '../audio/recorder';
import type { WebSocketFactory } from '../socket/interview-socket';
import type { CountdownTimers } from './countdown';
import type { PresenceChannel } from './tab-presence';
import type { PendingAnswer, RevokeOutcome, SoundName, ToastKind } from './session-types';
import type { SessionState } from './session-view';

// What the session controller (session-controller.ts) is given and what it gives React.

export interface RecordingView {
  elapsedSeconds: number;
  remainingSeconds: number;
  stream: MediaStreamLike | null;
  /** The open recording's microphone is muted: the answer is recording silence (decision 0660). */
  muted?: boolean;
}

export interface SessionSnapshot {
  session: SessionState;
  recording: RecordingView;
  /** The interviewer's sentence was paused from outside the room (media keys, the OS): Resume (decision 0643). */
  interviewerPaused?: boolean;
}

/** The room, received once: the socket URL, the end/revoke payloads and the feedback link derive from it. */
export interface SessionRoom {
  roomId: string;
  candidateId: string;
  interviewerId: string;
  interviewerName: string;
  timeRemaining: number;
  chats?: Chat[];
}

export interface SessionControllerDeps {
  room: SessionRoom;
  /** VITE_WS_BASE_URL, e.g. ws://localhost:4010/ws/v1. */
  wsBaseUrl: string;
  createSocket?: WebSocketFactory;
  audioContext: AudioContextLike;
  /** Streaming fast path for chunks not decoded yet (decision 0608). */
  streamPlayer?: StreamPlayer;
  recorderDeps: RecorderDeps;
  countdownTimers?: CountdownTimers;
  /** POST /interviews/end; resolves true on 200. */
  endInterview(body: EndInterviewRequest): Promise<boolean>;
  /** POST /interview/sessions/revoke. */
  revokeOtherSession(body: RevokeSessionRequest): Promise<RevokeOutcome>;
  getMicrophoneId(): string | null;
  /** The stored microphone was gone and another recorded (decision 0656): the room remembers that one. */
  microphoneReplaced?(deviceId: string | null): void;
  toast(kind: ToastKind, message: string): void;
  playSound(sound: SoundName): void;
  /** Goes to a path (resolved here from the machine's named targets through config/paths). */
  navigate(to: string): void;
  reload(): void;
  /** Removes interview ids from local storage (time out / end). */
  clearStorage(): void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** Multiplies every wait's deadline (DEADLINES_MS) and the link's silence limit; tests pass the mock's time scale. Default 1. */
  deadlineScale?: number;
  /**
   * Subscribes to the browser's `offline` and `online` events (decisions 0632, 0642); returns the unsubscribe.
   * The room passes window listeners; without them only the socket's close and the server's silence reveal a
   * dead link. Offline past OFFLINE_GRACE_MS (./offline-grace) is a dead link; online within it is nothing.
   */
  watchOffline?: (onOffline: () => void, onOnline: () => void) => () => void;
  log?: (message: string, detail?: unknown) => void;
  /**
   * The room as the server holds it (time remaining and chats), read after every join: the countdown re-syncs
   * (G8) and the transcript gets back what a dead link lost (decision 0663).
   */
  fetchRoomNow?: () => Promise<{ timeRemaining: number; chats: readonly Chat[] }>;
  /** The room's channel among this browser's tabs (BroadcastChannel), for TabPresence (decision 0665). */
  presenceChannel?: () => PresenceChannel | null;
  /**
   * Where the unacknowledged answer is kept for this tab (the room passes sessionStorage): read once when the
   * controller is made, written whenever it changes, so Refresh Page, a reload or an unmount loses nothing.
   */
  keptAnswer?: { read(): PendingAnswer | null; write(answer: PendingAnswer | null): void };
}
