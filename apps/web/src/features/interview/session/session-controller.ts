import type { EndInterviewRequest, RevokeSessionRequest } from '@mockint/api-contract';
import type { Chat, ClientMessage } from '@mockint/api-contract/socket';
import { paths, withQuery } from '@/config/paths';
import {
  AudioQueue,
  type AudioContextLike,
  type ChunkMetrics,
  type StreamPlayer,
} from '../audio/audio-queue';
import {
  blobToBase64,
  Recorder,
  RecorderError,
  RECORDER_MESSAGES,
  type MediaStreamLike,
  type RecorderDeps,
} from '../audio/recorder';
import { InterviewSocket, interviewSocketUrl, type WebSocketFactory } from '../socket/interview-socket';
import { Ticker, type CountdownTimers } from './countdown';
import { initialSessionState, transition } from './session-machine';
import type {
  NavigationTarget,
  RevokeOutcome,
  SessionEffect,
  SessionEvent,
  SoundName,
  ToastKind,
} from './session-types';
import type { SessionState } from './session-view';

/**
 * Runs the session machine against the real world: performs its effects (socket, audio queue, recorder,
 * countdown, HTTP, toasts, navigation) and feeds their outcomes back as events. React subscribes to
 * `getSnapshot()` and calls `dispatch()`; it holds no session logic. Everything external is injected.
 */

export interface RecordingView {
  elapsedSeconds: number;
  remainingSeconds: number;
  stream: MediaStreamLike | null;
}

export interface SessionSnapshot {
  session: SessionState;
  recording: RecordingView;
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
  toast(kind: ToastKind, message: string): void;
  playSound(sound: SoundName): void;
  /** Goes to a path (resolved here from the machine's named targets through config/paths). */
  navigate(to: string): void;
  reload(): void;
  /** Removes interview ids from local storage (time out / end). */
  clearStorage(): void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  log?: (message: string, detail?: unknown) => void;
  onChunkStart?: (metrics: ChunkMetrics) => void;
  /**
   * Seam for on-device coaching (issue 25): the recorded answer as sent, a typed answer, and the server's
   * `user_transcript` for it. Called after the room's own work; never changes what the room does.
   */
  onAnswer?: (event: AnswerSeamEvent) => void;
}

export type AnswerSeamEvent =
  | { type: 'audio'; blob: Blob }
  | { type: 'text' }
  | { type: 'transcript'; chatId: string; transcript: string };

/** Longest the room's re-render waits for a reply's first chunk to start (normally a few ms). */
const RENDER_HOLD_MAX_MS = 100;

export class SessionController {
  private state: SessionState;
  private recordingView: RecordingView = { elapsedSeconds: 0, remainingSeconds: 0, stream: null };
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly socket: InterviewSocket;
  private readonly queue: AudioQueue;
  private readonly recorder: Recorder;
  private readonly ticker: Ticker;
  private disposed = false;
  private readonly pendingTimers: unknown[] = [];
  // Notifying React is held while an interviewer reply's first chunk is starting: React re-renders the room
  // synchronously in this task's microtasks, and the decoded audio (or the element's `playing`) is then
  // delivered only after that render, which was most of arrival → audio start (decision 0609). The
  // snapshot itself is always current; only the notification waits, at most RENDER_HOLD_MAX_MS.
  private renderHeld = 0;
  private notifyPending = false;

  constructor(private readonly deps: SessionControllerDeps) {
    const room = deps.room;
    this.state = initialSessionState({
      roomId: room.roomId,
      interviewerName: room.interviewerName,
      timeRemaining: room.timeRemaining,
      chats: room.chats,
    });
    this.snapshot = { session: this.state, recording: this.recordingView };
    this.socket = new InterviewSocket({
      url: interviewSocketUrl(deps.wsBaseUrl, room.roomId),
      createSocket: deps.createSocket,
      onOpen: () => this.dispatch({ type: 'socketOpen' }),
      onMessage: (message) => {
        this.dispatch({ type: 'socketMessage', message });
        if (message.type === 'user_transcript')
          this.deps.onAnswer?.({
            type: 'transcript',
            chatId: message.chat.id,
            transcript: message.transcript,
          });
      },
      onRetry: (attempt) => this.dispatch({ type: 'socketReconnecting', attempt }),
      onFailed: () => this.dispatch({ type: 'socketFailed' }),
      onUnexpectedClose: ({ code }) => this.dispatch({ type: 'connectionLost', code }),
      log: deps.log,
    });
    this.queue = new AudioQueue({
      context: deps.audioContext,
      streamPlayer: deps.streamPlayer,
      onDrained: (finalSentence) => this.dispatch({ type: 'queueDrained', finalSentence }),
      onError: (message) => deps.toast('error', message),
      onChunkStart: (metrics) => {
        deps.onChunkStart?.(metrics);
        this.dispatch({ type: 'chunkStarted', caption: metrics.caption });
        // After source.start() / the `playing` event has run: the render can have the main thread now.
        if (this.renderHeld) queueMicrotask(() => this.releaseRender());
      },
    });
    this.recorder = new Recorder(deps.recorderDeps, {
      onTick: (elapsedSeconds, remainingSeconds) =>
        this.setRecordingView({ elapsedSeconds, remainingSeconds }),
      onTimeUp: () => this.dispatch({ type: 'recordingTimeUp' }),
      onStream: (stream) => this.setRecordingView({ stream }),
    });
    this.ticker = new Ticker(() => this.dispatch({ type: 'tick' }), deps.countdownTimers);
  }

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispatch = (event: SessionEvent): void => {
    if (this.disposed) return;
    const { state, effects } = transition(this.state, event);
    const changed = state !== this.state;
    this.state = state;
    // Effects first: audio must start decoding before React re-renders the room on this message.
    for (const effect of effects) this.perform(effect);
    if (changed) this.emit();
  };

  /** Stops everything without telling the server (page unmount). */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.ticker.stop();
    this.recorder.cancel();
    this.queue.clear();
    this.socket.disconnect();
    for (const timer of this.pendingTimers) clearTimeout(timer as ReturnType<typeof setTimeout>);
    this.listeners.clear();
  }

  private emit() {
    this.snapshot = { session: this.state, recording: this.recordingView };
    if (this.renderHeld) {
      this.notifyPending = true;
      return;
    }
    for (const listener of this.listeners) listener();
  }

  private holdRender() {
    const hold = ++this.renderHeld;
    const schedule = this.deps.setTimeout ?? ((f: () => void, t: number) => setTimeout(f, t));
    this.pendingTimers.push(
      schedule(() => this.renderHeld === hold && this.releaseRender(), RENDER_HOLD_MAX_MS),
    );
  }

  private releaseRender() {
    if (!this.renderHeld) return;
    this.renderHeld = 0;
    if (!this.notifyPending || this.disposed) return;
    this.notifyPending = false;
    for (const listener of this.listeners) listener();
  }

  private setRecordingView(patch: Partial<RecordingView>) {
    this.recordingView = { ...this.recordingView, ...patch };
    this.emit();
  }

  private send(message: ClientMessage) {
    try {
      if (!this.socket.send(message)) this.deps.log?.(`interview socket: not open, dropped ${message.type}`);
    } catch (error) {
      // The serializer is the one Base64/shape check: a recording it refuses gets the spec's message and
      // the turn back; any other refusal is a client bug, never a crash.
      this.deps.log?.(`interview socket: invalid ${message.type}`, error);
      if (message.type === 'user_response_audio')
        queueMicrotask(() => this.dispatch({ type: 'audioFailed', message: RECORDER_MESSAGES.badFormat }));
      else this.deps.toast('error', 'An error occurred. Please try again.');
    }
  }

  private pathOf(target: NavigationTarget): string {
    return target === 'feedback'
      ? withQuery(paths.interviewFeedback, { session: this.deps.room.roomId })
      : paths.dashboard;
  }

  private later(fn: () => void, ms: number) {
    if (ms <= 0) return fn();
    const schedule = this.deps.setTimeout ?? ((f: () => void, t: number) => setTimeout(f, t));
    this.pendingTimers.push(schedule(fn, ms));
  }

  private perform(effect: SessionEffect): void {
    const deps = this.deps;
    switch (effect.type) {
      case 'connect':
        this.socket.connect();
        return;
      case 'disconnect':
        this.socket.disconnect();
        return;
      case 'send':
        this.send(effect.message);
        if (effect.message.type === 'user_response_text') deps.onAnswer?.({ type: 'text' });
        return;
      case 'enqueueAudio':
        this.queue.enqueue(effect.audioBase64, effect.finalSentence, effect.caption);
        return;
      case 'playQueue':
        if (!this.queue.isPlaying && this.queue.length > 0) this.holdRender();
        this.queue.play();
        return;
      case 'clearQueue':
        this.queue.clear();
        return;
      case 'startRecording':
        this.recorder.start(deps.getMicrophoneId()).then(
          // false: cancelled while the microphone was opening; the machine has moved on already.
          (started) => started && this.dispatch({ type: 'recordingStarted' }),
          (error: unknown) =>
            this.dispatch({
              type: 'recordingFailed',
              message: error instanceof RecorderError ? error.message : RECORDER_MESSAGES.failed,
            }),
        );
        return;
      case 'stopRecording':
        this.recorder
          .stop()
          .then((blob) => {
            const base64 = blobToBase64(blob);
            void base64.then(
              () => deps.onAnswer?.({ type: 'audio', blob }),
              () => undefined,
            );
            return base64;
          })
          .then(
            (audioBase64) => this.dispatch({ type: 'audioRecorded', audioBase64 }),
            (error: unknown) =>
              this.dispatch({
                type: 'audioFailed',
                message: error instanceof RecorderError ? error.message : RECORDER_MESSAGES.processing,
              }),
          );
        return;
      case 'cancelRecording':
        this.recorder.cancel();
        return;
      case 'startCountdown':
        this.ticker.start();
        return;
      case 'stopCountdown':
        this.ticker.stop();
        return;
      case 'toast':
        deps.toast(effect.kind, effect.message);
        return;
      case 'playSound':
        deps.playSound(effect.sound);
        return;
      case 'endCall': {
        const { roomId, candidateId, interviewerId } = deps.room;
        deps
          .endInterview({ interviewRoomId: roomId, candidateId, interviewerId, timeout: effect.timeout })
          .then(
            (ok) => this.dispatch({ type: ok ? 'endCallSucceeded' : 'endCallFailed' }),
            () => this.dispatch({ type: 'endCallFailed' }),
          );
        return;
      }
      case 'revokeCall':
        deps
          .revokeOtherSession({ interviewRoomId: deps.room.roomId, candidateId: deps.room.candidateId })
          .then(
            (outcome) =>
              this.dispatch(
                outcome === 'revoked'
                  ? { type: 'revokeSucceeded' }
                  : { type: 'revokeFailed', finished: outcome === 'finished' },
              ),
            () => this.dispatch({ type: 'revokeFailed' }),
          );
        return;
      case 'clearStorage':
        deps.clearStorage();
        return;
      case 'navigate':
        this.later(() => deps.navigate(this.pathOf(effect.to)), effect.delayMs);
        return;
      case 'reload':
        deps.reload();
        return;
    }
  }
}
