import { pickMimeType } from './recorder';

/**
 * What the room needs from the browser engine, by feature detection (never by user agent, decision 0782):
 * the join page says what is missing before the candidate spends an interview on it.
 */
export type EngineGap = 'recording' | 'webm' | 'speaker';

/** The parts of the browser the room relies on, injected so the rule is tested without a browser. */
export interface EngineSurface {
  /** getUserMedia and MediaRecorder both exist. */
  canRecord: boolean;
  isTypeSupported: (type: string) => boolean;
  /** An output device can be chosen: setSinkId on media elements (the room routes Web Audio through one). */
  canChooseSpeaker: boolean;
}

export const ENGINE_GAP_MESSAGES: Record<EngineGap, string> = {
  recording:
    'This browser cannot record your answers. You can still type them, or join from a current Chrome, Edge or Firefox to answer by voice.',
  webm: 'This browser cannot record audio as WebM, the format the interview expects: a spoken answer may be refused. Typed answers always work; to answer by voice, join from Chrome, Edge or Firefox.',
  speaker:
    'This browser plays the interviewer on its default speaker: the speaker chosen here is used for the speaker test only.',
};

export function engineGaps(surface: EngineSurface): EngineGap[] {
  const gaps: EngineGap[] = [];
  if (!surface.canRecord) gaps.push('recording');
  else if (!pickMimeType(surface.isTypeSupported)) gaps.push('webm');
  if (!surface.canChooseSpeaker) gaps.push('speaker');
  return gaps;
}

export function currentEngineSurface(): EngineSurface {
  const Recorder = typeof MediaRecorder === 'undefined' ? undefined : MediaRecorder;
  return {
    canRecord:
      typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && Recorder !== undefined,
    isTypeSupported: (type) => Recorder?.isTypeSupported(type) ?? false,
    canChooseSpeaker: typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype,
  };
}

/** Firefox's picker of an output device (not in TypeScript's DOM types yet). */
export type SelectAudioOutput = (options?: { deviceId?: string }) => Promise<MediaDeviceInfo>;

/** The engine's own speaker picker, bound to its MediaDevices, or null where it has none (Chromium, Safari). */
export function speakerPicker(): SelectAudioOutput | null {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  const pick = (media as (MediaDevices & { selectAudioOutput?: SelectAudioOutput }) | undefined)
    ?.selectAudioOutput;
  return media && typeof pick === 'function' ? pick.bind(media) : null;
}

/**
 * Whether enumerateDevices may leave out speakers the engine plays on: Firefox lists an output only once
 * `selectAudioOutput` exposed it, an engine with no element setSinkId (Safari) lists none. Chromium lists every
 * output, so an empty list there means no speaker at all (decision 0783).
 */
export function outputsHidden(): boolean {
  const elementSink = typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
  return speakerPicker() !== null || !elementSink;
}
