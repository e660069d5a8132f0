// In-page probes of frames, audio starts and ends and interactions, drained to Node; the heap read by CDP.
import type { CDPSession, Page } from '@playwright/test';

// ------------------------------------------------------------------ in-page probes

export interface FrameRec {
  at: number;
  final: boolean;
}
export interface StartRec {
  id: number;
  at: number;
  path: 'element' | 'webaudio';
  /** When the app asked for playback (element.play() / source.start()). */
  requestedAt: number;
}
export interface EndRec {
  id: number;
  at: number;
}
/** An Event Timing entry of an interaction (interactionId > 0) of at least 16 ms. */
export interface EventRec {
  start: number;
  duration: number;
}
export interface BenchLog {
  frames: FrameRec[];
  starts: StartRec[];
  ends: EndRec[];
  events: EventRec[];
  /** Never drained: turn detection. */
  finals: number;
  audioFrames: number;
  endsTotal: number;
}
// Everything is measured from outside the app: the production build carries no hook for the bench (decision
// 0052), so the audio queue's own per-chunk metrics are no longer printed beside these as a cross-check.
export type BenchWindow = Window & { __roomBench?: BenchLog };

/** Runs in the page before any app script (serialised: must not reference anything outside itself). */
export function installProbes() {
  const w = window as BenchWindow;
  const log: BenchLog = {
    frames: [],
    starts: [],
    ends: [],
    events: [],
    finals: 0,
    audioFrames: 0,
    endsTotal: 0,
  };
  w.__roomBench = log;
  let seq = 0;
  const ended = (id: number) => () => {
    log.ends.push({ id, at: performance.now() });
    log.endsTotal++;
  };

  // Interaction → next paint: an entry's duration runs from the input to the paint after its handlers.
  new PerformanceObserver((list) => {
    // interactionId is missing from TypeScript's DOM types.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
      if (e.interactionId > 0) log.events.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

  const NativeWebSocket = window.WebSocket;
  class ProbedWebSocket extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      // Registered before the app's handler, so `at` is the frame's arrival, not the app's processing.
      this.addEventListener('message', (e: MessageEvent) => {
        const at = performance.now();
        if (typeof e.data !== 'string' || !e.data.includes('"model_')) return;
        const msg = JSON.parse(e.data) as { type?: string; final_sentence?: boolean; audio_base_64?: string };
        if (msg.type !== 'model_response' && msg.type !== 'model_repeat_response') return;
        if (msg.final_sentence) log.finals++;
        if (!msg.audio_base_64) return;
        log.audioFrames++;
        log.frames.push({ at, final: !!msg.final_sentence });
      });
    }
  }
  window.WebSocket = ProbedWebSocket;

  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args) {
    // The bench's own playback (the floor, room/floors.ts) is not one of the room's chunks.
    if ('benchFloor' in this) return start.apply(this, args);
    const id = ++seq;
    const at = performance.now();
    log.starts.push({ id, at, path: 'webaudio', requestedAt: at });
    this.addEventListener('ended', ended(id), { once: true });
    return start.apply(this, args);
  };

  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    // Volume 0 = the silent unlock/warm-up clip played from the Start Interview click, not a chunk.
    if (this.volume > 0 && !this.dataset.roomBench) {
      this.dataset.roomBench = '1';
      const id = ++seq;
      const requestedAt = performance.now();
      this.addEventListener(
        'playing',
        () => log.starts.push({ id, at: performance.now(), path: 'element', requestedAt }),
        { once: true },
      );
      this.addEventListener('ended', ended(id), { once: true });
    }
    return play.call(this);
  };
}

export interface Drained {
  frames: FrameRec[];
  starts: StartRec[];
  ends: EndRec[];
  events: EventRec[];
}

/** Moves the page's records to Node so they do not count as heap growth. */
export async function drain(page: Page, into: Drained): Promise<void> {
  const d = await page.evaluate(() => {
    const w = window as BenchWindow;
    const l = w.__roomBench!;
    return {
      frames: l.frames.splice(0),
      starts: l.starts.splice(0),
      ends: l.ends.splice(0),
      events: l.events.splice(0),
    };
  });
  into.frames.push(...d.frames);
  into.starts.push(...d.starts);
  into.ends.push(...d.ends);
  into.events.push(...d.events);
}

export async function heap(cdp: CDPSession) {
  for (let i = 0; i < 2; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { usedSize, nodes, jsEventListeners };
}
