import { base64ToArrayBuffer, type StreamPlayer } from './audio-queue';

/** Container of a Base64 chunk from its first bytes, so the element does not have to guess. */
export function mimeOfBase64(audioBase64: string): string {
  if (audioBase64.startsWith('T2dnUw')) return 'audio/ogg';
  if (audioBase64.startsWith('GkXfo')) return 'audio/webm';
  if (audioBase64.startsWith('UklGR')) return 'audio/wav';
  if (audioBase64.startsWith('SUQz') || audioBase64.startsWith('//')) return 'audio/mpeg';
  return '';
}

type SinkElement = HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> };

/**
 * Tells `listener` when something other than the app pauses a playing element (media keys, a headset's button,
 * the OS taking audio focus for a call) and when it plays again: `paused` is true until it does (decision 0643).
 * The `pause` that comes with the element's own end, and one the app caused (`ours()` true), are not news.
 */
export function watchOutsidePause(
  element: Pick<HTMLMediaElement, 'addEventListener' | 'ended'>,
  ours: () => boolean,
  listener: (paused: boolean) => void,
): void {
  let paused = false;
  element.addEventListener('pause', () => {
    if (paused || ours() || element.ended) return;
    paused = true;
    listener(true);
  });
  element.addEventListener('playing', () => {
    if (!paused) return;
    paused = false;
    listener(false);
  });
}

/**
 * Streams a chunk through an <audio> element: playback starts after the first frames are decoded instead
 * of the whole chunk (the Web Audio path), which is what keeps arrival → audio start short (decision 0608).
 * `started` follows the `playing` event (audio is actually rendering), not the play() promise, so the queue
 * races it against the Web Audio decode on the same signal (decision 0609).
 */
export function createMediaElementPlayer(getSinkId: () => string | null): StreamPlayer {
  return (audioBase64) => {
    const url = URL.createObjectURL(
      new Blob([base64ToArrayBuffer(audioBase64)], { type: mimeOfBase64(audioBase64) }),
    );
    const audio = new Audio() as SinkElement;
    audio.preload = 'auto';
    audio.src = url;
    let done = false;
    let hasStarted = false;
    /** The app's own stop() pauses the element: that pause is not the candidate's. */
    let stopping = false;
    let finish: () => void = () => undefined;
    let fail: (reason: unknown) => void = () => undefined;
    const ended = new Promise<void>((resolve) => {
      finish = () => {
        if (done) return;
        done = true;
        URL.revokeObjectURL(url);
        fail(new Error('stopped before playing'));
        resolve();
      };
      audio.onended = finish;
      audio.onerror = finish;
    });
    const started = new Promise<void>((resolve, reject) => {
      fail = reject;
      audio.addEventListener(
        'playing',
        () => {
          hasStarted = true;
          resolve();
        },
        { once: true },
      );
    });
    void (async () => {
      const sinkId = getSinkId();
      if (sinkId && sinkId !== 'default' && typeof audio.setSinkId === 'function') {
        await audio.setSinkId(sinkId).catch(() => undefined);
      }
      if (!done) await audio.play();
    })().catch(() => finish());
    return {
      started,
      ended,
      watchPause: (listener) => watchOutsidePause(audio, () => done || stopping, listener),
      // The candidate's Resume is a click: a gesture, so autoplay policies let the element go on.
      resume: () => {
        if (!done) audio.play().catch(() => finish());
      },
      stop: () => {
        stopping = true;
        // Removing `src` alone does not stop a resource already playing: the sentence would go on under a
        // dialog or after a drop.
        audio.pause();
        if (!hasStarted) {
          // The load algorithm also cancels a `playing` event already queued: a chunk that lost the race to
          // Web Audio must never be heard (nor reported as started).
          audio.removeAttribute('src');
          audio.load();
        } else {
          audio.removeAttribute('src');
        }
        finish();
      },
    };
  };
}

/** 50 ms of 8 kHz mono silence as a WAV file. */
function silentWav(): Blob {
  const samples = 400;
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  return new Blob([buffer], { type: 'audio/wav' });
}

/**
 * Plays a short silence from a user gesture (Start Interview): it unlocks element playback under autoplay
 * policies and initialises the media pipeline, so the interviewer's first chunk does not pay for it.
 * Resolves false when the browser refused to play (autoplay policy).
 */
export async function warmUpMediaElement(): Promise<boolean> {
  const url = URL.createObjectURL(silentWav());
  const audio = new Audio(url);
  audio.volume = 0;
  try {
    await audio.play();
    return true;
  } catch (error) {
    // False only for the autoplay policy's refusal; any other failure just means nothing to warm.
    return !(error instanceof DOMException && error.name === 'NotAllowedError');
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
