import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AudioQueue,
  base64ToArrayBuffer,
  PLAY_AUDIO_ERROR,
  SENTENCE_END_GRACE_MS,
  type AudioContextLike,
  type AudioSourceLike,
  type ChunkMetrics,
} from './audio-queue';

/** A fake AudioContext: decoding resolves on demand; sources "play" until the test ends them. */
class FakeContext implements AudioContextLike {
  state = 'running';
  destination = {};
  started: { label: string; at: number; source: FakeSource }[] = [];
  decodes: { label: string; resolve: () => void; reject: (e: unknown) => void }[] = [];
  autoDecode = true;
  sinkId: string | null = null;
  setSinkId = async (id: string) => {
    this.sinkId = id;
  };
  async resume() {
    this.state = 'running';
  }
  decodeAudioData(data: ArrayBuffer) {
    const label = new TextDecoder().decode(data);
    if (label.startsWith('bad')) return Promise.reject(new Error('EncodingError'));
    if (this.autoDecode) return Promise.resolve({ duration: 1, label } as { duration: number });
    return new Promise<{ duration: number }>((resolve, reject) => {
      this.decodes.push({
        label,
        resolve: () => resolve({ duration: 1, label } as { duration: number }),
        reject,
      });
    });
  }
  createBufferSource() {
    return new FakeSource(this);
  }
  playing() {
    return this.started.filter((s) => !s.source.ended);
  }
  endCurrent() {
    const current = this.playing()[0];
    if (!current) throw new Error('nothing playing');
    current.source.end();
  }
}

class FakeSource implements AudioSourceLike {
  buffer: (AudioSourceLike['buffer'] & { label?: string }) | null = null;
  onended: (() => void) | null = null;
  ended = false;
  stopped = false;
  constructor(private readonly ctx: FakeContext) {}
  connect() {
    return undefined;
  }
  disconnect() {}
  start() {
    this.ctx.started.push({ label: (this.buffer as { label: string }).label, at: Date.now(), source: this });
  }
  stop() {
    this.stopped = true;
    this.ended = true;
  }
  end() {
    this.ended = true;
    this.onended?.();
  }
}

const b64 = (label: string) => btoa(label);
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('AudioQueue', () => {
  let ctx: FakeContext;
  let drained: boolean[];
  let errors: string[];
  let metrics: ChunkMetrics[];
  let queue: AudioQueue;

  beforeEach(() => {
    vi.useFakeTimers();
    ctx = new FakeContext();
    drained = [];
    errors = [];
    metrics = [];
    queue = new AudioQueue({
      context: ctx,
      timers: {
        now: () => Date.now(),
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (h) => clearTimeout(h as number),
      },
      onDrained: (final) => drained.push(final),
      onError: (message) => errors.push(message),
      onChunkStart: (m) => metrics.push(m),
    });
  });
  afterEach(() => vi.useRealTimers());

  it('plays chunks strictly in order with a 300 ms pause after each, then reports final_sentence', async () => {
    queue.enqueue(b64('one'), false);
    queue.enqueue(b64('two'), false);
    queue.play();
    await flush();
    expect(ctx.started.map((s) => s.label)).toEqual(['one']);
    queue.enqueue(b64('three'), true);
    ctx.endCurrent();
    await flush();
    // Still in the pause.
    await vi.advanceTimersByTimeAsync(299);
    expect(ctx.started.map((s) => s.label)).toEqual(['one']);
    await vi.advanceTimersByTimeAsync(1);
    expect(ctx.started.map((s) => s.label)).toEqual(['one', 'two']);
    ctx.endCurrent();
    await vi.advanceTimersByTimeAsync(300);
    expect(ctx.started.map((s) => s.label)).toEqual(['one', 'two', 'three']);
    expect(drained).toEqual([]);
    ctx.endCurrent();
    await vi.advanceTimersByTimeAsync(300);
    expect(drained).toEqual([true]);
    expect(queue.isPlaying).toBe(false);
    expect(metrics.map((m) => m.gapMs)).toEqual([null, 300, 300]);
    expect(metrics.map((m) => m.idleAtEnqueue)).toEqual([true, false, false]);
  });

  it('keeps order even when a later chunk decodes first', async () => {
    ctx.autoDecode = false;
    queue.enqueue(b64('slow'), false);
    queue.enqueue(b64('fast'), true);
    queue.play();
    ctx.decodes[1]!.resolve();
    await flush();
    expect(ctx.started).toEqual([]);
    ctx.decodes[0]!.resolve();
    await flush();
    expect(ctx.started.map((s) => s.label)).toEqual(['slow']);
  });

  it('reports a drain without the user turn when the last chunk was not final', async () => {
    queue.enqueue(b64('one'), false);
    queue.play();
    await flush();
    ctx.endCurrent();
    await vi.advanceTimersByTimeAsync(300);
    expect(drained).toEqual([false]);
  });

  it('skips play() while already playing (no second loop, no double start)', async () => {
    queue.enqueue(b64('one'), true);
    queue.play();
    queue.play();
    await flush();
    queue.play();
    await flush();
    expect(ctx.started).toHaveLength(1);
  });

  it('starts a chunk immediately when idle (no pause before the first)', async () => {
    queue.enqueue(b64('one'), true);
    queue.play();
    await flush();
    expect(metrics[0]!.startDelayMs).toBe(0);
  });

  it('a chunk that fails to decode toasts and the queue carries on', async () => {
    queue.enqueue(btoa('bad'), false);
    queue.enqueue(b64('good'), true);
    queue.play();
    await flush();
    expect(errors).toEqual([PLAY_AUDIO_ERROR]);
    expect(ctx.started.map((s) => s.label)).toEqual(['good']);
  });

  it('a sentence that cannot be played is still captioned, so the question is shown if not heard', async () => {
    queue.enqueue(btoa('bad'), true, 'Tell me about yourself.');
    queue.play();
    await vi.advanceTimersByTimeAsync(300);
    expect(errors).toEqual([PLAY_AUDIO_ERROR]);
    expect(metrics.map((m) => m.caption)).toEqual(['Tell me about yourself.']);
    expect(drained).toEqual([true]);
  });

  it('a sentence whose end never comes (the context stopped running) ends once its duration has passed', async () => {
    queue.enqueue(b64('one'), false, 'First.');
    queue.enqueue(b64('two'), true, 'Second.');
    queue.play();
    await flush();
    expect(ctx.started.map((s) => s.label)).toEqual(['one']);
    // No `ended` event: the 1 s sentence is over by its duration and a grace, and the next one plays.
    await vi.advanceTimersByTimeAsync(1_000 + SENTENCE_END_GRACE_MS + 300);
    expect(ctx.started.map((s) => s.label)).toEqual(['one', 'two']);
    expect(ctx.started[0]!.source.stopped).toBe(true);
    expect(errors).toEqual([PLAY_AUDIO_ERROR]);
    ctx.endCurrent();
    await vi.advanceTimersByTimeAsync(300);
    expect(drained).toEqual([true]);
  });

  it('a text-only chunk (empty audio) still ends the turn', async () => {
    queue.enqueue('', true);
    queue.play();
    await vi.advanceTimersByTimeAsync(300);
    expect(drained).toEqual([true]);
  });

  it('clear() stops the current chunk, drops the rest and reports no drain', async () => {
    queue.enqueue(b64('one'), false);
    queue.enqueue(b64('two'), true);
    queue.play();
    await flush();
    const first = ctx.started[0]!.source;
    queue.clear();
    expect(first.stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ctx.started).toHaveLength(1);
    expect(drained).toEqual([]);
    expect(queue.isPlaying).toBe(false);
    // Usable again afterwards.
    queue.enqueue(b64('three'), true);
    queue.play();
    await flush();
    expect(ctx.started.map((s) => s.label)).toEqual(['one', 'three']);
  });

  it('resumes a suspended context before playing (autoplay policies)', async () => {
    ctx.state = 'suspended';
    queue.enqueue(b64('one'), true);
    queue.play();
    await flush();
    expect(ctx.state).toBe('running');
    expect(ctx.started).toHaveLength(1);
  });

  it('streams a chunk that is not decoded yet when its turn comes, then plays decoded ones with Web Audio', async () => {
    const streamed: string[] = [];
    const played: number[] = [];
    let endStream: () => void = () => undefined;
    const q = new AudioQueue({
      context: ctx,
      timers: {
        now: () => Date.now(),
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (h) => clearTimeout(h as number),
      },
      onDrained: (final) => drained.push(final),
      onChunkStart: (m) => metrics.push(m),
      onChunkPlayed: (ms) => played.push(ms),
      streamPlayer: (b) => {
        streamed.push(atob(b));
        return {
          started: Promise.resolve(),
          ended: new Promise<void>((r) => (endStream = r)),
          stop: () => endStream(),
        };
      },
    });
    ctx.autoDecode = false;
    q.enqueue(b64('first'), false);
    q.play();
    q.enqueue(b64('second'), true);
    await flush();
    expect(streamed).toEqual(['first']);
    // The element started first: the decode finishing later must not start the same chunk again.
    ctx.decodes.forEach((d) => d.resolve());
    await flush();
    expect(ctx.started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1200);
    endStream();
    await vi.advanceTimersByTimeAsync(300);
    // Decoded while the first one streamed: played through Web Audio, in order.
    expect(ctx.started.map((s) => s.label)).toEqual(['second']);
    await vi.advanceTimersByTimeAsync(800);
    ctx.endCurrent();
    await vi.advanceTimersByTimeAsync(300);
    expect(drained).toEqual([true]);
    expect(metrics.map((m) => m.gapMs)).toEqual([null, 300]);
    // How long each played (the interviewer's talk time), by either path; the pauses are not talk.
    expect(played).toEqual([1200, 800]);
  });

  it('falls back to Web Audio when the streaming element cannot play', async () => {
    const q = new AudioQueue({
      context: ctx,
      streamPlayer: () => ({
        started: Promise.reject(new Error('NotAllowedError')),
        ended: Promise.resolve(),
        stop: () => undefined,
      }),
    });
    q.enqueue(b64('only'), true);
    q.play();
    await flush();
    expect(ctx.started.map((s) => s.label)).toEqual(['only']);
  });

  /** A stream whose start and end the test controls, recording whether it was cancelled. */
  const controlledStream = () => {
    const s = {
      start: () => undefined as void,
      fail: (_e: unknown) => undefined as void,
      end: () => undefined as void,
      stopped: false,
      heard: false,
    };
    const started = new Promise<void>((resolve, reject) => {
      s.start = () => {
        // A stopped element never renders (the player cancels its queued `playing` event).
        if (s.stopped) return;
        s.heard = true;
        resolve();
      };
      s.fail = reject;
    });
    const ended = new Promise<void>((resolve) => (s.end = resolve));
    return { s, playback: { started, ended, stop: () => ((s.stopped = true), s.end()) } };
  };

  it('plays from Web Audio when the decode beats the element, cancelling the element (never both)', async () => {
    ctx.autoDecode = false;
    const stream = controlledStream();
    const q = new AudioQueue({
      context: ctx,
      onDrained: (final) => drained.push(final),
      onChunkStart: (m) => metrics.push(m),
      streamPlayer: () => stream.playback,
    });
    q.enqueue(b64('first'), true);
    q.play();
    await flush();
    expect(ctx.started).toEqual([]);
    ctx.decodes[0]!.resolve();
    await flush();
    expect(ctx.started.map((s) => s.label)).toEqual(['first']);
    expect(stream.s.stopped).toBe(true);
    // The element getting ready afterwards changes nothing: one start, one report.
    stream.s.start();
    await flush();
    expect(stream.s.heard).toBe(false);
    expect(ctx.started).toHaveLength(1);
    expect(metrics).toHaveLength(1);
    ctx.endCurrent();
    await vi.advanceTimersByTimeAsync(300);
    expect(drained).toEqual([true]);
  });

  it('keeps the element when Web Audio cannot decode the chunk but the element can play it', async () => {
    ctx.autoDecode = false;
    const stream = controlledStream();
    const errors: string[] = [];
    const q = new AudioQueue({
      context: ctx,
      onDrained: (final) => drained.push(final),
      onError: (m) => errors.push(m),
      streamPlayer: () => stream.playback,
    });
    q.enqueue(b64('odd'), true);
    q.play();
    await flush();
    ctx.decodes[0]!.reject(new Error('EncodingError'));
    await flush();
    expect(stream.s.stopped).toBe(false);
    stream.s.start();
    await flush();
    expect(stream.s.heard).toBe(true);
    expect(ctx.started).toEqual([]);
    stream.s.end();
    await vi.advanceTimersByTimeAsync(300);
    expect(errors).toEqual([]);
    expect(drained).toEqual([true]);
  });

  it('a streamed sentence paused by media keys: shown as paused, Resume plays it on, then the turn comes (0643)', async () => {
    ctx.autoDecode = false;
    const stream = controlledStream();
    let outsidePause: (paused: boolean) => void = () => undefined;
    let resumed = 0;
    const paused: boolean[] = [];
    const q = new AudioQueue({
      context: ctx,
      onDrained: (final) => drained.push(final),
      onPausedChange: (p) => paused.push(p),
      streamPlayer: () => ({
        ...stream.playback,
        watchPause: (listener) => (outsidePause = listener),
        resume: () => {
          resumed += 1;
          outsidePause(false);
        },
      }),
    });
    q.enqueue(b64('question'), true);
    q.play();
    await flush();
    stream.s.start();
    await flush();
    // The media key: the element stops where it is, and its `ended` will not come by itself.
    outsidePause(true);
    expect(paused).toEqual([true]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(drained).toEqual([]);
    q.resume();
    expect(resumed).toBe(1);
    expect(paused).toEqual([true, false]);
    stream.s.end();
    await vi.advanceTimersByTimeAsync(300);
    expect(drained).toEqual([true]);
    // Resume with nothing paused does nothing.
    q.resume();
    expect(resumed).toBe(1);
  });

  it('a paused sentence cleared (a drop, a dialog) is no longer shown as paused', async () => {
    ctx.autoDecode = false;
    const stream = controlledStream();
    let outsidePause: (paused: boolean) => void = () => undefined;
    const paused: boolean[] = [];
    const q = new AudioQueue({
      context: ctx,
      onPausedChange: (p) => paused.push(p),
      streamPlayer: () => ({ ...stream.playback, watchPause: (listener) => (outsidePause = listener) }),
    });
    q.enqueue(b64('question'), true);
    q.play();
    await flush();
    stream.s.start();
    await flush();
    outsidePause(true);
    q.clear();
    expect(paused).toEqual([true, false]);
    expect(stream.s.stopped).toBe(true);
  });

  it('decodes base64 into bytes', () => {
    expect(Array.from(new Uint8Array(base64ToArrayBuffer('AQID')))).toEqual([1, 2, 3]);
  });
});
