/**
 * Records one spoken answer: MediaRecorder (webm/opus), mono, 16 kHz requested, noise suppression and
 * echo cancellation (spec), capped at 120 s. The browser surface is injected so the
 * tests use fakes. Errors surface as the spec's exact toast texts via RecorderError.message.
 */

export const MAX_RECORDING_SECONDS = 120;
/** The stop button reads 'End in N' (and is disabled) for the first seconds of an answer (spec: 5 s, decision 0602). */
export const MIN_RECORDING_SECONDS = 5;

export const RECORDER_MESSAGES = {
  noAccess: 'Could not access microphone. Please check permissions.',
  failed: 'Recording failed. Please check your microphone.',
  stopFailed: 'Error stopping recording',
  base64Failed: 'Failed to convert audio to Base64.',
  processing: 'Error processing audio. Please try again.',
  noAudio: 'No audio recorded. Please try again.',
  badFormat: 'Cannot process your response, audio format.',
} as const;

export class RecorderError extends Error {
  override readonly name = 'RecorderError';
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
  }
}

export function audioConstraints(deviceId: string | null | undefined): MediaStreamConstraints {
  return {
    audio: {
      ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
      channelCount: 1,
      sampleRate: 16000,
      noiseSuppression: true,
      echoCancellation: true,
    },
    video: false,
  };
}

const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm'];

export function pickMimeType(isTypeSupported: (type: string) => boolean): string | undefined {
  return PREFERRED_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

/** Label of the stop button at `elapsed` whole seconds into a recording. */
export function stopButtonLabel(elapsedSeconds: number): string {
  const left = MIN_RECORDING_SECONDS - Math.floor(elapsedSeconds);
  return left > 0 ? `End in ${left}` : 'End Response';
}

export interface MediaRecorderLike {
  readonly state: 'inactive' | 'recording' | 'paused';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
  onerror: ((event: unknown) => void) | null;
  start(timeslice?: number): void;
  stop(): void;
}

export interface MediaTrackLike {
  stop(): void;
  /** The device's name (a real one once permission is granted). */
  readonly label?: string;
  getSettings?(): { deviceId?: string };
  /** True while the source gives no sound (a Bluetooth headset switching profile, a hardware mute switch). */
  readonly muted?: boolean;
  /**
   * `ended`: the device went away (a headset unplugged, the permission revoked) without us stopping it.
   * `mute`/`unmute`: the track stays open but records silence while muted (decision 0660).
   */
  addEventListener?(type: 'ended' | 'mute' | 'unmute', listener: () => void): void;
}

/** What the room says when the recording's microphone goes silent by itself (decision 0660). */
export const MICROPHONE_MUTED_MESSAGE =
  'Your microphone is muted: this answer is recording silence. Unmute it (or check your headset) to be heard.';

/** The microphone a recording used instead of the stored one, which is not there (decision 0656). */
export interface MicrophoneReplacement {
  deviceId: string | null;
  label: string;
}

/** What the room says when it records with another microphone than the stored one (decision 0656). */
export function microphoneReplacedMessage(label: string): string {
  return label
    ? `Your saved microphone is not connected. Recording with ${label} instead.`
    : 'Your saved microphone is not connected. Recording with the default microphone instead.';
}

/**
 * Why getUserMedia refused: `denied` only when the permission is really refused (the spec's permission
 * message), `gone` when the asked device is not there (a stored headset unplugged, another browser's id),
 * `failed` for anything else (a device busy or broken).
 */
export function microphoneRefusal(error: unknown): 'denied' | 'gone' | 'failed' {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'OverconstrainedError' || name === 'NotFoundError') return 'gone';
  return 'failed';
}
export interface MediaStreamLike {
  getTracks(): MediaTrackLike[];
}

export interface RecorderDeps {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStreamLike>;
  createMediaRecorder(stream: MediaStreamLike, mimeType: string | undefined): MediaRecorderLike;
  isTypeSupported(type: string): boolean;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface RecorderCallbacks {
  /** Once per second while recording: whole seconds elapsed and left. */
  onTick?: (elapsedSeconds: number, remainingSeconds: number) => void;
  /** The 120 s cap was reached; the owner stops the recording as if End Response was pressed. */
  onTimeUp?: () => void;
  /** The stream the recorder listens to, for the level meter. */
  onStream?: (stream: MediaStreamLike | null) => void;
  /** A track of the recording's stream ended by itself (G10); the owner stops the recording to keep it. */
  onTrackEnded?: () => void;
  /** The recording's track went silent (`mute`, true) or came back (`unmute`, false) (decision 0660). */
  onMutedChange?: (muted: boolean) => void;
  /** The stored microphone is not there: the recording uses the browser's default one (decision 0656). */
  onMicrophoneReplaced?: (used: MicrophoneReplacement) => void;
}

export class Recorder {
  private recorder: MediaRecorderLike | null = null;
  private stream: MediaStreamLike | null = null;
  private chunks: Blob[] = [];
  private interval: unknown = null;
  private elapsed = 0;
  // Bumped by cancel(): a start() still waiting for the microphone must not open it behind our back.
  private generation = 0;
  private starting = false;

  constructor(
    private readonly deps: RecorderDeps,
    private readonly callbacks: RecorderCallbacks = {},
  ) {}

  get isRecording(): boolean {
    return this.recorder !== null;
  }

  /**
   * Opens the microphone and starts recording. Resolves true once recording, false when cancel() ran while
   * the microphone was opening (its tracks are stopped). Throws RecorderError with the spec's message.
   */
  async start(deviceId: string | null): Promise<boolean> {
    if (this.recorder || this.starting) throw new RecorderError(RECORDER_MESSAGES.failed);
    const generation = this.generation;
    this.starting = true;
    let stream: MediaStreamLike;
    let replaced = false;
    try {
      stream = await this.deps.getUserMedia(audioConstraints(deviceId));
    } catch (error) {
      // A start cancelled meanwhile (G11): its refusal is old news, and must not fail or unlock a newer start.
      if (generation !== this.generation) return false;
      // The stored microphone is gone (asked with `exact`, the browser never picks another): record with the
      // one that is there rather than fail every answer of the interview (decision 0656).
      if (!deviceId || microphoneRefusal(error) !== 'gone') {
        this.starting = false;
        throw refusalError(error);
      }
      try {
        stream = await this.deps.getUserMedia(audioConstraints(null));
        replaced = true;
      } catch (fallbackError) {
        if (generation !== this.generation) return false;
        this.starting = false;
        throw refusalError(fallbackError);
      }
    }
    if (generation === this.generation) this.starting = false;
    if (generation !== this.generation) {
      stopTracks(stream);
      return false;
    }
    try {
      const recorder = this.deps.createMediaRecorder(stream, pickMimeType(this.deps.isTypeSupported));
      // This recording's own chunks: a stop still finishing must not mix them with the next recording's.
      const chunks: Blob[] = [];
      this.chunks = chunks;
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.start(1000);
      this.recorder = recorder;
      this.stream = stream;
      // A device that goes away mid-answer ends its track without telling the MediaRecorder's owner (G10).
      const current = () => this.recorder === recorder && this.interval !== null;
      for (const track of stream.getTracks()) {
        track.addEventListener?.('ended', () => {
          if (current()) this.callbacks.onTrackEnded?.();
        });
        // A muted track is not ended: the MediaRecorder goes on recording silence, and nobody is told (decision 0660).
        track.addEventListener?.('mute', () => {
          if (current()) this.callbacks.onMutedChange?.(true);
        });
        track.addEventListener?.('unmute', () => {
          if (current()) this.callbacks.onMutedChange?.(false);
        });
      }
    } catch (error) {
      stopTracks(stream);
      throw new RecorderError(RECORDER_MESSAGES.failed, error);
    }
    if (replaced) {
      const track = stream.getTracks()[0];
      this.callbacks.onMicrophoneReplaced?.({
        deviceId: track?.getSettings?.().deviceId || null,
        label: track?.label ?? '',
      });
    }
    this.callbacks.onStream?.(stream);
    this.elapsed = 0;
    this.callbacks.onTick?.(0, MAX_RECORDING_SECONDS);
    // Muted already as it opened (the headset switched profile before the answer).
    if (stream.getTracks().some((t) => t.muted === true)) this.callbacks.onMutedChange?.(true);
    this.interval = this.deps.setInterval(() => {
      this.elapsed++;
      const remaining = Math.max(0, MAX_RECORDING_SECONDS - this.elapsed);
      this.callbacks.onTick?.(this.elapsed, remaining);
      if (remaining === 0) {
        this.clearTimer();
        this.callbacks.onTimeUp?.();
      }
    }, 1000);
    return true;
  }

  /** Stops and resolves with the recorded webm Blob. Throws RecorderError('Error stopping recording'). */
  stop(): Promise<Blob> {
    const recorder = this.recorder;
    const stream = this.stream;
    const chunks = this.chunks;
    if (!recorder) return Promise.reject(new RecorderError(RECORDER_MESSAGES.stopFailed));
    this.clearTimer();
    // The recording being stopped is detached at once: the next answer may start before this one's `stop`
    // event comes, and after the encoding deadline the room gives the turn back while it may never come
    // (a wedged MediaRecorder). Its microphone is released when it finishes.
    this.recorder = null;
    this.stream = null;
    this.chunks = [];
    this.callbacks.onStream?.(null);
    const release = () => {
      if (stream) stopTracks(stream);
    };
    return new Promise<Blob>((resolve, reject) => {
      recorder.onstop = () => {
        const type = recorder.mimeType || 'audio/webm';
        const blob = new Blob(chunks, { type: type.split(';')[0] });
        release();
        resolve(blob);
      };
      recorder.onerror = (event) => {
        release();
        reject(new RecorderError(RECORDER_MESSAGES.stopFailed, event));
      };
      try {
        if (recorder.state === 'inactive') recorder.onstop();
        else recorder.stop();
      } catch (error) {
        release();
        reject(new RecorderError(RECORDER_MESSAGES.stopFailed, error));
      }
    });
  }

  /** Drops the current recording (leave, time out, lost connection). */
  cancel(): void {
    this.generation++;
    this.starting = false;
    const recorder = this.recorder;
    this.clearTimer();
    if (recorder) {
      recorder.onstop = null;
      recorder.ondataavailable = null;
      try {
        if (recorder.state !== 'inactive') recorder.stop();
      } catch {
        // Nothing to keep.
      }
    }
    this.release();
  }

  private clearTimer() {
    if (this.interval !== null) this.deps.clearInterval(this.interval);
    this.interval = null;
  }

  private release() {
    if (this.stream) stopTracks(this.stream);
    this.stream = null;
    this.recorder = null;
    this.chunks = [];
    this.callbacks.onStream?.(null);
  }
}

function refusalError(error: unknown): RecorderError {
  const message =
    microphoneRefusal(error) === 'denied' ? RECORDER_MESSAGES.noAccess : RECORDER_MESSAGES.failed;
  return new RecorderError(message, error);
}

function stopTracks(stream: MediaStreamLike) {
  for (const track of stream.getTracks()) track.stop();
}

/** Blob → Base64 without the data-URL prefix; validated per spec. Throws RecorderError. */
export async function blobToBase64(blob: Blob): Promise<string> {
  if (blob.size === 0) throw new RecorderError(RECORDER_MESSAGES.noAudio);
  let base64: string;
  try {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    // Chunked: String.fromCharCode(...bytes) overflows the argument limit for a 2-minute answer.
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    base64 = btoa(binary);
  } catch (error) {
    throw new RecorderError(RECORDER_MESSAGES.base64Failed, error);
  }
  if (!base64) throw new RecorderError(RECORDER_MESSAGES.noAudio);
  // Base64 validity is checked once, by the contract's serializer when the answer is sent.
  return base64;
}

/** The real browser implementation of RecorderDeps. */
export function browserRecorderDeps(): RecorderDeps {
  return {
    getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
    createMediaRecorder: (stream, mimeType) =>
      new MediaRecorder(
        stream as MediaStream,
        mimeType ? { mimeType } : undefined,
      ) as unknown as MediaRecorderLike,
    isTypeSupported: (type) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(type),
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
  };
}
