import type { EndInterviewRequest, RevokeSessionRequest } from '@mockint/api-contract';
import type { Chat, ClientMessage } from '@mockint/api-contract/socket';
import { paths, withQuery } from '@/config/paths';
import { AudioQueue, type AudioContextLike, type StreamPlayer } from '../audio/audio-queue';
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
import {
  CONTINUED_WAITS,
  DEADLINES_MS,
  LINK_SILENCE_MS,
  serverEvent,
  type NavigationTarget,
  type RevokeOutcome,
  type SessionEffect,
  type SessionEffectType,
  type SessionEvent,
  type SoundName,
  type ToastKind,
  type WaitName,
} from './session-types';
import type { SessionState } from './session-view';
import type { PendingAnswer } from './session-types';

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
  clearTimeout?: (handle: unknown) => void;
  /** Multiplies every wait's deadline (DEADLINES_MS) and the link's silence limit; tests pass the mock's time scale. Default 1. */
  deadlineScale?: number;
  /**
   * Subscribes to the browser's `offline` event (decision 0632); returns the unsubscribe. The room passes a window
   * listener; without it only the socket's close and the server's silence reveal a dead link.
   */
  watchOffline?: (onOffline: () => void) => () => void;
  log?: (message: string, detail?: unknown) => void;
  /** The server's time remaining, in seconds (the room's data), to re-sync the countdown after a join (G8). */
  fetchTimeRemaining?: () => Promise<number>;
  /**
   * Where the unacknowledged answer is kept for this tab (the room passes sessionStorage): read once when the
   * controller is made, written whenever it changes, so Refresh Page, a reload or an unmount loses nothing.
   */
  keptAnswer?: { read(): PendingAnswer | null; write(answer: PendingAnswer | null): void };
  /**
   * Seam for on-device coaching (decisions 0800–0802): the recorded answer as sent, a typed answer, and the server's
   * `user_transcript` for it. Called after the room's own work; never changes what the room does.
   */
  onAnswer?: (event: AnswerSeamEvent) => void;
}

export type AnswerSeamEvent =
  /** `interviewerSeconds`: the interviewer's audio played since the previous answer (its question). */
  | { type: 'audio'; blob: Blob; interviewerSeconds: number }
  | { type: 'text'; interviewerSeconds: number }
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
  /** The recorder was started and not stopped or cancelled since. */
  private microphoneOpen = false;
  private readonly pendingTimers: unknown[] = [];
  // Notifying React is held while an interviewer reply's first chunk is starting: React re-renders the room
  // synchronously in this task's microtasks, and the decoded audio (or the element's `playing`) is then
  // delivered only after that render, which was most of arrival → audio start (decision 0609). The
  // snapshot itself is always current; only the notification waits, at most RENDER_HOLD_MAX_MS.
  private renderHeld = 0;
  private notifyPending = false;
  /** The interviewer's audio played since the last answer, in ms (the coaching's share of talk time). */
  private interviewerMs = 0;
  /** The silence watchdog's timer while the machine watches the link (`watchLink`), else null. */
  private linkTimer: unknown = null;
  private linkWatched = false;
  /** End calls made so far; a result is dispatched only for the latest (G6). */
  private endCalls = 0;
  private readonly stopWatchingOffline: () => void;

  constructor(private readonly deps: SessionControllerDeps) {
    const room = deps.room;
    this.state = initialSessionState({
      roomId: room.roomId,
      interviewerName: room.interviewerName,
      timeRemaining: room.timeRemaining,
      chats: room.chats,
      pendingAnswer: deps.keptAnswer?.read() ?? null,
    });
    this.snapshot = { session: this.state, recording: this.recordingView };
    this.socket = new InterviewSocket({
      url: interviewSocketUrl(deps.wsBaseUrl, room.roomId),
      createSocket: deps.createSocket,
      onOpen: () => this.dispatch({ type: 'socketOpen' }),
      onMessage: (message) => {
        // Any frame is a sign of life: the silence limit counts from the last one.
        if (this.linkWatched) this.watchLink();
        this.dispatch(serverEvent(message));
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
      onChunkPlayed: (playedMs) => {
        this.interviewerMs += playedMs;
        this.dispatch({ type: 'chunkEnded' });
      },
      onChunkStart: (metrics) => {
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
      onTrackEnded: () => this.dispatch({ type: 'microphoneEnded' }),
    });
    this.ticker = new Ticker(() => this.dispatch({ type: 'tick' }), deps.countdownTimers);
    this.stopWatchingOffline =
      deps.watchOffline?.(() => this.dispatch({ type: 'linkLost', cause: 'offline' })) ?? (() => undefined);
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
    // A wait ended by an earlier event is no wait this event's next one continues (CONTINUED_WAITS).
    this.endedWait = null;
    if (state.pendingAnswer !== this.state.pendingAnswer) this.deps.keptAnswer?.write(state.pendingAnswer);
    this.state = state;
    // Effects first: audio must start decoding before React re-renders the room on this message.
    for (const effect of effects) this.perform(effect);
    // The recorder belongs to the states tagged `microphone`: whatever left them (an error frame, the
    // server's end, a drop, a take-over, leave, time-out) closes it, unless the machine stopped it to keep
    // the recording (decision 0631).
    if (this.microphoneOpen && !state.microphone) this.closeMicrophone();
    if (changed) this.emit();
  };

  /** Send (typed answer): true when the machine took the text, so the box may be cleared. */
  sendText = (text: string): boolean => {
    this.dispatch({ type: 'sendText', text });
    return (
      this.state.pendingAnswer?.kind === 'text' &&
      this.state.machine.matches({ running: { live: 'sending' } })
    );
  };

  /** Stops everything without telling the server (page unmount). */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.ticker.stop();
    this.closeMicrophone();
    this.queue.clear();
    this.socket.disconnect();
    this.stopWatchingOffline();
    this.unwatchLink();
    for (const wait of [...this.deadlines.keys()]) this.disarmDeadline(wait);
    for (const timer of this.pendingTimers) clearTimeout(timer as ReturnType<typeof setTimeout>);
    this.listeners.clear();
  }

  /** The interviewer's audio time of the question being answered, in seconds; starts the next count. */
  private takeInterviewerSeconds(): number {
    const seconds = this.interviewerMs / 1000;
    this.interviewerMs = 0;
    return seconds;
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
    if (target === 'feedback') return withQuery(paths.interviewFeedback, { session: this.deps.room.roomId });
    return target === 'logout' ? paths.logout : paths.dashboard;
  }

  private later(fn: () => void, ms: number) {
    if (ms <= 0) return fn();
    const schedule = this.deps.setTimeout ?? ((f: () => void, t: number) => setTimeout(f, t));
    this.pendingTimers.push(schedule(fn, ms));
  }

  /** A wait's deadline timer, and what it fires (DEADLINES_MS scaled by `deadlineScale`). */
  private readonly deadlines = new Map<WaitName, unknown>();

  /** When each armed wait began (ms, Date.now), and the wait this event ended, for CONTINUED_WAITS. */
  private readonly waitStarted = new Map<WaitName, number>();
  private endedWait: { wait: WaitName; startedAt: number } | null = null;

  private armDeadline(wait: WaitName) {
    this.disarmDeadline(wait);
    const schedule = this.deps.setTimeout ?? ((f: () => void, t: number) => setTimeout(f, t));
    // A wait that follows another one in the same step (sending → processing on the transcript) keeps its
    // clock: the candidate has had nothing to do since the first began (G13).
    const continued = this.endedWait && CONTINUED_WAITS[wait] === this.endedWait.wait ? this.endedWait : null;
    const startedAt = continued?.startedAt ?? Date.now();
    this.waitStarted.set(wait, startedAt);
    const ms = Math.max(0, DEADLINES_MS[wait] * (this.deps.deadlineScale ?? 1) - (Date.now() - startedAt));
    const handle = schedule(() => {
      if (this.deadlines.get(wait) !== handle) return;
      this.deadlines.delete(wait);
      this.dispatch({ type: 'deadlinePassed', wait });
    }, ms);
    this.deadlines.set(wait, handle);
  }

  /** (Re)starts the silence watchdog: LINK_SILENCE_MS from now without a frame is a dead link (decision 0632). */
  private watchLink() {
    this.unwatchLink();
    this.linkWatched = true;
    const schedule = this.deps.setTimeout ?? ((f: () => void, t: number) => setTimeout(f, t));
    const handle = schedule(
      () => {
        if (this.linkTimer !== handle) return;
        this.linkTimer = null;
        this.linkWatched = false;
        this.dispatch({ type: 'linkLost', cause: 'silence' });
      },
      LINK_SILENCE_MS * (this.deps.deadlineScale ?? 1),
    );
    this.linkTimer = handle;
  }

  private unwatchLink() {
    this.linkWatched = false;
    if (this.linkTimer === null) return;
    const handle = this.linkTimer;
    this.linkTimer = null;
    (this.deps.clearTimeout ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>)))(handle);
  }

  private disarmDeadline(wait: WaitName) {
    const handle = this.deadlines.get(wait);
    if (handle === undefined) return;
    this.deadlines.delete(wait);
    this.endedWait = { wait, startedAt: this.waitStarted.get(wait) ?? Date.now() };
    (this.deps.clearTimeout ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>)))(handle);
  }

  /**
   * How each effect is performed. A handler map keyed by every effect type: an effect added to SessionEffect
   * without a handler here fails to compile.
   */
  private readonly handlers: {
    [K in SessionEffectType]: (effect: Extract<SessionEffect, { type: K }>) => void;
  } = {
    connect: () => this.socket.connect(),
    disconnect: () => this.socket.disconnect(),
    send: (effect) => {
      this.send(effect.message);
      if (effect.message.type === 'user_response_text')
        this.deps.onAnswer?.({ type: 'text', interviewerSeconds: this.takeInterviewerSeconds() });
    },
    enqueueAudio: (effect) => this.queue.enqueue(effect.audioBase64, effect.finalSentence, effect.caption),
    playQueue: () => {
      if (!this.queue.isPlaying && this.queue.length > 0) this.holdRender();
      this.queue.play();
    },
    clearQueue: () => {
      // Sentences received but never heard (a drop, a dialog, a take-over) are not lost: the captions show
      // them after the sentence that was playing (G7).
      const unplayed = this.queue.clear();
      if (unplayed.length === 0) return;
      const caption = [this.state.modelCaption, ...unplayed].filter(Boolean).join(' ');
      queueMicrotask(() => this.dispatch({ type: 'chunkStarted', caption }));
    },
    startRecording: () => {
      this.microphoneOpen = true;
      this.recorder.start(this.deps.getMicrophoneId()).then(
        // false: cancelled while the microphone was opening; the machine has moved on already.
        (started) => started && this.dispatch({ type: 'recordingStarted' }),
        (error: unknown) => {
          this.microphoneOpen = false;
          this.dispatch({
            type: 'recordingFailed',
            message: error instanceof RecorderError ? error.message : RECORDER_MESSAGES.failed,
          });
        },
      );
    },
    stopRecording: () => {
      // Stopping keeps the recording: it is encoded and sent (or kept across a drop).
      this.microphoneOpen = false;
      // Taken now: the next question may start playing before the recording has encoded.
      const interviewerSeconds = this.takeInterviewerSeconds();
      this.recorder
        .stop()
        .then((blob) => {
          const base64 = blobToBase64(blob);
          // The coaching seam (decision 0800) gets the recording once it encoded, as the server will.
          void base64.then(
            () => this.deps.onAnswer?.({ type: 'audio', blob, interviewerSeconds }),
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
    },
    cancelRecording: () => this.closeMicrophone(),
    startCountdown: () => this.ticker.start(),
    stopCountdown: () => this.ticker.stop(),
    toast: (effect) => this.deps.toast(effect.kind, effect.message),
    playSound: (effect) => this.deps.playSound(effect.sound),
    endCall: (effect) => {
      const { roomId, candidateId, interviewerId } = this.deps.room;
      // Each end call has an identity (G6): only the latest one's result is news. An earlier call whose Leave
      // gave up at its deadline must not fail (or end) the Leave that followed.
      const call = ++this.endCalls;
      const settle = (type: 'endCallSucceeded' | 'endCallFailed') => {
        if (call === this.endCalls) this.dispatch({ type });
        else this.deps.log?.(`end call ${call}: a stale ${type} ignored`);
      };
      this.deps
        .endInterview({ interviewRoomId: roomId, candidateId, interviewerId, timeout: effect.timeout })
        .then(
          (ok) => settle(ok ? 'endCallSucceeded' : 'endCallFailed'),
          () => settle('endCallFailed'),
        );
    },
    revokeCall: () => {
      const { roomId, candidateId } = this.deps.room;
      this.deps.revokeOtherSession({ interviewRoomId: roomId, candidateId }).then(
        (outcome) =>
          this.dispatch(
            outcome === 'revoked'
              ? { type: 'revokeSucceeded' }
              : { type: 'revokeFailed', finished: outcome === 'finished' },
          ),
        () => this.dispatch({ type: 'revokeFailed' }),
      );
    },
    clearStorage: () => this.deps.clearStorage(),
    navigate: (effect) => this.later(() => this.deps.navigate(this.pathOf(effect.to)), effect.delayMs),
    reload: () => this.deps.reload(),
    armDeadline: (effect) => this.armDeadline(effect.wait),
    disarmDeadline: (effect) => this.disarmDeadline(effect.wait),
    syncTime: () => {
      this.deps.fetchTimeRemaining?.().then(
        (timeRemaining) => this.dispatch({ type: 'timeSynced', timeRemaining }),
        (error: unknown) => this.deps.log?.('countdown re-sync failed; the local countdown goes on', error),
      );
    },
    watchLink: () => this.watchLink(),
    unwatchLink: () => this.unwatchLink(),
  };

  private perform<K extends SessionEffectType>(effect: Extract<SessionEffect, { type: K }>): void {
    (this.handlers[effect.type] as (e: typeof effect) => void)(effect);
  }

  /** Cancels the recorder (opening or recording): the microphone is released and the recording dropped. */
  private closeMicrophone() {
    this.microphoneOpen = false;
    this.recorder.cancel();
  }
}
