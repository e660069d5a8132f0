import type { ClientMessage } from '@mockint/api-contract/socket';
import { paths, withQuery } from '@/config/paths';
import { AudioQueue } from '../audio/audio-queue';
import {
  MICROPHONE_MUTED_MESSAGE,
  microphoneReplacedMessage,
  Recorder,
  RECORDER_MESSAGES,
} from '../audio/recorder';
import { InterviewSocket, interviewSocketUrl } from '../socket/interview-socket';
import { AnswerSeam, type SubscribeAnswers } from './answer-seam';
import { Ticker } from './countdown';
import { OfflineGrace } from './offline-grace';
import type { RecordingView, SessionControllerDeps, SessionSnapshot } from './session-controller-deps';
import { initialSessionState, transition } from './session-step';
import {
  serverEvent,
  type NavigationTarget,
  type SessionEffect,
  type SessionEffectType,
  type SessionEvent,
} from './session-types';
import type { SessionState } from './session-view';
import { SessionWaits } from './session-waits';
import { startLinkWatchdog, type LinkWatchdog } from './link-watchdog';
import { microphoneOpen, startRecorderActor, type RecorderActor } from './recorder-actor';
import { TabPresence } from './tab-presence';

export type {
  RecordingView,
  SessionControllerDeps,
  SessionRoom,
  SessionSnapshot,
} from './session-controller-deps';

/**
 * Runs the session machine against the real world: performs its effects (socket, audio queue, recorder,
 * countdown, HTTP, toasts, navigation) and feeds their outcomes back as events. React subscribes to
 * `getSnapshot()` and calls `dispatch()`; it holds no session logic. Everything external is injected.
 *
 * An answer's way: the recorder actor (./recorder-actor, over ../audio/recorder) records and encodes it and the machine
 * sends it on the InterviewSocket (../socket/interview-socket); the server's `user_transcript` acknowledges
 * it; the AnswerSeam (./answer-seam) pairs the two and hands the answer to `subscribeAnswers` listeners (the
 * app subscribes the delivery coaching, decision 0059).
 */

/** Longest the room's re-render waits for a reply's first chunk to start (normally a few ms). */
const RENDER_HOLD_MAX_MS = 100;

export class SessionController {
  private state: SessionState;
  private recordingView: RecordingView = { elapsedSeconds: 0, remainingSeconds: 0, stream: null };
  private interviewerPaused = false;
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly socket: InterviewSocket;
  private readonly queue: AudioQueue;
  /** The recorder, a child actor (recorder-actor.ts): its phase says whether the microphone is open. */
  private readonly recorder: RecorderActor;
  private readonly ticker: Ticker;
  private disposed = false;
  private readonly pendingTimers: unknown[] = [];
  // Notifying React is held while an interviewer reply's first chunk is starting: React re-renders the room
  // synchronously in this task's microtasks, and the decoded audio (or the element's `playing`) is then
  // delivered only after that render, which was most of arrival → audio start (decision 0609). The
  // snapshot itself is always current; only the notification waits, at most RENDER_HOLD_MAX_MS.
  private renderHeld = 0;
  private notifyPending = false;
  /** Each answer, paired with its transcript, for the app's listeners (the coaching); never changes the room. */
  private readonly answers: AnswerSeam;
  private readonly waits: SessionWaits;
  /** The link's silence watchdog, a child actor (link-watchdog.ts): the statechart's watchLink/unwatchLink. */
  private readonly link: LinkWatchdog;
  /** End calls made so far; a result is dispatched only for the latest (G6). */
  private endCalls = 0;
  private readonly offlineGrace: OfflineGrace;
  private readonly presence: TabPresence;

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
    this.answers = new AnswerSeam(room.roomId);
    this.presence = new TabPresence(deps.presenceChannel?.() ?? null);
    this.waits = new SessionWaits({
      setTimeout: deps.setTimeout,
      clearTimeout: deps.clearTimeout,
      deadlineScale: deps.deadlineScale,
      onDeadline: (wait) => this.dispatch({ type: 'deadlinePassed', wait }),
    });
    this.link = startLinkWatchdog({
      setTimeout: deps.setTimeout,
      clearTimeout: deps.clearTimeout,
      deadlineScale: deps.deadlineScale,
      onSilent: () => this.dispatch({ type: 'linkLost', cause: 'silence' }),
    });
    this.socket = new InterviewSocket({
      url: interviewSocketUrl(deps.wsBaseUrl, room.roomId),
      createSocket: deps.createSocket,
      onOpen: () => this.dispatch({ type: 'socketOpen' }),
      onMessage: (message) => {
        this.link.send({ type: 'frame' });
        // The server holds another connection: whether another tab of this browser has it live (decision 0665).
        if (message.type === 'error' && message.code === 'ERROR_MULTIPLE_CONNECTIONS')
          this.dispatch({ type: 'otherTab', live: this.presence.otherLive() });
        this.dispatch(serverEvent(message));
        // After the room's own work: the answer it acknowledges goes to the seam's listeners.
        if (message.type === 'user_transcript') this.answers.transcribed(message.chat.id, message.transcript);
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
        this.answers.interviewerPlayed(playedMs);
        this.dispatch({ type: 'chunkEnded' });
      },
      // Media keys paused the sentence: the room shows it with Resume rather than a silent wait (decision 0643).
      onPausedChange: (paused) => {
        this.interviewerPaused = paused;
        this.emit();
      },
      onChunkStart: (metrics) => {
        this.dispatch({ type: 'chunkStarted', caption: metrics.caption });
        // After source.start() / the `playing` event has run: the render can have the main thread now.
        if (this.renderHeld) queueMicrotask(() => this.releaseRender());
      },
    });
    const media = new Recorder(deps.recorderDeps, {
      onTick: (elapsedSeconds, remainingSeconds) =>
        this.setRecordingView({ elapsedSeconds, remainingSeconds }),
      onTimeUp: () => this.dispatch({ type: 'recordingTimeUp' }),
      // A recording that ends or starts clears the mute of the one before.
      onStream: (stream) => this.setRecordingView({ stream, muted: false }),
      // Said at once, and shown on the tile while it lasts: no silent answer goes without the candidate knowing.
      onMutedChange: (muted) => {
        if (muted && !this.recordingView.muted) this.deps.toast('warning', MICROPHONE_MUTED_MESSAGE);
        this.setRecordingView({ muted });
      },
      onTrackEnded: () => this.dispatch({ type: 'microphoneEnded' }),
      // Said, not silent: the candidate learns which microphone hears them (decision 0656).
      onMicrophoneReplaced: ({ deviceId, label }) => {
        deps.microphoneReplaced?.(deviceId);
        deps.toast('warning', microphoneReplacedMessage(label));
      },
    });
    this.recorder = startRecorderActor({
      recorder: media,
      onStarted: () => this.dispatch({ type: 'recordingStarted' }),
      onStartFailed: (message) => this.dispatch({ type: 'recordingFailed', message }),
      // The seam keeps the recording once it encoded, as the server will receive it.
      onRecorded: ({ blob, audioBase64, questionSeconds }) => {
        this.answers.recorded(blob, questionSeconds);
        this.dispatch({ type: 'audioRecorded', audioBase64 });
      },
      onRecordFailed: (message) => this.dispatch({ type: 'audioFailed', message }),
    });
    this.ticker = new Ticker((seconds) => this.dispatch({ type: 'tick', seconds }), deps.countdownTimers);
    // `offline` alone cuts nothing: a blip the browser recovers from within the grace leaves the socket and
    // the recording alone (decision 0642).
    this.offlineGrace = new OfflineGrace({
      watch: deps.watchOffline,
      setTimeout: deps.setTimeout,
      clearTimeout: deps.clearTimeout,
      scale: deps.deadlineScale,
      onLost: () => this.dispatch({ type: 'linkLost', cause: 'offline' }),
    });
  }

  getSnapshot = (): SessionSnapshot => this.snapshot;

  /** The room's answers, each with its transcript (the seam the app gives the delivery coaching). */
  subscribeAnswers: SubscribeAnswers = (listener) => this.answers.subscribe(listener);

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispatch = (event: SessionEvent): void => {
    if (this.disposed) return;
    const { state, effects } = transition(this.state, event);
    const changed = state !== this.state;
    this.waits.nextStep();
    if (state.pendingAnswer !== this.state.pendingAnswer) this.deps.keptAnswer?.write(state.pendingAnswer);
    this.state = state;
    this.presence.setLive(state.connected);
    // Effects first: audio must start decoding before React re-renders the room on this message.
    for (const effect of effects) this.perform(effect);
    // The recorder belongs to the states tagged `microphone`: whatever left them (an error frame, the
    // server's end, a drop, a take-over, leave, time-out) closes it, unless the machine stopped it to keep
    // the recording (decision 0631).
    if (microphoneOpen(this.recorder) && !state.microphone) this.closeMicrophone();
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

  /** Resume: plays on the interviewer's sentence paused from outside the room (decision 0643). */
  resumeInterviewer = (): void => this.queue.resume();

  /** Stops everything without telling the server (page unmount). */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.ticker.stop();
    this.closeMicrophone();
    this.recorder.stop();
    this.queue.clear();
    this.socket.disconnect();
    this.offlineGrace.dispose();
    this.presence.dispose();
    this.waits.dispose();
    this.link.stop();
    this.answers.dispose();
    for (const timer of this.pendingTimers) clearTimeout(timer as ReturnType<typeof setTimeout>);
    this.listeners.clear();
  }

  private emit() {
    this.snapshot = {
      session: this.state,
      recording: this.recordingView,
      ...(this.interviewerPaused ? { interviewerPaused: true } : {}),
    };
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
      if (effect.message.type === 'user_response_text') this.answers.typed();
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
    startRecording: () => this.recorder.send({ type: 'start', deviceId: this.deps.getMicrophoneId() }),
    // Stopping keeps the recording: it is encoded and sent (or kept across a drop).
    stopRecording: () =>
      this.recorder.send({ type: 'stop', questionSeconds: this.answers.takeQuestionSeconds() }),
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
    armDeadline: (effect) => this.waits.arm(effect.wait),
    disarmDeadline: (effect) => this.waits.disarm(effect.wait),
    syncTime: () => {
      this.deps.fetchRoomNow?.().then(
        (room) => {
          this.dispatch({ type: 'timeSynced', timeRemaining: room.timeRemaining });
          this.dispatch({ type: 'chatsSynced', chats: room.chats });
        },
        (error: unknown) => {
          this.deps.log?.('room re-sync failed; the local countdown and transcript go on', error);
          this.dispatch({ type: 'chatsSynced', chats: null });
        },
      );
    },
    watchLink: () => this.link.send({ type: 'watch' }),
    unwatchLink: () => this.link.send({ type: 'unwatch' }),
  };

  private perform<K extends SessionEffectType>(effect: Extract<SessionEffect, { type: K }>): void {
    (this.handlers[effect.type] as (e: typeof effect) => void)(effect);
  }

  /** Cancels the recorder (opening or recording): the microphone is released and the recording dropped. */
  private closeMicrophone() {
    this.recorder.send({ type: 'cancel' });
  }
}
