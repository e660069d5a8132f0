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
    return outputNode();
  },
  resume: () => getAudioContext().resume(),
  decodeAudioData: (data) => getAudioContext().decodeAudioData(data),
  // The DOM types its onended handler with an event argument the queue does not use.
  createBufferSource: () => getAudioContext().createBufferSource() as unknown as AudioSourceLike,
};

type SinkCapable = { setSinkId?: (id: string) => Promise<void> };

/**
 * Where the shared context's sound goes when the context itself cannot choose a speaker (Firefox and Safari have
 * no AudioContext.setSinkId): a stream destination played by an <audio> element that can (setSinkId on media
 * elements). Before, Firefox played a reply's sentences on two outputs: those the element won the race for
 * (decision 0609) on the chosen speaker, those Web Audio played on the default one.
 */
let routed: { ctx: AudioContext; node: AudioNode; element: HTMLAudioElement & SinkCapable } | null = null;

function unroute(): void {
  if (!routed) return;
  routed.element.pause();
  routed.element.srcObject = null;
  routed.node.disconnect();
  routed = null;
}

/** Routes the shared context to a speaker: the context's own setSinkId (Chromium), else through an element. */
export async function setAudioOutput(deviceId: string | null): Promise<void> {
  const ctx = getAudioContext() as AudioContext & SinkCapable;
  if (!deviceId) return;
  if (typeof ctx.setSinkId === 'function') {
    await ctx.setSinkId(deviceId === 'default' ? '' : deviceId);
    return;
  }
  if (routed?.ctx !== ctx) unroute();
  if (deviceId === 'default') return unroute();
  const element = routed?.element ?? (new Audio() as HTMLAudioElement & SinkCapable);
  // An engine with no output choice at all plays on the default output; the join page said so.
  if (typeof element.setSinkId !== 'function') return;
  if (!routed) {
    const node = ctx.createMediaStreamDestination();
    element.srcObject = node.stream;
    routed = { ctx, node, element };
  }
  await element.setSinkId(deviceId);
  await element.play();
}

/** The node the interviewer's audio connects to: the routed one when the context cannot choose a speaker. */
function outputNode(): AudioNode {
  const ctx = getAudioContext();
  return routed?.ctx === ctx ? routed.node : ctx.destination;
}

/**
 * The microphone as a node of `ctx`, or null where the engine refuses it: Firefox will not connect a
 * microphone whose graph runs at another rate than the context ("different sample-rate", NotSupportedError),
 * and the shared context is forced to 48 kHz while many laptops' devices run at 44.1 kHz.
 */
function microphoneSource(ctx: AudioContext, stream: MediaStream): MediaStreamAudioSourceNode | null {
  try {
    return ctx.createMediaStreamSource(stream);
  } catch {
    return null;
  }
}

/**
 * Meters a microphone stream until the returned stop() (room and microphone test): on the shared context, or
 * where the engine refuses the microphone there (see microphoneSource), on a context of the device's own rate,
 * closed with the meter. Before, the microphone test failed and the candidate tile stayed on 'Waiting for sound'.
 */
export function meterStream(stream: MediaStream, onLevel: LevelMeterOptions['onLevel']): () => void {
  const shared = getAudioContext();
  let source = microphoneSource(shared, stream);
  const own = source ? null : new AudioContext();
  const ctx = own ?? shared;
  source ??= ctx.createMediaStreamSource(stream);
  void ctx.resume().catch(() => undefined);
  const analyser = ctx.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const stop = startLevelMeter({ analyser, onLevel });
  return () => {
    stop();
    source.disconnect();
    void own?.close().catch(() => undefined);
  };
}
