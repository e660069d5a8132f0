import type { AudioContextLike, AudioSourceLike } from './audio-queue';
import { startLevelMeter, type LevelMeterOptions } from './level-meter';

/**
 * One AudioContext per page for interviewer audio, UI sounds and the speaker test, created lazily (browsers
 * only allow it to run after a user gesture; the queue resumes it before playing).
 */
let shared: AudioContext | null = null;

// 48 kHz is Opus's native rate: decodeAudioData then skips resampling, which halves the decode time of a
// chunk (the main part of the arrival → audio start latency, decision 0608).
const PREFERRED_SAMPLE_RATE = 48_000;

export function getAudioContext(): AudioContext {
  if (!shared || shared.state === 'closed') {
    try {
      shared = new AudioContext({ sampleRate: PREFERRED_SAMPLE_RATE, latencyHint: 'interactive' });
    } catch {
      shared = new AudioContext();
    }
  }
  return shared;
}

/**
 * The shared context as the audio queue sees it, created on first use: creating an AudioContext costs ~35 ms
 * of main thread (140 ms on the throttled phone profile), which made it the costliest call before the room's
 * first paint. Start Interview creates it (its click resumes the context), before any audio can arrive.
 */
export const lazyAudioContext: AudioContextLike = {
  get state() {
    return getAudioContext().state;
  },
  get destination() {
    return getAudioContext().destination;
  },
  resume: () => getAudioContext().resume(),
  decodeAudioData: (data) => getAudioContext().decodeAudioData(data),
  // The DOM types its onended handler with an event argument the queue does not use.
  createBufferSource: () => getAudioContext().createBufferSource() as unknown as AudioSourceLike,
};

type SinkCapable = { setSinkId?: (id: string) => Promise<void> };

/** Routes the shared context to a speaker where supported (Chromium's AudioContext.setSinkId). */
export async function setAudioOutput(deviceId: string | null): Promise<void> {
  const ctx = getAudioContext() as AudioContext & SinkCapable;
  if (!deviceId || typeof ctx.setSinkId !== 'function') return;
  await ctx.setSinkId(deviceId === 'default' ? '' : deviceId);
}

/** Meters a microphone stream on the shared context until the returned stop() (room and microphone test). */
export function meterStream(stream: MediaStream, onLevel: LevelMeterOptions['onLevel']): () => void {
  const ctx = getAudioContext();
  void ctx.resume().catch(() => undefined);
  const source = ctx.createMediaStreamSource(stream);
  const analyser = ctx.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const stop = startLevelMeter({ analyser, onLevel });
  return () => {
    stop();
    source.disconnect();
  };
}
