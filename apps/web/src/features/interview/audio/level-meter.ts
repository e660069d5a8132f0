/**
 * Microphone level from an AnalyserNode. `speaking` turns on as soon as the level passes the threshold
 * and turns off only after 500 ms of continuous silence (spec), so the UI does not flicker
 * between words.
 */

export const SILENCE_DEBOUNCE_MS = 500;
export const SPEECH_THRESHOLD = 0.04;

export interface AnalyserLike {
  readonly fftSize: number;
  getByteTimeDomainData(array: Uint8Array<ArrayBuffer>): void;
}

/** RMS of a byte time-domain frame, 0..1. */
export function rmsLevel(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const value of samples) {
    const v = (value - 128) / 128;
    sum += v * v;
  }
  return Math.min(1, Math.sqrt(sum / samples.length));
}

export class SpeechDetector {
  private speaking = false;
  private lastSoundAt = -Infinity;

  constructor(
    private readonly threshold = SPEECH_THRESHOLD,
    private readonly debounceMs = SILENCE_DEBOUNCE_MS,
  ) {}

  /** Feeds one level sample taken at `now` ms; returns whether the user counts as speaking. */
  update(level: number, now: number): boolean {
    if (level >= this.threshold) {
      this.lastSoundAt = now;
      this.speaking = true;
    } else if (this.speaking && now - this.lastSoundAt >= this.debounceMs) {
      this.speaking = false;
    }
    return this.speaking;
  }
}

export interface LevelMeterOptions {
  analyser: AnalyserLike;
  onLevel: (level: number, speaking: boolean) => void;
  now?: () => number;
  schedule?: (fn: () => void) => unknown;
  cancel?: (handle: unknown) => void;
}

/** Samples the analyser every animation frame until stopped. Returns stop(). */
export function startLevelMeter(options: LevelMeterOptions): () => void {
  const detector = new SpeechDetector();
  const buffer = new Uint8Array(new ArrayBuffer(options.analyser.fftSize));
  const now = options.now ?? (() => performance.now());
  const schedule = options.schedule ?? ((fn) => requestAnimationFrame(fn));
  const cancel = options.cancel ?? ((handle) => cancelAnimationFrame(handle as number));
  let handle: unknown = null;
  let stopped = false;
  const step = () => {
    if (stopped) return;
    options.analyser.getByteTimeDomainData(buffer);
    const level = rmsLevel(buffer);
    options.onLevel(level, detector.update(level, now()));
    handle = schedule(step);
  };
  step();
  return () => {
    stopped = true;
    if (handle !== null) cancel(handle);
  };
}
