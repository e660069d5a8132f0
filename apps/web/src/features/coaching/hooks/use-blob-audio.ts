import { useEffect, useRef, useState } from 'react';

/**
 * Playback of a recording kept on the device (a Blob): its object URL for as long as the Blob is shown
 * (revoked after), whether it plays, and a Play/Pause toggle. The URL is made in the effect that revokes it,
 * so StrictMode's second mount gets a live one rather than the URL its first cleanup revoked. Spread `audioProps` on an `<audio>`; a refused
 * play (no user gesture, an unplayable clip) leaves it paused rather than showing Pause.
 */
export function useBlobAudio(audio: Blob) {
  const ref = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(audio);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [audio]);
  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const audioProps = {
    ref,
    src: url,
    preload: 'metadata',
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => setPlaying(false),
  } as const;
  return { playing, toggle, audioProps };
}
