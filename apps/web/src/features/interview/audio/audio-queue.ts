/**
 * Plays the interviewer's audio chunks strictly in arrival order with a fixed pause after each
 * (spec: 300 ms). Chunks are decoded as soon as they are enqueued so that decoding
 * overlaps playback of the previous chunk: a chunk that arrives while the queue is idle starts as soon
 * as its decode resolves. The Web Audio surface is injected (AudioContextLike) so tests use fakes.
 */

export const CHUNK_PAUSE_MS = 300;
export const PLAY_AUDIO_ERROR = 'Failed to play audio. Please check your audio settings.';
/**
 * A sentence whose `ended` has not come this long after its duration did not play to its end (an audio context
 * that stopped running, e.g. a chosen speaker that went away): the queue moves on (decision 0650).
 */
export const SENTENCE_END_GRACE_MS = 3_000;

export interface AudioBufferLike {
  readonly duration: number;
}

export interface AudioSourceLike {
  buffer: AudioBufferLike | null;
  onended: (() => void) | null;
  connect(destination: unknown): unknown;
  start(when?: number): void;
  stop(when?: number): void;
  disconnect(): void;
}

export interface AudioContextLike {
  readonly state: string;
  readonly destination: unknown;
  resume(): Promise<void>;
  decodeAudioData(data: ArrayBuffer): Promise<AudioBufferLike>;
  createBufferSource(): AudioSourceLike;
  setSinkId?: (sinkId: string) => Promise<void>;
}

export interface QueueTimers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ChunkMetrics {
  /** ms from enqueue() to source.start(). */
  startDelayMs: number;
  /** ms from the end of the previous chunk to this start (null for the first chunk after idle). */
  gapMs: number | null;
  finalSentence: boolean;
  /** The sentence this chunk speaks (the caption to show while it plays). */
  caption: string;
  /** The queue was idle when this chunk arrived: startDelayMs is pure latency, not waiting in line. */
  idleAtEnqueue: boolean;
}

/** A chunk played by a streaming player (HTMLAudioElement): it starts before the whole chunk is decoded. */
export interface StreamedPlayback {
  /** Resolves when audio actually starts; rejects when the element cannot play (format, autoplay). */
  started: Promise<void>;
  ended: Promise<void>;
  /** Stops playback; called before `started` it guarantees the chunk is never heard (lost the race). */
  stop(): void;
  /**
   * Tells when something other than the app (media keys, the OS) pauses the playing chunk and when it plays
   * again (decision 0643).
   */
  watchPause?(listener: (paused: boolean) => void): void;
  /** Plays a chunk paused from outside on from where it stopped. */
  resume?(): void;
}
export type StreamPlayer = (audioBase64: string) => StreamedPlayback;

export interface AudioQueueOptions {
  context: AudioContextLike;
  /**
   * Optional fast path: when a chunk's turn comes and Web Audio has not finished decoding it (typically the
   * first chunk of a reply, arriving at an idle queue), it is streamed in parallel with the decode and
   * whichever starts first plays; the other is cancelled (decisions 0608, 0609).
   */
  streamPlayer?: StreamPlayer;
  timers?: QueueTimers;
  pauseMs?: number;
  /** The queue emptied; finalSentence tells whether the last chunk played was flagged final. */
  onDrained?: (finalSentence: boolean) => void;
  onError?: (message: string, error: unknown) => void;
  /** For the bench: called when each chunk starts. */
  onChunkStart?: (metrics: ChunkMetrics) => void;
  /** A chunk finished playing after `playedMs` of audio (the interviewer's talk time, decision 0803). */
  onChunkPlayed?: (playedMs: number) => void;
  /**
   * The playing chunk was paused from outside the app (true) or plays again, ended or was cleared (false): the
   * room shows the interviewer's audio as paused with Resume (decision 0643).
   */
  onPausedChange?: (paused: boolean) => void;
}

interface QueueItem {
  audioBase64: string;
  decoded: Promise<AudioBufferLike | null>;
  ready: boolean;
  finalSentence: boolean;
  caption: string;
  enqueuedAt: number;
  idleAtEnqueue: boolean;
}

export function base64ToArrayBuffer(base64: string): ArrayBuffer {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

const defaultTimers: QueueTimers = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class AudioQueue {
  private readonly items: QueueItem[] = [];
  private playing = false;
  // Bumped by clear(): a running loop whose generation is stale stops at its next await.
  private generation = 0;
  private current: AudioSourceLike | null = null;
  private currentStream: StreamedPlayback | null = null;
  private pauseTimer: unknown = null;
  private lastEndedAt: number | null = null;
  /** The playing chunk is paused from outside (media keys): see resume(). */
  private pausedFromOutside = false;
  private readonly timers: QueueTimers;
  private readonly pauseMs: number;

  constructor(private readonly options: AudioQueueOptions) {
    this.timers = options.timers ?? defaultTimers;
    this.pauseMs = options.pauseMs ?? CHUNK_PAUSE_MS;
  }

  get isPlaying(): boolean {
    return this.playing;
  }

  get length(): number {
    return this.items.length;
  }

  /** Plays on a chunk paused from outside (the candidate's Resume); nothing otherwise. */
  resume(): void {
    if (this.pausedFromOutside) this.currentStream?.resume?.();
  }

  private setPaused(paused: boolean) {
    if (paused === this.pausedFromOutside) return;
    this.pausedFromOutside = paused;
    this.options.onPausedChange?.(paused);
  }

  enqueue(audioBase64: string, finalSentence: boolean, caption = ''): void {
    const enqueuedAt = this.timers.now();
    const decoded = this.decode(audioBase64);
    const item: QueueItem = {
      audioBase64,
      decoded,
      ready: false,
      finalSentence,
      caption,
      enqueuedAt,
      idleAtEnqueue: !this.playing && this.items.length === 0,
    };
    // Never leave a rejected promise unobserved while it waits its turn.
    decoded.then(
      () => (item.ready = true),
      () => (item.ready = true),
    );
    this.items.push(item);
  }

  /** Starts playing if idle; a call while already playing is skipped (the running loop picks new items up). */
  play(): void {
    if (this.playing) return;
    if (this.items.length === 0) return;
    this.playing = true;
    void this.loop(this.generation);
  }

  /**
   * Stops the current chunk and drops everything queued, without reporting a drain. Returns the captions of the
   * chunks that had not started, so their sentences can still be read (G7).
   */
  clear(): string[] {
    this.generation++;
    const unplayed = this.items.map((item) => item.caption).filter((caption) => caption !== '');
    this.items.length = 0;
    if (this.pauseTimer !== null) this.timers.clearTimeout(this.pauseTimer);
    this.pauseTimer = null;
    this.currentStream?.stop();
    this.currentStream = null;
    this.setPaused(false);
    const source = this.current;
    this.current = null;
    if (source) {
      source.onended = null;
      try {
        source.stop();
      } catch {
        // Already stopped.
      }
      source.disconnect();
    }
    this.playing = false;
    this.lastEndedAt = null;
    return unplayed;
  }

  private async decode(audioBase64: string): Promise<AudioBufferLike | null> {
    // A chunk may carry only text (empty audio): it "plays" for zero time but still ends the turn.
    if (!audioBase64) return null;
    return this.options.context.decodeAudioData(base64ToArrayBuffer(audioBase64));
  }

  private async loop(generation: number): Promise<void> {
    let lastFinal = false;
    while (generation === this.generation) {
      const item = this.items.shift();
      if (!item) break;
      if (this.options.context.state === 'suspended')
        await this.options.context.resume().catch(() => undefined);
      const streamPlayer = this.options.streamPlayer;
      if (streamPlayer && item.audioBase64 && !item.ready) {
        const streamed = await this.playRaced(item, streamPlayer);
        if (generation !== this.generation) return;
        if (streamed) {
          lastFinal = item.finalSentence;
          await this.pause();
          continue;
        }
      }
      let buffer: AudioBufferLike | null;
      try {
        buffer = await item.decoded;
      } catch (error) {
        if (generation !== this.generation) return;
        this.options.onError?.(PLAY_AUDIO_ERROR, error);
        // Not heard, still shown: its sentence is the caption, for no time, as a text-only chunk's
        // (decision 0649). A broken chunk must not stall the interview: its final flag still counts.
        this.reportEnd(this.reportStart(item));
        lastFinal = item.finalSentence;
        continue;
      }
      if (generation !== this.generation) return;
      try {
        await this.playBuffer(buffer, item);
      } catch (error) {
        if (generation !== this.generation) return;
        this.options.onError?.(PLAY_AUDIO_ERROR, error);
      }
      if (generation !== this.generation) return;
      lastFinal = item.finalSentence;
      await this.pause();
    }
    if (generation !== this.generation) return;
    this.playing = false;
    this.options.onDrained?.(lastFinal);
  }

  private reportStart(item: QueueItem): number {
    const startedAt = this.timers.now();
    this.options.onChunkStart?.({
      startDelayMs: startedAt - item.enqueuedAt,
      gapMs: this.lastEndedAt === null ? null : startedAt - this.lastEndedAt,
      finalSentence: item.finalSentence,
      caption: item.caption,
      idleAtEnqueue: item.idleAtEnqueue,
    });
    return startedAt;
  }

  private reportEnd(startedAt: number) {
    this.lastEndedAt = this.timers.now();
    this.options.onChunkPlayed?.(this.lastEndedAt - startedAt);
  }

  /**
   * Starts the element and lets the Web Audio decode race it (decision 0609): whichever is ready first plays
   * and the other is cancelled, so a chunk is never heard twice. True when the element played the chunk;
   * false when the caller should play it from its decoded buffer (decode won, or the element could not play).
   */
  private async playRaced(item: QueueItem, player: StreamPlayer): Promise<boolean> {
    let playback: StreamedPlayback;
    try {
      playback = player(item.audioBase64);
    } catch {
      return false;
    }
    this.currentStream = playback;
    const streamStarted = playback.started.then(
      () => true,
      () => false,
    );
    const decodedOk = item.decoded.then(
      () => true,
      () => false,
    );
    const winner = await Promise.race([
      streamStarted.then((ok) => (ok ? 'stream' : 'stream-failed')),
      decodedOk.then((ok) => (ok ? 'decode' : 'decode-failed')),
    ]);
    // A chunk Web Audio cannot decode may still play in the element: wait for it rather than skip.
    const streamWon = winner === 'stream' || (winner === 'decode-failed' && (await streamStarted));
    if (!streamWon) {
      playback.stop();
      if (this.currentStream === playback) this.currentStream = null;
      return false;
    }
    const startedAt = this.reportStart(item);
    // Media keys pause the element, not the queue: its `ended` waits for the candidate's Resume (or play key),
    // which the room offers while it is paused (decision 0643).
    playback.watchPause?.((paused) => {
      if (this.currentStream === playback) this.setPaused(paused);
    });
    try {
      await playback.ended;
    } catch {
      // Ended abnormally: move on like a played chunk.
    }
    if (this.currentStream === playback) {
      this.currentStream = null;
      this.setPaused(false);
    }
    this.reportEnd(startedAt);
    return true;
  }

  private playBuffer(buffer: AudioBufferLike | null, item: QueueItem): Promise<void> {
    const startedAt = this.reportStart(item);
    if (!buffer) {
      this.lastEndedAt = this.timers.now();
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const source = this.options.context.createBufferSource();
      source.buffer = buffer;
      source.connect(this.options.context.destination);
      let watchdog: unknown = null;
      source.onended = () => {
        source.onended = null;
        if (watchdog !== null) this.timers.clearTimeout(watchdog);
        source.disconnect();
        if (this.current === source) this.current = null;
        this.reportEnd(startedAt);
        resolve();
      };
      this.current = source;
      try {
        source.start();
      } catch (error) {
        this.current = null;
        reject(error);
        return;
      }
      // `ended` never comes from a context that stopped running: the sentence is over by its duration, and the
      // next one must not stall behind it (decision 0650). Not heard: the toast says so, the caption shows it.
      watchdog = this.timers.setTimeout(
        () => {
          if (source.onended === null) return;
          this.options.onError?.(PLAY_AUDIO_ERROR, new Error('the sentence did not end'));
          try {
            source.stop();
          } catch {
            // Already stopped.
          }
          source.onended?.();
        },
        buffer.duration * 1000 + SENTENCE_END_GRACE_MS,
      );
    });
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      this.pauseTimer = this.timers.setTimeout(() => {
        this.pauseTimer = null;
        resolve();
      }, this.pauseMs);
    });
  }
}
