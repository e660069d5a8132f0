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
 * Streams a chunk through an <audio> element: playback starts after the first frames are decoded instead
 * of the whole chunk (the Web Audio path), which is what keeps arrival → audio start short (decision 0608).
 */
export function createMediaElementPlayer(getSinkId: () => string | null): StreamPlayer {
  return (audioBase64) => {
    const url = URL.createObjectURL(
      new Blob([base64ToArrayBuffer(audioBase64)], { type: mimeOfBase64(audioBase64) }),
    );
    const audio = new Audio() as SinkElement;
    audio.preload = 'auto';
    audio.src = url;
    let finish: () => void = () => undefined;
    const ended = new Promise<void>((resolve) => {
      finish = () => {
        URL.revokeObjectURL(url);
        resolve();
      };
      audio.onended = finish;
      audio.onerror = finish;
    });
    const started = (async () => {
      const sinkId = getSinkId();
      if (sinkId && sinkId !== 'default' && typeof audio.setSinkId === 'function') {
        await audio.setSinkId(sinkId).catch(() => undefined);
      }
      await audio.play();
    })();
    started.catch(() => finish());
    return {
      started,
      ended,
      stop: () => {
        audio.pause();
        audio.removeAttribute('src');
        finish();
      },
    };
  };
}
