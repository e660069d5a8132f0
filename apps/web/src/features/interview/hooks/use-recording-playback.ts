import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/toast';
import { SPEAKER_MESSAGES } from './use-speaker-test';

type SinkElement = HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> };

/**
 * Plays the microphone test's recording back on the selected speaker, so the candidate hears how they sound
 * (decision 0551). A new recording, or leaving the page, stops the previous playback.
 */
export function useRecordingPlayback(blob: Blob | null, speakerId: string | null) {
  const [playing, setPlaying] = useState(false);
  const stopRef = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    setPlaying(false);
  }, []);

  useEffect(() => stop, [blob, stop]);

  const play = useCallback(async () => {
    if (!blob) return;
    stop();
    const url = URL.createObjectURL(blob);
    const audio = new Audio(url) as SinkElement;
    const done = () => {
      audio.pause();
      audio.onended = null;
      URL.revokeObjectURL(url);
      if (stopRef.current === done) {
        stopRef.current = null;
        setPlaying(false);
      }
    };
    stopRef.current = done;
    audio.onended = done;
    setPlaying(true);
    try {
      if (speakerId && speakerId !== 'default' && typeof audio.setSinkId === 'function')
        await audio.setSinkId(speakerId);
      await audio.play();
    } catch {
      done();
      notify.error(SPEAKER_MESSAGES.failed);
    }
  }, [blob, speakerId, stop]);

  return { playing, play, stop };
}
